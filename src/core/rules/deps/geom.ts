// Small plane helpers shared by the local stand-ins and the engine.
import type { Cell, Figure, Point, Wall, World } from '../../model/schema';

export function figureCentre(f: Pick<Figure, 'cell' | 'sizeCells'>): Point | null {
  if (!f.cell) return null;
  const s = f.sizeCells ?? 1;
  return { x: f.cell.c + s / 2, y: f.cell.r + s / 2 };
}

export function cellCentre(cell: Cell): Point {
  return { x: cell.c + 0.5, y: cell.r + 0.5 };
}

export function dist(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function orient(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/** Closed-segment intersection (touching counts), so sight never slips through a wall's end. */
export function segmentsCross(p: Point, q: Point, a: Point, b: Point): boolean {
  const d1 = orient(a, b, p);
  const d2 = orient(a, b, q);
  const d3 = orient(p, q, a);
  const d4 = orient(p, q, b);
  const eps = 1e-9;
  if (((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps)) && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps))) return true;
  const on = (s: Point, t: Point, x: Point, d: number) =>
    Math.abs(d) <= eps && Math.min(s.x, t.x) - eps <= x.x && x.x <= Math.max(s.x, t.x) + eps && Math.min(s.y, t.y) - eps <= x.y && x.y <= Math.max(s.y, t.y) + eps;
  return on(a, b, p, d1) || on(a, b, q, d2) || on(p, q, a, d3) || on(p, q, b, d4);
}

export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** G-LOS-1: walls and closed or locked doors block sight; windows, open doors, low walls and fences do not. */
export function wallBlocksSight(w: Wall): boolean {
  return w.kind === 'wall' || (w.kind === 'door' && w.door !== 'open');
}

export function sightBlocked(world: World, from: Point, to: Point): boolean {
  for (const w of Object.values(world.walls)) {
    if (wallBlocksSight(w) && segmentsCross(from, to, w.a, w.b)) return true;
  }
  for (const o of Object.values(world.objects)) {
    if (o.height !== 'high') continue;
    if (o.shape.kind === 'circle') {
      if (pointSegmentDistance(o.shape.center, from, to) < o.shape.radiusInches) return true;
    } else {
      const pts = o.shape.points;
      for (let i = 0; i < pts.length; i++) if (segmentsCross(from, to, pts[i], pts[(i + 1) % pts.length])) return true;
    }
  }
  return false;
}

/** Chebyshev gap between two footprints in cells: 1 = adjacent (G-ATK-3). */
export function footprintGap(a: Figure, b: Figure): number {
  if (!a.cell || !b.cell) return Infinity;
  const sa = a.sizeCells ?? 1;
  const sb = b.sizeCells ?? 1;
  const dc = Math.max(0, a.cell.c - (b.cell.c + sb - 1), b.cell.c - (a.cell.c + sa - 1));
  const dr = Math.max(0, a.cell.r - (b.cell.r + sb - 1), b.cell.r - (a.cell.r + sa - 1));
  return Math.max(dc, dr);
}

export function terrainAt(world: World, cell: Cell) {
  const row = world.terrain.rows[cell.r];
  const ch = row?.[cell.c];
  if (ch === undefined) return undefined;
  const tid = world.terrain.legend[ch];
  return tid ? world.terrainTypes[tid] : undefined;
}
