// G-GAME-3 computer player, lines of fire: one Action a turn (G-TIME-1)
// means a figure that ends a move where a loaded enemy sees it is shot at
// before it can shoot back (G-INIT-3: the enemy's turn comes first). The
// threat of a cell is the hits the ready enemies (AP left for an attack and a
// turn still to come this round) can expect on the figure standing there:
// their shots times the chance to hit through the cover the cell gives
// (G-ROLL-1, G-COV-1). Walking into such fire with one shot left lost the
// Breach team its shootouts against the frozen baseline's crew.
import type { RulesCache } from '../../spatial/rulesCache';
import type { Figure, World } from '../../model/schema';
import type { Command } from '../commands';
import { checkAttack } from '../combat/modifiers';
import { canTakeTurn } from '../state';
import { heldAttack, maxReachInches, MELEE_INCHES, standingAt } from './cells';

/** Expected hits of `a`'s held weapon on `t` in `world` with `shots` attacks (0 when it cannot attack). */
function expectedHits(world: World, a: Figure, t: Figure, shots: number, cache: RulesCache): number {
  const held = heldAttack(world, a);
  if (!held || shots <= 0) return 0;
  const check = checkAttack(world, a, t, held.spec, cache);
  if (!check.ok) return 0;
  const av = a.stats.bod + check.modifiers.reduce((s, m) => s + m.value, 0);
  return shots * Math.min(1, Math.max(0, av) / 10);
}

/** Hits the ready enemies' ranged weapons can expect on `f` standing on (c, r) before its next turn. */
export function threatAt(world: World, f: Figure, c: number, r: number, enemies: Figure[], cache: RulesCache): number {
  const moved = standingAt(world, f, c, r);
  const me = moved.figures[f.id]!;
  let sum = 0;
  for (const e of enemies) {
    const held = heldAttack(world, e);
    // Blows from beside the figure are the waiting brawler's business (./brawl): counting them here
    // too sent the Rusty Anchor's dockers in later and lost them brawls (gang 59.5% -> 68% of 400).
    if (!held || maxReachInches(world, held.spec) <= MELEE_INCHES || !canTakeTurn(world, e) || e.apLeft < held.ap) continue;
    sum += expectedHits(moved, e, me, Math.floor(e.apLeft / held.ap), cache);
  }
  return sum;
}

/** Hits `f` can expect from (c, r) on its best target with `apLeft` AP (its held weapon). */
export function firepowerAt(world: World, f: Figure, c: number, r: number, apLeft: number, enemies: Figure[], cache: RulesCache): number {
  const held = heldAttack(world, f);
  if (!held) return 0;
  const moved = standingAt(world, f, c, r);
  const me = moved.figures[f.id]!;
  const shots = Math.floor(apLeft / held.ap);
  let best = 0;
  for (const e of enemies) best = Math.max(best, expectedHits(moved, me, e, shots, cache));
  return best;
}

/**
 * A figure with too few AP left for another attack this round, where a ready
 * enemy can still shoot it: the cell in `reach` ("c,r" -> AP) with the least
 * threat, then the cheapest, when it is less than where it stands. Standing
 * in sight with nothing left to shoot with hands the enemy free shots: the
 * Dalton Gang's and the Law's duels were coin flips against the frozen baseline.
 */
export function duckCommand(world: World, f: Figure, enemies: Figure[], reach: Map<string, number>, legal: (c: Command) => boolean, cache: RulesCache): Command | null {
  const held = heldAttack(world, f);
  if (!f.cell || !held || f.apLeft >= held.ap) return null;
  const now = threatAt(world, f, f.cell.c, f.cell.r, enemies, cache);
  if (now <= 0) return null;
  const cands: Array<{ k: string; ap: number; threat: number }> = [];
  for (const [k, ap] of reach) {
    const [c, r] = k.split(',').map(Number) as [number, number];
    if (c === f.cell.c && r === f.cell.r) continue;
    const threat = threatAt(world, f, c, r, enemies, cache);
    if (threat < now - 1e-9) cands.push({ k, ap, threat });
  }
  cands.sort((a, b) => a.threat - b.threat || a.ap - b.ap || (a.k < b.k ? -1 : 1));
  for (const x of cands) {
    const move: Command = { type: 'moveFigure', figureId: f.id, to: x.k };
    if (legal(move)) return move;
  }
  return null;
}
