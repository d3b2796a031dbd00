// Test worlds with module P on (RULES §9.1): the engine's ASCII arenas plus `rules.modules`.
import { produce } from 'immer';
import type { World } from '../../../model/schema';
import { arena, type FigureSetup } from '../../testing/world';

export function pArena(map: string, figures: Record<string, FigureSetup> = {}, rules: Record<string, string | number | boolean> = {}, seed = 1, grid: World['map']['grid'] = 'square'): World {
  return produce(arena(map, figures, rules, seed, grid), (d) => {
    d.scenario.rules = { ...d.scenario.rules, modules: ['P'] };
  });
}

/** The same World with a change (a side's circumstances, a terrain's drop height…). */
export function tweak(world: World, f: (d: World) => void): World {
  return produce(world, (d) => {
    f(d as World);
  });
}
