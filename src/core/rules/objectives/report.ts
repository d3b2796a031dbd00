// `grit sim` per-side tally (G-WIN-1…4 as a balance check): wins by which
// objective, draws, average rounds, and a 95% Wilson score interval on each
// win rate (sound at small counts and at 0% or 100%, unlike the normal one).
import type { World } from '../../model/schema';
import { describeObjective } from './judge';

export interface GameTally {
  winner: string | null;
  rounds: number;
  world: World;
}

export interface SideReport {
  sideId: string;
  name: string;
  wins: number;
  winRate: number;
  /** 95% Wilson interval on the win rate, [low, high]. */
  interval95: [number, number];
  /** Wins counted by the objective (plain words) that decided them; "last side standing" without objectives. */
  byObjective: Record<string, number>;
}

export interface SimReport {
  games: number;
  sides: SideReport[];
  draws: number;
  /** Draws that hit the round cap without a judged outcome (the computer stalled). */
  stalled: number;
  averageRounds: number;
}

/** Wilson score interval for k successes in n trials at z = 1.96 (95%). */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** One game as the report needs it: small enough to cross from a worker thread. */
export interface GameSummary {
  winner: string | null;
  rounds: number;
  /** The objective (plain words) that decided the win; "last side standing" without objectives; null for no winner. */
  decidedBy: string | null;
  /** Ended at the round cap with neither a judged outcome nor a last side standing. */
  stalled: boolean;
}

export function summarizeGame(g: GameTally): GameSummary {
  const outcome = g.world.outcome;
  if (!g.winner) return { winner: null, rounds: g.rounds, decidedBy: null, stalled: !outcome };
  const list = g.world.scenario.objectives[g.winner] ?? [];
  const labels =
    outcome?.result === 'won'
      ? outcome.objectiveIds
          .map((id) => list.find((o) => o.id === id))
          .filter((o) => !!o)
          .map((o) => describeObjective(g.world, o!))
      : [];
  return { winner: g.winner, rounds: g.rounds, decidedBy: labels.length ? labels.join('; ') : 'last side standing', stalled: false };
}

export function simReport(scenario: World, games: readonly GameTally[]): SimReport {
  return simReportOf(scenario, games.map(summarizeGame));
}

export function simReportOf(scenario: World, games: readonly GameSummary[]): SimReport {
  const n = games.length;
  const sides: SideReport[] = Object.values(scenario.sides).map((s) => ({ sideId: s.id, name: s.name, wins: 0, winRate: 0, interval95: [0, 1], byObjective: {} }));
  const bySide = new Map(sides.map((s) => [s.sideId, s]));
  let draws = 0;
  let stalled = 0;
  let rounds = 0;
  for (const g of games) {
    rounds += g.rounds;
    if (g.stalled) stalled++;
    const side = g.winner ? bySide.get(g.winner) : undefined;
    if (!side) {
      draws++;
      continue;
    }
    side.wins++;
    const key = g.decidedBy ?? 'last side standing';
    side.byObjective[key] = (side.byObjective[key] ?? 0) + 1;
  }
  for (const s of sides) {
    s.winRate = n ? s.wins / n : 0;
    s.interval95 = wilson(s.wins, n);
  }
  return { games: n, sides, draws, stalled, averageRounds: n ? Math.round((rounds / n) * 100) / 100 : 0 };
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The report as table lines for the terminal. */
export function simReportLines(r: SimReport): string[] {
  const lines: string[] = [];
  const w = Math.max(4, ...r.sides.map((s) => s.name.length));
  lines.push(`  ${'side'.padEnd(w)}  wins  rate  95% interval`);
  for (const s of r.sides) {
    lines.push(`  ${s.name.padEnd(w)}  ${String(s.wins).padStart(4)}  ${pct(s.winRate).padStart(4)}  ${pct(s.interval95[0])}–${pct(s.interval95[1])}`);
    for (const [why, k] of Object.entries(s.byObjective).sort((a, b) => b[1] - a[1])) lines.push(`  ${''.padEnd(w)}  ${String(k).padStart(4)}  by: ${why}`);
  }
  lines.push(`  draws: ${r.draws}${r.stalled ? ` (${r.stalled} stalled at the round cap)` : ''}`);
  lines.push(`  average rounds: ${r.averageRounds}`);
  return lines;
}
