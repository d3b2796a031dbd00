// Module S computer player (S-PLOT "the computer plots for its sides"): for
// each figure of the side, an attack it can make from where it stands (the
// GRIT Basic target choice, ./targets); else a move toward the nearest enemy
// with an attack on it (it fails in the log if the enemy is still out of
// reach after the moves); a figure with nothing to fight with moves away.
// Those plain plots are then improved one round ahead (./plotAhead). Every
// command is checked with resolve before it is returned; the list ends with
// the side's endPlotting.
import type { SPlotAction, World } from '../../model/schema';
import type { Command } from '../commands';
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';
import { dist, figureCentre } from '../deps/geom';
import { resolve } from '../resolve';
import { isDown } from '../state';
import { hasUsableWeapon } from './cells';
import { attackChoices } from './targets';
import { plotsThisRound, sidesToPlot } from '../modules/s/plot';
import { applyEvents } from '../play';
import { improvePlots, plotCommands, type FigurePlot } from './plotAhead';

/** The side that plots next (the first still to plot, in the order of the scenario's sides), or null. */
export function sideToPlot(world: World, isComputer?: (sideId: string) => boolean): string | null {
  if (world.turn.phase !== 'plot') return null;
  return sidesToPlot(world).find((s) => !isComputer || isComputer(s)) ?? null;
}

/** The plot commands for every figure of `sideId` that plots this round, then endPlotting. */
export function plotForSide(world: World, sideId: string, cache: RulesCache = freshRulesCache()): Command[] {
  const plain = plainPlots(world, sideId, cache);
  const better = improvePlots(world, sideId, plain, (w, side) => plainPlots(w, side, cache), cache);
  const out: Command[] = [];
  let w = world;
  for (const [figureId, p] of better) {
    for (const c of plotCommands(sideId, figureId, p)) {
      const r = resolve(w, c, cache);
      if ('violation' in r) continue;
      w = applyEvents(w, r.events);
      out.push(c);
    }
  }
  out.push({ type: 'endPlotting', sideId });
  return out;
}

/** The plain plots, by figure id: strike from where it stands, else close on the nearest enemy and strike it. */
function plainPlots(world: World, sideId: string, cache: RulesCache): Map<string, FigurePlot> {
  const plots = new Map<string, FigurePlot>();
  let w = world;
  const tryAdd = (c: Extract<Command, { type: 'plotMove' | 'plotAction' }>): boolean => {
    const r = resolve(w, c, cache);
    if ('violation' in r) return false;
    w = applyEvents(w, r.events);
    const p = plots.get(c.figureId) ?? {};
    if (c.type === 'plotMove') p.move = c.goal;
    if (c.type === 'plotAction') p.action = c.action;
    plots.set(c.figureId, p);
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
    if (now.some((a) => tryAdd({ type: 'plotAction', sideId, figureId: f.id, action: a as SPlotAction }))) continue;
    tryAdd({ type: 'plotMove', sideId, figureId: f.id, goal: { kind: 'toward', figureId: nearest.id } });
    tryAdd({ type: 'plotAction', sideId, figureId: f.id, action: { type: 'attack', targetId: nearest.id } });
  }
  return plots;
}

function withoutFigure(c: Command): { type: string; [k: string]: unknown } {
  const rest: { type: string; [k: string]: unknown } = { ...c };
  delete rest.figureId;
  return rest;
}
