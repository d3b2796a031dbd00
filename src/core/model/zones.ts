// Zone geometry shared by the judge, the computer player and the map layer.
import type { Cell, World } from './schema';
import type { Zone } from './objectives';

/** The zone's cells on the map, each once, in reading order. */
export function zoneCells(world: Pick<World, 'map'>, zone: Zone): Cell[] {
  const { widthCells: W, heightCells: H } = world.map;
  const seen = new Set<number>();
  const add = (c: number, r: number) => {
    if (c >= 0 && r >= 0 && c < W && r < H) seen.add(r * W + c);
  };
  for (const c of zone.cells) add(c.c, c.r);
  for (const rect of zone.rects) for (let r = rect.r; r < rect.r + rect.heightCells; r++) for (let c = rect.c; c < rect.c + rect.widthCells; c++) add(c, r);
  return [...seen].sort((a, b) => a - b).map((i) => ({ c: i % W, r: Math.floor(i / W) }) as Cell);
}

/** Cell-index set (r * width + c) of the zone, for quick membership tests. */
export function zoneIndexSet(world: Pick<World, 'map'>, zone: Zone): Set<number> {
  return new Set(zoneCells(world, zone).map((c) => c.r * world.map.widthCells + c.c));
}
