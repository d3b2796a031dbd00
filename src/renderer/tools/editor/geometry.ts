// Pure map geometry for the editor tools: brush footprints, rectangles,
// flood fill, wall snapping and picking, splitting, and object shapes. In
// inches and cells; tested on small ASCII maps (geometry.test.ts).
import { cellCenter, gridDistance, hexEdges, hexOrientation, hexPointToCell, neighbours, type GridKind, type HexOrientation } from '../../../core/geometry/grid/index';
import type { Cell, MapObject, Point, Wall, World } from '../../../core/model/schema';

type MapSize = Pick<World['map'], 'grid' | 'widthCells' | 'heightCells'>;

const inMap = (map: MapSize, c: number, r: number) => c >= 0 && r >= 0 && c < map.widthCells && r < map.heightCells;

/** Cells a brush of `size` covers around `centre`: a size×size block on squares (centred), hexes within size-1 steps on hex maps. */
export function brushCells(map: MapSize, centre: Cell, size: number): Cell[] {
  const out: Cell[] = [];
  const n = Math.max(1, Math.floor(size));
  if (map.grid === 'square') {
    const from = -Math.floor((n - 1) / 2);
    for (let dr = from; dr < from + n; dr++) for (let dc = from; dc < from + n; dc++) if (inMap(map, centre.c + dc, centre.r + dr)) out.push({ c: centre.c + dc, r: centre.r + dr });
    return out;
  }
  const reach = n - 1;
  for (let r = centre.r - 2 * reach; r <= centre.r + 2 * reach; r++)
    for (let c = centre.c - 2 * reach; c <= centre.c + 2 * reach; c++) if (inMap(map, c, r) && gridDistance(map.grid, centre, { c, r }) <= reach) out.push({ c, r });
  return out;
}

/** Cells of the rectangle with corners `a` and `b` (row/column span; on hex maps the offset rows and columns). */
export function rectCells(map: MapSize, a: Cell, b: Cell): Cell[] {
  const out: Cell[] = [];
  for (let r = Math.min(a.r, b.r); r <= Math.max(a.r, b.r); r++) for (let c = Math.min(a.c, b.c); c <= Math.max(a.c, b.c); c++) if (inMap(map, c, r)) out.push({ c, r });
  return out;
}

/** The connected cells of the same terrain as `start` (4-neighbours on squares, 6 on hexes). */
export function floodCells(world: Pick<World, 'map' | 'terrain'>, start: Cell, limit = 1_000_000): Cell[] {
  const { map } = world;
  const rows = world.terrain.rows;
  const want = rows[start.r]?.[start.c];
  if (want === undefined) return [];
  const W = map.widthCells;
  const seen = new Uint8Array(W * map.heightCells);
  const out: Cell[] = [];
  const stack: Cell[] = [start];
  seen[start.r * W + start.c] = 1;
  while (stack.length && out.length < limit) {
    const cell = stack.pop()!;
    out.push(cell);
    const next = map.grid === 'square' ? orthogonal(map, cell) : neighbours(map.grid, cell, W, map.heightCells);
    for (const n of next) {
      const i = n.r * W + n.c;
      if (seen[i] || rows[n.r]?.[n.c] !== want) continue;
      seen[i] = 1;
      stack.push(n);
    }
  }
  return out;
}

function orthogonal(map: MapSize, { c, r }: Cell): Cell[] {
  const out: Cell[] = [];
  for (const [dc, dr] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const)
    if (inMap(map, c + dc, r + dr)) out.push({ c: c + dc, r: r + dr });
  return out;
}

/**
 * Wall points snap to grid corners or edge midpoints: every half inch on
 * squares, the hex's six corners and six side midpoints on hex maps (so a
 * wall runs along hex sides, where walls stand between hexes); `free` keeps
 * the point (to 0.01").
 */
export function snapWallPoint(p: Point, free = false, grid: GridKind = 'square'): Point {
  if (free) return { x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 };
  const o = hexOrientation(grid);
  if (o) return snapToHex(p, o);
  const corner = { x: Math.round(p.x), y: Math.round(p.y) };
  const candidates: Point[] = [corner, { x: Math.floor(p.x) + 0.5, y: Math.round(p.y) }, { x: Math.round(p.x), y: Math.floor(p.y) + 0.5 }];
  return nearest(p, candidates);
}

function nearest(p: Point, candidates: readonly Point[]): Point {
  let best = candidates[0]!;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = Math.hypot(c.x - p.x, c.y - p.y);
    if (d < bestD - 1e-9) [best, bestD] = [c, d];
  }
  return best;
}

/** The nearest corner or side midpoint of the hex under `p`, rounded to 0.0001" so the corner two hexes share is one point. */
function snapToHex(p: Point, o: HexOrientation): Point {
  const candidates = hexEdges(hexPointToCell(p, o), o).flatMap((e) => [e.a, { x: (e.a.x + e.b.x) / 2, y: (e.a.y + e.b.y) / 2 }]);
  const q = nearest(p, candidates);
  const r4 = (v: number) => Math.round(v * 10000) / 10000 + 0;
  return { x: r4(q.x), y: r4(q.y) };
}

/** Distance from `p` to segment a–b, and the parameter t (0 at a, 1 at b) of the nearest point. */
export function segmentDistance(p: Point, a: Point, b: Point): { distance: number; t: number } {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return { distance: Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)), t };
}

/** The wall nearest `p` within `maxInches`, or null. */
export function wallAt(world: Pick<World, 'walls'>, p: Point, maxInches = 0.25): Wall | null {
  let best: Wall | null = null;
  let bestD = maxInches;
  for (const w of Object.values(world.walls)) {
    const { distance } = segmentDistance(p, w.a, w.b);
    if (distance <= bestD) [best, bestD] = [w, distance];
  }
  return best;
}

/** A wall endpoint within `maxInches` of `p` among the given walls: which wall and which end. */
export function endpointAt(world: Pick<World, 'walls'>, wallIds: readonly string[], p: Point, maxInches = 0.25): { wallId: string; end: 'a' | 'b' } | null {
  for (const id of wallIds) {
    const w = world.walls[id];
    if (!w) continue;
    if (Math.hypot(w.a.x - p.x, w.a.y - p.y) <= maxInches) return { wallId: id, end: 'a' };
    if (Math.hypot(w.b.x - p.x, w.b.y - p.y) <= maxInches) return { wallId: id, end: 'b' };
  }
  return null;
}

/** The wall cut in two at the snapped point nearest `p`; null when that point is an end. */
export function splitWall(wall: Wall, p: Point, free = false, grid: GridKind = 'square'): [Omit<Wall, 'id'>, Omit<Wall, 'id'>] | null {
  const { t } = segmentDistance(p, wall.a, wall.b);
  const on = { x: wall.a.x + t * (wall.b.x - wall.a.x), y: wall.a.y + t * (wall.b.y - wall.a.y) };
  const cut = snapWallPoint(on, free, grid);
  const at = segmentDistance(cut, wall.a, wall.b);
  // The snapped point must still lie on the wall and strictly inside it.
  if (at.distance > 1e-6 || at.t <= 1e-6 || at.t >= 1 - 1e-6) return null;
  const { id: _id, ...rest } = wall;
  void _id;
  return [
    { ...rest, b: cut },
    { ...rest, a: cut },
  ];
}

function pointInPolygon(p: Point, pts: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i]!,
      b = pts[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The topmost object under `p`, or null. */
export function objectAt(world: Pick<World, 'objects'>, p: Point): MapObject | null {
  const list = Object.values(world.objects);
  for (let i = list.length - 1; i >= 0; i--) {
    const o = list[i]!;
    const s = o.shape;
    if (s.kind === 'circle' ? Math.hypot(p.x - s.center.x, p.y - s.center.y) <= s.radiusInches : pointInPolygon(p, s.points)) return o;
  }
  return null;
}

/** The figure standing on `cell`, or null. */
export function figureAt(world: Pick<World, 'figures' | 'map'>, cell: Cell | null): string | null {
  if (!cell) return null;
  for (const f of Object.values(world.figures)) {
    if (!f.cell) continue;
    const n = world.map.grid === 'square' ? f.sizeCells : 1;
    if (cell.c >= f.cell.c && cell.c < f.cell.c + n && cell.r >= f.cell.r && cell.r < f.cell.r + n) return f.id;
  }
  return null;
}

/** Centre of an object's shape in inches (polygon: mean of its points). */
export function objectCentre(o: MapObject): Point {
  const s = o.shape;
  if (s.kind === 'circle') return s.center;
  const n = s.points.length;
  return { x: s.points.reduce((a, p) => a + p.x, 0) / n, y: s.points.reduce((a, p) => a + p.y, 0) / n };
}

const round2 = (v: number) => Math.round(v * 1000) / 1000;

/** The shape turned by `degrees` about its centre (a circle stays as it is). */
export function rotateShape(o: MapObject, degrees: number): MapObject['shape'] {
  const s = o.shape;
  if (s.kind === 'circle') return s;
  const c = objectCentre(o);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a),
    sin = Math.sin(a);
  return { kind: 'polygon', points: s.points.map((p) => ({ x: round2(c.x + (p.x - c.x) * cos - (p.y - c.y) * sin), y: round2(c.y + (p.x - c.x) * sin + (p.y - c.y) * cos) })) };
}

/** The shape scaled by `factor` about its centre. */
export function scaleShape(o: MapObject, factor: number): MapObject['shape'] {
  const s = o.shape;
  if (s.kind === 'circle') return { ...s, radiusInches: round2(s.radiusInches * factor) };
  const c = objectCentre(o);
  return { kind: 'polygon', points: s.points.map((p) => ({ x: round2(c.x + (p.x - c.x) * factor), y: round2(c.y + (p.y - c.y) * factor) })) };
}

/** The shape moved by (dx, dy) inches. */
export function moveShape(shape: MapObject['shape'], dx: number, dy: number): MapObject['shape'] {
  if (shape.kind === 'circle') return { ...shape, center: { x: round2(shape.center.x + dx), y: round2(shape.center.y + dy) } };
  return { kind: 'polygon', points: shape.points.map((p) => ({ x: round2(p.x + dx), y: round2(p.y + dy) })) };
}

/** True when the point lies inside the box with corners a and b. */
export function inBox(p: Point, a: Point, b: Point): boolean {
  return p.x >= Math.min(a.x, b.x) && p.x <= Math.max(a.x, b.x) && p.y >= Math.min(a.y, b.y) && p.y <= Math.max(a.y, b.y);
}

/** Records inside a box (walls with both ends in, objects by centre, figures by cell centre). */
export function recordsInBox(world: Pick<World, 'walls' | 'objects' | 'figures' | 'map'>, a: Point, b: Point): string[] {
  const out: string[] = [];
  for (const w of Object.values(world.walls)) if (inBox(w.a, a, b) && inBox(w.b, a, b)) out.push(w.id);
  for (const o of Object.values(world.objects)) if (inBox(objectCentre(o), a, b)) out.push(o.id);
  for (const f of Object.values(world.figures)) if (f.cell && inBox(cellCenter(world.map.grid, f.cell), a, b)) out.push(f.id);
  return out;
}
