// `grit play <scenario> --seed N --commands <file.json> [--out save.json] [--json]`:
// runs a command list through a game Session (the app's path), one event per
// line; a command the rules forbid stops with exit 2 and the violation. The
// save is the Session's own, so it opens in the app and replays.
import { checkRuleOptions } from '../../core/rules/options';
import { type CliContext, CliError, EXIT_ILLEGAL, EXIT_OK, loadScenario, parseArgs, readInputFile } from '../context';
import { MAX_FILE_BYTES, fileTooBigMessage } from '../../core/io/scenario';
import { serializeSave } from '../../core/io/save';
import type { Command } from '../../core/rules/commands';
import { describeEvent } from '../../core/rules/describe';
import { HEADLESS, newGame, playCommands, savedGameOf } from '../../core/session';

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
  const bad = json.flatMap((c, i) =>
    c && typeof c === 'object' && !Array.isArray(c) && typeof (c as { type?: unknown }).type === 'string' ? [] : [`${path}: $[${i}].type: each command is an object with a string "type"`],
  );
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
  const session = newGame(scenario, seed, HEADLESS);
  const start = session.world;
  const res = playCommands(session, commands, (commandIndex, events) => {
    for (const event of events) ctx.stdout(json ? JSON.stringify({ command: commandIndex, ...event }) : describeEvent(event, start));
  });
  if (!res.ok) {
    const { commandIndex, command, violation } = res;
    const where = `${cmdPath}: $[${commandIndex}]`;
    if (json) ctx.stdout(JSON.stringify({ command: commandIndex, type: 'violation', ...violation }));
    ctx.stderr(`${where}: ${command.type} refused: ${violation.message}`);
    return EXIT_ILLEGAL;
  }
  const out = flags.get('--out');
  if (typeof out === 'string') ctx.writeText(out, serializeSave(savedGameOf(session)));
  return EXIT_OK;
}
