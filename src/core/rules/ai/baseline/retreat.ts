// FROZEN BASELINE (do not improve): the computer player as of commit 5cda161,
// before objectives, kept so `grit sim --vs baseline` measures the
// objective-aware player (../) against a fixed opponent. Only imports and
// the rules-cache argument were adapted.
// G-GAME-3 computer player, a figure with nothing to fight with (no weapon,
// or only smoke and spent grenades): it never walks into melee; it moves
// away from the enemy toward cover and its own side, and stays put when
// where it stands is already the best it can reach. With no armed friend
// standing it gives up (stays put): a faster figure could otherwise run
// from the enemy until the round limit and the game would stall.
import type { RulesCache } from '../../../spatial/rulesCache';
import type { Figure, World } from '../../../model/schema';
import type { Command } from '../../commands';
import { coverOf, reachCosts } from '../../deps';
import { dist, figureCentre, footprintGap } from '../../deps/geom';
import { isDown } from '../../state';
import { cellCentre, coverCells, hasUsableWeapon, standingAt } from './cells';

/** Distances are counted up to this many inches: beyond it, farther is no safer. */
const FAR_INCHES = 12;

export function retreatCommand(world: World, f: Figure, enemies: Figure[], legal: (c: Command) => boolean, cache: RulesCache): Command | null {
  if (!f.cell || !enemies.length) return null;
  const reach = reachCosts(world, f.id, f.apLeft);
  const here = `${f.cell.c},${f.cell.r}`;
  reach.set(here, 0);
  const grid = world.map.grid;
  const enemyPts = enemies.map((e) => figureCentre(e, grid)!);
  const friends = Object.values(world.figures).filter((o) => o.sideId === f.sideId && o.id !== f.id && !isDown(o) && o.hp > 0 && o.cell);
  if (!friends.some(hasUsableWeapon)) return null;
  const friendPts = friends.map((o) => figureCentre(o, grid)!);
  const cover = coverCells(world);
  const cheap = (c: number, r: number, k: string) => {
    const p = cellCentre(world, c, r);
    const dE = Math.min(...enemyPts.map((q) => dist(p, q)));
    const dF = friendPts.length ? Math.min(...friendPts.map((q) => dist(p, q))) : 0;
    return Math.min(dE, FAR_INCHES) * 0.5 - Math.min(dF, FAR_INCHES) * 0.15 + (cover.has(k) ? 1 : 0);
  };
  const cands: Array<{ k: string; c: number; r: number; ap: number; score: number }> = [];
  for (const [k, ap] of reach) {
    const [c, r] = k.split(',').map(Number) as [number, number];
    const moved = { ...f, cell: { c, r } };
    // Never end beside an enemy (G-ATK-3: it could be struck in melee).
    if (enemies.some((e) => footprintGap(moved, e, grid) <= 1)) continue;
    cands.push({ k, c, r, ap, score: cheap(c, r, k) });
  }
  cands.sort((a, b) => b.score - a.score || a.ap - b.ap || (a.k < b.k ? -1 : 1));
  const top = cands.slice(0, 12);
  if (!top.some((x) => x.k === here)) {
    const h = cands.find((x) => x.k === here);
    if (h) top.push(h);
  }
  // The costly test for the best few: how much of the figure the enemies would see.
  let best: { k: string; score: number } | null = null;
  let hereScore = -Infinity;
  for (const x of top) {
    const w = standingAt(world, f, x.c, x.r);
    let hidden = 0;
    for (const e of enemies) {
      const cov = coverOf(w, e.id, f.id, cache);
      hidden += cov.los ? cov.hiddenFraction : 1;
    }
    const score = x.score + (hidden / enemies.length) * 4;
    if (x.k === here) hereScore = score;
    if (!best || score > best.score + 1e-9) best = { k: x.k, score };
  }
  // A small margin for staying, so the figure does not shuffle between near-equal cells.
  if (!best || best.k === here || hereScore >= best.score - 0.25) return null;
  const move: Command = { type: 'moveFigure', figureId: f.id, to: best.k };
  return legal(move) ? move : null;
}
