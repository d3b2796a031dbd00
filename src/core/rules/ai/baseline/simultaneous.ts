// FROZEN BASELINE (do not improve): the module S plotter (../simultaneous) as
// of commit 5ca7d64, copied once so `grit sim --vs baseline` on a module S
// scenario no longer plots the baseline's side with the player being
// measured. Only imports were adapted: the baseline's own ./targets and
// ./cells choose as ../targets and ../cells did then (sim reports for the
// same seeds were byte-identical before and after the copy).
// Module S computer player (S-PLOT "the computer plots for its sides"): for
// each figure of the side, an attack it can make from where it stands (the
// GRIT Basic target choice, ./targets); else a move toward the nearest enemy
// with an attack on it (it fails in the log if the enemy is still out of
// reach after the moves); a figure with nothing to fight with moves away.
// Every command is checked with resolve before it is returned; the list ends
// with the side's endPlotting.
import type { World } from '../../../model/schema';
import type { Command } from '../../commands';
import { freshRulesCache, type RulesCache } from '../../../spatial/rulesCache';
import { dist, figureCentre } from '../../deps/geom';
import { resolve } from '../../resolve';
import { isDown } from '../../state';
import { hasUsableWeapon } from './cells';
import { attackChoices } from './targets';
import { plotsThisRound } from '../../modules/s/plot';
import { applyEvents } from '../../play';

/** The plot commands for every figure of `sideId` that plots this round, then endPlotting. */
export function plotForSide(world: World, sideId: string, cache: RulesCache = freshRulesCache()): Command[] {
  const out: Command[] = [];
  let w = world;
  const tryAdd = (c: Command): boolean => {
    const r = resolve(w, c, cache);
    if ('violation' in r) return false;
    w = applyEvents(w, r.events);
    out.push(c);
    return true;
  };
  const figures = Object.values(world.figures)
    .filter((f) => f.sideId === sideId && plotsThisRound(world, f))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const f of figures) {
    const enemies = Object.values(world.figures).filter((o) => o.sideId !== sideId && !isDown(o) && o.hp > 0 && o.cell);
    if (!enemies.length) continue;
    const nearest = enemies.map((e) => ({ e, d: dist(figureCentre(f, world.map.grid)!, figureCentre(e, world.map.grid)!) })).sort((a, b) => a.d - b.d || (a.e.id < b.e.id ? -1 : 1))[0]!.e;
    if (!hasUsableWeapon(f)) {
      tryAdd({ type: 'plotMove', sideId, figureId: f.id, goal: { kind: 'away', figureId: nearest.id } });
      continue;
    }
    const now = attackChoices(world, f, enemies, cache).map((c) => withoutFigure(c));
    if (now.some((a) => tryAdd({ type: 'plotAction', sideId, figureId: f.id, action: a }))) continue;
    tryAdd({ type: 'plotMove', sideId, figureId: f.id, goal: { kind: 'toward', figureId: nearest.id } });
    tryAdd({ type: 'plotAction', sideId, figureId: f.id, action: { type: 'attack', targetId: nearest.id } });
  }
  out.push({ type: 'endPlotting', sideId });
  return out;
}

function withoutFigure(c: Command): { type: string; [k: string]: unknown } {
  const rest: { type: string; [k: string]: unknown } = { ...c };
  delete rest.figureId;
  return rest;
}
