// `grit validate <file...>`: scenario or saved-game files; "ok <file>" each, exit 1 if any is invalid.
import { type CliContext, CliError, EXIT_INVALID, EXIT_OK, parseArgs, readInputFile } from '../context';
import { fileTooBigMessage, MAX_FILE_BYTES } from '../../core/io/scenario';
import { parseGritFileText } from '../../core/io/save';
import { dirname, join } from 'node:path';
import type { World } from '../../core/model/schema';
import { formatIssue } from '../../core/model/issues';
import { unmeetableObjectives } from '../../core/rules/objectives/feasible';

/** G-WIN-6: an objective no figure of its side can ever meet (its zone out of reach), as sim refuses it. */
function objectiveProblems(file: string, r: { kind: 'scenario'; world: World } | { kind: 'save'; save: { scenario: World } }): string[] {
  const world = r.kind === 'scenario' ? r.world : r.save.scenario;
  return unmeetableObjectives(world).map((u) => formatIssue(file, r.kind === 'scenario' ? u : { ...u, path: ['scenario', ...u.path] }));
}

export async function run(args: string[], ctx: CliContext): Promise<number> {
  const { positional, flags } = parseArgs(args, []);
  const asJson = flags.has('--json');
  if (positional.length === 0) throw new CliError(['usage: grit validate <file...>']);
  let failed = false;
  const results: Array<{ file: string; ok: boolean; errors: string[] }> = [];
  for (const file of positional) {
    let errors: string[];
    try {
      const text = readInputFile(ctx, file, MAX_FILE_BYTES, (b) => fileTooBigMessage(file, b));
      const r = parseGritFileText(text, file);
      errors = !r.ok ? r.errors : [...imageProblems(ctx, file, r.kind === 'scenario' ? r.world : r.save.scenario, r.kind === 'scenario' ? '' : '.scenario'), ...objectiveProblems(file, r)];
    } catch (err) {
      if (!(err instanceof CliError)) throw err;
      errors = err.lines;
    }
    results.push({ file, ok: errors.length === 0, errors });
    if (errors.length) failed = true;
    if (!asJson) {
      if (errors.length) errors.forEach((l) => ctx.stderr(l));
      else ctx.stdout(`ok ${file}`);
    }
  }
  if (asJson) {
    ctx.stdout(JSON.stringify(results, null, 2));
    if (failed) results.flatMap((r) => r.errors).forEach((l) => ctx.stderr(l));
  }
  return failed ? EXIT_INVALID : EXIT_OK;
}

/** DESIGN "Files": a missing background image is bad input too (paths were already kept inside the folder). */
function imageProblems(ctx: CliContext, file: string, world: World, prefix: string): string[] {
  const src = world.map.background?.src;
  if (!src || src.startsWith('data:') || !ctx.fileSize) return [];
  try {
    ctx.fileSize(join(dirname(file), src));
    return [];
  } catch {
    return [`${file}: $${prefix}.map.background.src: image "${src}" not found next to the scenario`];
  }
}
