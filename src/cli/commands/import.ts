// `grit import <map.dd2vtt|map.uvtt> -o <out.grit.json> [--json]`: Universal VTT -> scenario file.
import { type CliContext, CliError, EXIT_OK, parseArgs, readInputFile } from '../context';
import { fileTooBigMessage, MAX_FILE_BYTES, parseScenarioText, serializeScenario } from '../../core/io/scenario';
import { importUvtt } from '../../core/io/uvtt/import';
import { scenarioInfo } from './info';

export async function run(args: string[], ctx: CliContext): Promise<number> {
  const { positional, flags } = parseArgs(args, ['-o', '--out']);
  if (positional.length !== 1) throw new CliError(['usage: grit import <map.dd2vtt|map.uvtt> -o <out.grit.json>']);
  const input = positional[0];
  const outFlag = flags.get('-o') ?? flags.get('--out');
  if (typeof outFlag !== 'string') throw new CliError(['grit import: -o <out.grit.json> is required', 'usage: grit import <map.dd2vtt|map.uvtt> -o <out.grit.json>']);
  const out = outFlag;
  if (out === input) throw new CliError([`${input}: $: the output would overwrite the map; choose another -o`]);

  const text = readInputFile(ctx, input, MAX_FILE_BYTES, (b) => fileTooBigMessage(input, b));
  const r = importUvtt(text, input);
  if (!r.ok) throw new CliError(r.errors);
  r.warnings.forEach((w) => ctx.stderr(w));
  const outText = serializeScenario(r.world);
  // What we write must load again; check before touching the disk.
  const check = parseScenarioText(outText, out);
  if (!check.ok) throw new CliError(check.errors);
  try {
    ctx.writeText(out, outText);
  } catch (err) {
    throw new CliError([`${out}: $: cannot write (${(err as Error).message})`]);
  }
  const info = scenarioInfo(r.world);
  if (flags.has('--json')) ctx.stdout(JSON.stringify({ out, warnings: r.warnings, ...info }, null, 2));
  else {
    const c = info.counts;
    ctx.stdout(`wrote ${out}: ${info.widthCells}x${info.heightCells} cells, ${c.walls} walls, ${c.doors} doors, ${c.windows} windows, ${c.objects} objects, ${c.lights} lights`);
  }
  return EXIT_OK;
}
