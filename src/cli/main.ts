// Entry of the `grit` command: dispatches to one module per sub-command.
import { CliError, type CliContext, type CommandRunner, EXIT_INVALID, nodeContext } from './context';
import { run as validate } from './commands/validate';
import { run as info } from './commands/info';
import { run as importMap } from './commands/import';
import { run as los } from './commands/los';
import { run as reach } from './commands/reach';
import { run as blast } from './commands/blast';
import { run as play } from './commands/play';
import { run as sim } from './commands/sim';
import { run as exportMap, USAGE as EXPORT_USAGE } from './commands/export';

export const COMMANDS: Record<string, { run: CommandRunner; usage: string }> = {
  validate: { run: validate, usage: 'grit validate <file...>' },
  info: { run: info, usage: 'grit info <scenario> [--json]' },
  import: { run: importMap, usage: 'grit import <map.dd2vtt|map.uvtt> -o <out.grit.json>' },
  los: { run: los, usage: 'grit los <scenario> <from> <to> [--json]' },
  reach: { run: reach, usage: 'grit reach <scenario> <figureId> [--ap N] [--json]' },
  blast: { run: blast, usage: 'grit blast <scenario> <x,y> <radiusInches> [--json]' },
  play: { run: play, usage: 'grit play <scenario> --seed N --commands <cmds.json> [--out <save.json>] [--json]' },
  sim: { run: sim, usage: 'grit sim <scenario> --games N --seed N [--vs computer|random|baseline] [--side ID] [--workers N] [--progress] [--json]' },
  export: { run: exportMap, usage: EXPORT_USAGE },
};

export async function main(argv: string[], ctx: CliContext = nodeContext()): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    // Asking for help succeeds (usage on stdout); no command or an unknown one is a usage error.
    const askedForHelp = name === '--help' || name === 'help' || name === '-h';
    if (name && !askedForHelp) ctx.stderr(`grit: unknown command "${name}"`);
    const print = askedForHelp ? ctx.stdout : ctx.stderr;
    print('usage:');
    for (const c of Object.values(COMMANDS)) print('  ' + c.usage);
    return askedForHelp ? 0 : EXIT_INVALID;
  }
  try {
    return await command.run(rest, ctx);
  } catch (err) {
    if (err instanceof CliError) {
      for (const line of err.lines) ctx.stderr(line);
      return err.exitCode;
    }
    ctx.stderr(`grit ${name}: internal error: ${err instanceof Error ? err.message : String(err)}`);
    return EXIT_INVALID;
  }
}
