// G-WIN-6, the part only the rules can decide: an objective whose zone no
// figure of its side can ever reach cannot be met, so `grit sim` (and any
// other caller) refuses the scenario before a game starts. "Can reach" is
// movement over the map as it is (walls, impassable terrain, blocking
// objects), ignoring every other figure and with every door passable, shut
// or locked (doors can be opened or forced, G-MOV). Missing figures, zones
// and items are already refused at load (model/objectiveRefs).
import type { Figure, World } from '../../model/schema';
import type { Objective } from '../../model/objectives';
import { zoneIndexSet } from '../../model/zones';
import { reachForFigure } from '../movement';

export interface UnmeetableObjective {
  /** JSON path of the objective in the scenario file. */
  path: Array<string | number>;
  message: string;
}

/** AP enough to cross any map: reach is limited by the map, not the budget. */
const UNLIMITED_AP = 1_000_000;

/** The objective needs a figure of the side to stand in this zone. */
function zoneToReach(o: Objective): string | null {
  return o.kind === 'reach' || o.kind === 'hold' || o.kind === 'take' ? o.zone : null;
}

/** The world as the feasibility check sees it: only this figure on the map, every door open. */
function aloneWithDoorsOpen(world: World, f: Figure): World {
  const walls: World['walls'] = {};
  for (const [id, w] of Object.entries(world.walls)) walls[id] = w.kind === 'door' && w.door !== 'open' ? { ...w, door: 'open' } : w;
  return { ...world, walls, figures: { [f.id]: f } };
}

/** Cell indexes (r * width + c) some figure of the side can stand on. */
function sideReach(world: World, sideId: string): Set<number> {
  const out = new Set<number>();
  const W = world.map.widthCells;
  for (const f of Object.values(world.figures)) {
    if (f.sideId !== sideId || !f.cell) continue;
    const reach = reachForFigure(aloneWithDoorsOpen(world, f), f.id, UNLIMITED_AP);
    for (const rc of reach.cells.values()) out.add(rc.cell.r * W + rc.cell.c);
  }
  return out;
}

export function unmeetableObjectives(world: World): UnmeetableObjective[] {
  const out: UnmeetableObjective[] = [];
  const reachBySide = new Map<string, Set<number>>();
  for (const [sideId, list] of Object.entries(world.scenario.objectives)) {
    list.forEach((o, i) => {
      const zoneId = zoneToReach(o);
      const zone = zoneId ? world.scenario.zones[zoneId] : undefined;
      if (!zone) return;
      let reach = reachBySide.get(sideId);
      if (!reach) reachBySide.set(sideId, (reach = sideReach(world, sideId)));
      for (const i2 of zoneIndexSet(world, zone)) if (reach.has(i2)) return;
      out.push({
        path: ['scenario', 'objectives', sideId, i],
        message: `${o.kind} objective "${o.id}" needs zone "${zone.name}", which no figure of side "${sideId}" can reach (walls, terrain and objects; doors counted open)`,
      });
    });
  }
  return out;
}
