// `grit sim <scenario>`: computer against computer (G-GAME-3), or the
// computer against a random or the frozen baseline player (`--vs`), on every
// core (`--workers`); per side wins by objective, draws, stalled games,
// average rounds and 95% intervals, as a table or `--json`.
import { checkRuleOptions, optNumber } from '../../core/rules/options';
import { formatIssue } from '../../core/model/issues';
import { type CliContext, CliError, EXIT_OK, loadScenario, parseArgs } from '../context';
import { EncounterRefused } from '../../core/rules/sim';
import { headlessGame } from '../../core/session';
import { simReportOf, simReportLines, type SimReport } from '../../core/rules/objectives/report';
import { unmeetableObjectives } from '../../core/rules/objectives/feasible';
import { defaultWorkers, playJobs, type Opponent, type SimJob } from './simPool';

const USAGE = 'usage: grit sim <scenario> --games N --seed N [--vs computer|random|baseline] [--side ID] [--workers N] [--progress] [--json]';

function wholeNumber(v: string | true | undefined, flag: string, min: number, max: number): number {
  if (typeof v !== 'string' || !/^-?\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new CliError([`grit sim: ${flag} needs a whole number from ${min} to ${max}`, USAGE]);
  return Number(v);
}

export async function run(args: string[], ctx: CliContext): Promise<number> {
  const { positional, flags } = parseArgs(args, ['--games', '--seed', '--max-rounds', '--workers', '--vs', '--side']);
  if (positional.length !== 1) throw new CliError([USAGE]);
  const file = positional[0]!;
  const games = wholeNumber(flags.get('--games') ?? '10', '--games', 1, 100000);
  const seed = wholeNumber(flags.get('--seed') ?? '1', '--seed', -(2 ** 31), 2 ** 31);
  const workers = flags.has('--workers') ? wholeNumber(flags.get('--workers'), '--workers', 1, 256) : defaultWorkers();
  const vs = flags.get('--vs') ?? 'computer';
  if (vs !== 'computer' && vs !== 'random' && vs !== 'baseline') throw new CliError([`grit sim: --vs takes computer, random or baseline, not ${String(vs)}`, USAGE]);
  const world = loadScenario(ctx, file);
  const bad = checkRuleOptions(world.scenario.rules);
  if (bad.length) throw new CliError(bad.map((b) => `${file}: $.${b.path.join('.')}: ${b.message}`));
  // G-WIN-6: an objective nobody can meet is refused before any game starts.
  const unmeetable = unmeetableObjectives(world);
  if (unmeetable.length) throw new CliError(unmeetable.map((u) => formatIssue(file, u)));
  refuseUnstartable(file, world, seed);
  const side = flags.get('--side');
  if (side !== undefined && (typeof side !== 'string' || !world.sides[side])) throw new CliError([`grit sim: --side takes one of ${Object.keys(world.sides).join(', ')}`, USAGE]);
  if (side !== undefined && vs === 'computer') throw new CliError(["grit sim: --side chooses the computer's side against --vs random or baseline", USAGE]);
  const maxRounds = flags.has('--max-rounds') ? wholeNumber(flags.get('--max-rounds'), '--max-rounds', 1, 10000) : optNumber(world, 'maxRounds');

  // One run per side the computer takes (all sides in turn unless --side); game g of every run has seed + g.
  const newSides: Array<string | null> = vs === 'computer' ? [null] : typeof side === 'string' ? [side] : Object.keys(world.sides);
  const jobs: SimJob[] = newSides.flatMap((newSide) => Array.from({ length: games }, (_, g) => ({ index: g, seed: seed + g, newSide, vs: vs as Opponent })));
  const progress = flags.has('--progress') || ctx.stderrIsTTY ? progressLine(ctx, jobs.length) : undefined;
  const summaries = await playJobs(world, maxRounds, jobs, workers, progress?.update);
  progress?.finish();
  const runs = newSides.map((newSide, i) => ({ newSide, report: simReportOf(world, summaries.slice(i * games, (i + 1) * games)) }));

  if (flags.has('--json')) {
    if (vs === 'computer') {
      const r = runs[0]!.report;
      const wins = Object.fromEntries(r.sides.map((s) => [s.sideId, s.wins]));
      ctx.stdout(JSON.stringify({ scenario: world.scenario.title, games, seed, maxRounds, vs, wins, draws: r.draws, stalled: r.stalled, averageRounds: r.averageRounds, sides: r.sides }));
    } else {
      ctx.stdout(
        JSON.stringify({
          scenario: world.scenario.title,
          games,
          seed,
          maxRounds,
          vs,
          runs: runs.map(({ newSide, report }) => ({ computerSide: newSide, computerWins: winsOf(report, newSide!), ...report })),
        }),
      );
    }
    return EXIT_OK;
  }
  ctx.stdout(
    `${world.scenario.title}: ${games} games from seed ${seed} (${roundsPerGame(world.scenario.maxRounds, maxRounds)})${vs === 'computer' ? '' : `, the computer against ${vs === 'random' ? 'a random player' : 'the baseline player'}`}`,
  );
  for (const { newSide, report } of runs) {
    if (newSide !== null) ctx.stdout(`computer as ${world.sides[newSide]!.name}: wins ${winsOf(report, newSide)} of ${games}`);
    for (const line of simReportLines(report)) ctx.stdout(line);
  }
  return EXIT_OK;
}

const winsOf = (r: SimReport, sideId: string): number => r.sides.find((s) => s.sideId === sideId)?.wins ?? 0;

/** A scenario the encounter cannot start on is bad input (`file: problem`, exit 1), found before any worker starts. */
function refuseUnstartable(file: string, world: Parameters<typeof headlessGame>[0], seed: number): void {
  const r = headlessGame(world, seed).dispatch({ type: 'startEncounter' });
  if (!r.ok) throw new CliError([`${file}: ${new EncounterRefused(r.violation).message}`]);
}

/** Games done/total, games per second and time left, at most every 250 ms; on stderr only, never in --json stdout. */
function progressLine(ctx: CliContext, total: number): { update: (done: number) => void; finish: () => void } {
  const t0 = performance.now();
  let shown = 0;
  let last = '';
  const text = (done: number) => {
    const s = (performance.now() - t0) / 1000;
    const rate = s > 0 ? done / s : 0;
    const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
    return `grit sim: ${done}/${total} games, ${rate.toFixed(1)} games/s, ${left} s left`;
  };
  return {
    update: (done) => {
      const now = performance.now();
      if (done < total && now - shown < 250) return;
      shown = now;
      last = text(done);
      (ctx.progress ?? ctx.stderr)(last);
    },
    finish: () => {
      if (ctx.progress && last) ctx.stderr('');
    },
  };
}

/** The rounds a game can last: the scenario's own limit (G-WIN-3) when it comes before the sim's cap. */
function roundsPerGame(scenarioLimit: number | undefined, cap: number): string {
  return scenarioLimit !== undefined && scenarioLimit <= cap ? `at most ${scenarioLimit} rounds each, the scenario's limit` : `at most ${cap} rounds each`;
}
