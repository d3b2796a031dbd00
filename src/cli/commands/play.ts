// `grit play <scenario> --seed N --commands <file.json> [--out save.json] [--json]`:
// runs a command list through the rules engine, one event per line; a
// command the rules forbid stops with exit 2 and the violation.
import { checkRuleOptions } from '../../core/rules/options';
import { type CliContext, CliError, EXIT_ILLEGAL, EXIT_OK, loadScenario, parseArgs, readInputFile } from '../context';
import { MAX_FILE_BYTES, fileTooBigMessage } from '../../core/io/scenario';
import { SAVE_FORMAT, SAVE_VERSION, serializeSave, type SavedGame } from '../../core/io/save';
import type { Command } from '../../core/rules/commands';
import { describeEvent } from '../../core/rules/describe';
import { runCommands, seeded } from '../../core/rules/play';

const USAGE = 'usage: grit play <scenario> --seed N --commands <cmds.json> [--out <save.json>] [--json]';

export function parseSeed(v: string | true | undefined, flag = '--seed'): number {
  if (typeof v !== 'string' || !/^-?\d+$/.test(v)) throw new CliError([`grit: ${flag} needs a whole number`, USAGE]);
  return Number(v);
}

function readCommands(ctx: CliContext, path: string): Command[] {
  const text = readInputFile(ctx, path, MAX_FILE_BYTES, (b) => fileTooBigMessage(path, b));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new CliError([`${path}: $: not valid JSON (${(err as Error).message})`]);
  }
  if (!Array.isArray(json)) throw new CliError([`${path}: $: expected a JSON array of commands`]);
  const bad = json.flatMap((c, i) => (c && typeof c === 'object' && !Array.isArray(c) && typeof (c as { type?: unknown }).type === 'string' ? [] : [`${path}: $[${i}].type: each command is an object with a string "type"`]));
  if (bad.length) throw new CliError(bad.slice(0, 20));
  return json as Command[];
}

export async function run(args: string[], ctx: CliContext): Promise<number> {
  const { positional, flags } = parseArgs(args, ['--seed', '--commands', '--out']);
  if (positional.length !== 1 || !flags.has('--commands')) throw new CliError([USAGE]);
  const seed = parseSeed(flags.get('--seed'));
  const scenario = loadScenario(ctx, positional[0]);
  const bad = checkRuleOptions(scenario.scenario.rules);
  if (bad.length) throw new CliError(bad.map((b) => `${positional[0]}: $.${b.path.join('.')}: ${b.message}`));
  const cmdPath = flags.get('--commands') as string;
  const commands = readCommands(ctx, cmdPath);
  const json = flags.has('--json');
  const start = seeded(scenario, seed);
  const res = runCommands(start, commands);
  for (const { commandIndex, event } of res.log) ctx.stdout(json ? JSON.stringify({ command: commandIndex, ...event }) : describeEvent(event, start));
  if (res.stoppedAt) {
    const { commandIndex, command, violation } = res.stoppedAt;
    const where = `${cmdPath}: $[${commandIndex}]`;
    if (json) ctx.stdout(JSON.stringify({ command: commandIndex, type: 'violation', ...violation }));
    ctx.stderr(`${where}: ${command.type} refused: ${violation.message}`);
    return EXIT_ILLEGAL;
  }
  const out = flags.get('--out');
  if (typeof out === 'string') {
    const save: SavedGame = { format: SAVE_FORMAT, version: SAVE_VERSION, scenario, seed, commands: commands as unknown as SavedGame['commands'], snapshot: res.world };
    ctx.writeText(out, serializeSave(save));
  }
  return EXIT_OK;
}
