// G-GAME-3 computer player, a melee approach that waits. One Action a turn
// (G-TIME-1) means a brawler who walks up to an enemy is struck before it can
// strike: the enemy's next turn comes first (G-INIT-3). So a figure with only
// a melee weapon in hand does not end a move beside an enemy that could
// strike it there without moving and still has AP for it and a turn before
// the figure's next one; it stops a step short and passes, letting that enemy
// walk in (and be struck first) or spend its AP. It steps in freely beside
// enemies that are spent or done for the round. When both sides wait a step
// short, one side, chosen by a coin both read alike (stepsInFirst), steps in,
// so two computer sides never pass to the round cap. Walking into reach first
// lost the Rusty Anchor's dockers 91.5% of brawls against the frozen
// baseline. Not with module P, whose charge moves and strikes in one Action.
import type { RulesCache } from '../../spatial/rulesCache';
import type { Figure, World } from '../../model/schema';
import type { Command } from '../commands';
import { reachCosts } from '../deps';
import { canTakeTurn } from '../state';
import { moduleOn } from '../../model/modules';
import { cellCentre, heldAttack, maxReachInches, MELEE_INCHES, standingAt } from './cells';
import { dist, figureCentre } from '../deps/geom';
import { nextUint32 } from '../../dice';
import { canAttack } from './hold';

/** The figure holds a weapon that strikes only in melee. */
function meleeOnly(world: World, f: Figure): boolean {
  const held = heldAttack(world, f);
  return !!held && maxReachInches(world, held.spec) <= MELEE_INCHES;
}

/** Squares (Chebyshev) from the cell to the nearest of `figures`: 2 is a step short of a blow's reach. */
function gapTo(figures: Figure[], c: number, r: number): number {
  return Math.min(...figures.map((e) => Math.max(Math.abs(e.cell!.c - c), Math.abs(e.cell!.r - r))));
}

/** The World with `f` standing at (c, r), and `f` there. */
function standing(world: World, f: Figure, c: number, r: number): { moved: World; me: Figure } {
  const moved = standingAt(world, f, c, r);
  return { moved, me: moved.figures[f.id]! };
}

/** An enemy that will have a turn before the figure's next one with AP enough to strike. */
function ready(world: World, e: Figure): boolean {
  const held = heldAttack(world, e);
  return !!held && canTakeTurn(world, e) && e.apLeft >= held.ap;
}

/**
 * When both sides wait, who steps in: a coin read from the dice stream's state
 * (no die is rolled), which every side reads alike while they pass, so exactly
 * one side steps in. A fixed choice (the side with more AP left steps in)
 * handed the Rusty Anchor's dockers, who were spared, 75% of 100 brawls.
 */
export function stepsInFirst(world: World, sideId: string, enemies: Figure[]): boolean {
  const sides = [...new Set([sideId, ...enemies.map((e) => e.sideId)])].sort();
  const coin = world.rng ? nextUint32(world.rng).value : world.turn.round;
  return sides[coin % sides.length] === sideId;
}

export interface Brawl {
  /** A move to the cell ("c,r") would let a ready enemy strike first. */
  exposed(to: string): boolean;
  /**
   * What to do instead of an exposed move: a step beside a spent enemy, a step a cell short of a ready
   * one, or a pass; null when the figure is a step short and its side steps in first (make the move).
   */
  instead(legal: (c: Command) => boolean): Command | null;
}

/** The waiting approach for the figure, or null when it does not apply (not melee, module P, no ready enemy). */
export function brawlFor(world: World, f: Figure, enemies: Figure[], cache: RulesCache): Brawl | null {
  if (!f.cell || moduleOn(world, 'P') || !meleeOnly(world, f)) return null;
  const threats = enemies.filter((e) => ready(world, e) && !canAttack(world, e, f, cache));
  if (!threats.length) return null;
  const first = stepsInFirst(world, f.sideId, enemies);
  const memo = new Map<string, boolean>();
  const exposed = (to: string) => {
    let hit = memo.get(to);
    if (hit === undefined) {
      const [c, r] = to.split(',').map(Number) as [number, number];
      const { moved, me } = standing(world, f, c, r);
      // Only blows from beside it: a shooter sees the figure wherever it stops, a step short or not.
      const p = cellCentre(world, c, r);
      hit = threats.some((e) => dist(p, figureCentre(e, world.map.grid)!) <= MELEE_INCHES && canAttack(moved, e, me, cache));
      memo.set(to, hit);
    }
    return hit;
  };
  const instead = (legal: (c: Command) => boolean): Command | null => {
    const keep = heldAttack(world, f)?.ap ?? 1;
    const budget = f.apLeft > keep ? f.apLeft - keep : 0;
    const cands: Array<{ k: string; ap: number; strike: boolean; gap: number }> = [];
    if (budget > 0) {
      for (const [k, ap] of reachCosts(world, f.id, budget, cache)) {
        if (exposed(k)) continue;
        const [c, r] = k.split(',').map(Number) as [number, number];
        const { moved, me } = standing(world, f, c, r);
        const strike = enemies.some((e) => canAttack(moved, me, e, cache));
        cands.push({ k, ap, strike, gap: gapTo(threats, c, r) });
      }
    }
    const hereGap = gapTo(threats, f.cell!.c, f.cell!.r);
    cands.sort((a, b) => Number(b.strike) - Number(a.strike) || a.gap - b.gap || a.ap - b.ap || (a.k < b.k ? -1 : 1));
    for (const x of cands) {
      if (!x.strike && x.gap >= hereGap) break;
      const move: Command = { type: 'moveFigure', figureId: f.id, to: x.k };
      if (legal(move)) return move;
    }
    // A step short already: the side the coin sends in goes now; the other waits.
    if (first) return null;
    const pass: Command = { type: 'pass', figureId: f.id };
    return legal(pass) ? pass : null;
  };
  return { exposed, instead };
}
