// Reference checks for zones, objectives and items (G-WIN-1, G-WIN-6 for the
// parts a file alone decides: a zone off the map, an objective naming a
// missing figure, zone or item). Whether a zone can be reached is a rules
// question (core/rules/objectives/feasible).
import type { World } from './schema';
import { zoneCells } from './zones';

export function checkObjectiveReferences(world: World, add: (path: Array<string | number>, message: string) => void): void {
  const { widthCells, heightCells } = world.map;
  const zones = world.scenario.zones;
  for (const [key, z] of Object.entries(zones)) {
    const at = ['scenario', 'zones', key];
    if (z.id !== key) add([...at, 'id'], `id "${z.id}" differs from its record key "${key}"`);
    if (z.sideId && !world.sides[z.sideId]) add([...at, 'sideId'], `side "${z.sideId}" does not exist`);
    if (!z.cells.length && !z.rects.length) add(at, `zone "${z.name}" has no cells and no rects`);
    z.cells.forEach((c, i) => {
      if (c.c >= widthCells || c.r >= heightCells) add([...at, 'cells', i], `cell ${c.c},${c.r} lies outside the ${widthCells}x${heightCells} map`);
    });
    z.rects.forEach((r, i) => {
      if (r.c + r.widthCells > widthCells || r.r + r.heightCells > heightCells)
        add([...at, 'rects', i], `rect ${r.c},${r.r} size ${r.widthCells}x${r.heightCells} runs outside the ${widthCells}x${heightCells} map`);
    });
  }
  for (const [sideId, list] of Object.entries(world.scenario.objectives)) {
    const at = ['scenario', 'objectives', sideId];
    if (!world.sides[sideId]) add(at, `side "${sideId}" does not exist`);
    const ids = new Set<string>();
    list.forEach((o, i) => {
      const here = [...at, i];
      if (ids.has(o.id)) add([...here, 'id'], `objective id "${o.id}" is used twice for this side`);
      ids.add(o.id);
      const figs = 'figures' in o && o.figures ? o.figures : [];
      figs.forEach((fid, j) => {
        if (!world.figures[fid]) add([...here, 'figures', j], `${o.kind} objective "${o.id}" names figure "${fid}", which does not exist`);
      });
      if ((o.kind === 'protect' || o.kind === 'destroy') && !world.figures[o.figure]) add([...here, 'figure'], `${o.kind} objective "${o.id}" names figure "${o.figure}", which does not exist`);
      if ((o.kind === 'reach' || o.kind === 'hold' || o.kind === 'take') && !zones[o.zone])
        add([...here, 'zone'], `${o.kind} objective "${o.id}" names zone "${o.zone}", which is not in scenario.zones`);
      else if (o.kind === 'reach' || o.kind === 'hold' || o.kind === 'take') {
        if (!zoneCells(world, zones[o.zone]!).length) add([...here, 'zone'], `zone "${o.zone}" has no cell on the map`);
      }
      if (o.kind === 'take' && !world.items[o.item]) add([...here, 'item'], `take objective "${o.id}" names item "${o.item}", which is not in items`);
      if (o.kind === 'reach' && o.count !== undefined) {
        const pool = o.figures?.length ?? Object.values(world.figures).filter((f) => f.sideId === sideId).length;
        if (o.count > pool) add([...here, 'count'], `reach objective "${o.id}" needs ${o.count} figures but the side has ${pool}`);
      }
    });
  }
  for (const [key, it] of Object.entries(world.items)) {
    const at = ['items', key];
    if (it.id !== key) add([...at, 'id'], `id "${it.id}" differs from its record key "${key}"`);
    if (it.carriedBy && !world.figures[it.carriedBy]) add([...at, 'carriedBy'], `figure "${it.carriedBy}" does not exist`);
    if (!it.carriedBy && !it.cell) add([...at, 'cell'], `item "${it.name}" is neither on a cell nor carried`);
    if (it.cell && (it.cell.c >= widthCells || it.cell.r >= heightCells)) add([...at, 'cell'], `cell ${it.cell.c},${it.cell.r} lies outside the map`);
    it.unlocks.forEach((wid, i) => {
      const w = world.walls[wid];
      if (!w) add([...at, 'unlocks', i], `wall "${wid}" does not exist`);
      else if (w.kind !== 'door') add([...at, 'unlocks', i], `wall "${wid}" is a ${w.kind}, not a door`);
    });
  }
}
