// `grit sim <scenario> --games N --seed N [--json]`: computer against computer
// (G-GAME-3); prints wins per side and the average number of rounds.
import { checkRuleOptions } from '../../core/rules/options';
import { type CliContext, CliError, EXIT_OK, loadScenario, parseArgs } from '../context';
import { EncounterRefused, simulateGame } from '../../core/rules/sim';
import { headlessGame } from '../../core/session';
import { optNumber } from '../../core/rules/options';
import { simReport, simReportLines, type GameTally } from '../../core/rules/objectives/report';

const USAGE = 'usage: grit sim <scenario> --games N --seed N [--json]';

function wholeNumber(v: string | true | undefined, flag: string, min: number, max: number): number {
  if (typeof v !== 'string' || !/^-?\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new CliError([`grit sim: ${flag} needs a whole number from ${min} to ${max}`, USAGE]);
  return Number(v);
}

export async function run(args: string[], ctx: CliContext): Promise<number> {
  const { positional, flags } = parseArgs(args, ['--games', '--seed', '--max-rounds']);
  if (positional.length !== 1) throw new CliError([USAGE]);
  const games = wholeNumber(flags.get('--games') ?? '10', '--games', 1, 100000);
  const seed = wholeNumber(flags.get('--seed') ?? '1', '--seed', -(2 ** 31), 2 ** 31);
  const world = loadScenario(ctx, positional[0]);
  const bad = checkRuleOptions(world.scenario.rules);
  if (bad.length) throw new CliError(bad.map((b) => `${positional[0]}: $.${b.path.join('.')}: ${b.message}`));
  const maxRounds = flags.has('--max-rounds') ? wholeNumber(flags.get('--max-rounds'), '--max-rounds', 1, 10000) : optNumber(world, 'maxRounds');
  const wins: Record<string, number> = Object.fromEntries(Object.keys(world.sides).map((s) => [s, 0]));
  let draws = 0;
  let roundsSum = 0;
  const tallies: GameTally[] = [];
  for (let g = 0; g < games; g++) {
    const res = simulateOrExplain(positional[0], () => simulateGame(world, seed + g, { open: headlessGame, maxRounds }));
    tallies.push({ winner: res.winner, rounds: res.rounds, world: res.world });
    if (res.winner) wins[res.winner] = (wins[res.winner] ?? 0) + 1;
    else draws++;
    roundsSum += res.rounds;
  }
  const averageRounds = Math.round((roundsSum / games) * 100) / 100;
  const report = simReport(world, tallies);
  if (flags.has('--json')) {
    ctx.stdout(JSON.stringify({ scenario: world.scenario.title, games, seed, maxRounds, wins, draws, averageRounds, sides: report.sides }));
    return EXIT_OK;
  }
  ctx.stdout(`${world.scenario.title}: ${games} games from seed ${seed} (at most ${maxRounds} rounds each)`);
  for (const line of simReportLines(report)) ctx.stdout(line);
  return EXIT_OK;
}

/** A scenario the encounter cannot start on is bad input: `file: problem`, exit 1. */
function simulateOrExplain<T>(file: string, run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof EncounterRefused) throw new CliError([`${file}: ${err.message}`]);
    throw err;
  }
}
