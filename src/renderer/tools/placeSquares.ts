// Where a charge may be set: the figure's own and adjacent squares or hexes
// (G-AREA-5 table decision), shown by the place tool.
import type { Cell, FigureId, World } from '../../core/model/schema';
import { figureCells, neighbours } from '../../core/geometry/grid';

/** The figure's own and adjacent squares on the map: where a charge may be set (G-AREA-5 table decision). */
export function placeSquares(world: World, figureId: FigureId): Cell[] {
  const f = world.figures[figureId];
  if (!f?.cell) return [];
  const W = world.map.widthCells,
    H = world.map.heightCells,
    grid = world.map.grid;
  const out: Cell[] = [];
  if (grid !== 'square') {
    // Hex: the figure's hexes and every hex touching them (each once, in footprint order).
    const seen = new Set<string>();
    const add = (x: Cell) => {
      const k = `${x.c},${x.r}`;
      if (x.c < 0 || x.r < 0 || x.c >= W || x.r >= H || seen.has(k)) return;
      seen.add(k);
      out.push(x);
    };
    for (const x of figureCells(grid, f.cell, f.sizeCells)) {
      add(x);
      for (const n of neighbours(grid, x, W, H)) add(n);
    }
    return out;
  }
  for (let r = f.cell.r - 1; r <= f.cell.r + f.sizeCells; r++) {
    for (let c = f.cell.c - 1; c <= f.cell.c + f.sizeCells; c++) {
      if (c >= 0 && r >= 0 && c < W && r < H) out.push({ c, r } as Cell);
    }
  }
  return out;
}
