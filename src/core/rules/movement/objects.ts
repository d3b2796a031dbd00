// Map objects as movement obstacles (G-MOVE-3 / G-ACT-1 table defaults): a
// cell whose centre lies inside a high object's footprint cannot be entered
// (option highObjectsBlockMovement); entering a cell whose centre lies inside
// a low object costs apEnterLowObject extra, like a low wall. Computed once
// per world.objects identity (immer gives a new object exactly on an edit).
import type { MapObject, World } from '../../model/schema';
import { hexCellCenter, hexOrientation } from '../../geometry/grid';
import { optBool, optNumber } from '../options';

export interface ObjectCells {
  /** Per cell (r*width+c): index+1 into `objects` of the high object covering its centre, 0 = none. */
  readonly high: Uint32Array;
  /** Per cell: index+1 of the low object covering its centre, 0 = none. */
  readonly low: Uint32Array;
  readonly objects: readonly MapObject[];
  readonly highCount: number;
  readonly lowCount: number;
  /** Whether high objects block (option) and the low-object entry AP in force. */
  readonly highBlocks: boolean;
  readonly lowAp: number;
  readonly grid: World['map']['grid'];
}

/** True when (x, y) is strictly inside the object's circle or polygon (even-odd rule). */
export function objectContains(o: MapObject, x: number, y: number): boolean {
  const s = o.shape;
  if (s.kind === 'circle') return Math.hypot(x - s.center.x, y - s.center.y) < s.radiusInches;
  let inside = false;
  const pts = s.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i]!,
      b = pts[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function bounds(o: MapObject): { x0: number; y0: number; x1: number; y1: number } {
  const s = o.shape;
  if (s.kind === 'circle') return { x0: s.center.x - s.radiusInches, y0: s.center.y - s.radiusInches, x1: s.center.x + s.radiusInches, y1: s.center.y + s.radiusInches };
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const p of s.points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return { x0, y0, x1, y1 };
}

export function highObjectsBlock(world: World): boolean {
  try {
    return optBool(world, 'highObjectsBlockMovement');
  } catch {
    return true;
  }
}

export function lowObjectAp(world: World): number {
  try {
    return Math.max(0, Math.min(255, Math.round(optNumber(world, 'apEnterLowObject'))));
  } catch {
    return 2; // G-ACT-1 table default, as a low wall
  }
}

const cache = new WeakMap<object, ObjectCells[]>();

export function objectCells(world: World): ObjectCells {
  const W = world.map.widthCells;
  const H = world.map.heightCells;
  const highBlocks = highObjectsBlock(world);
  const lowAp = lowObjectAp(world);
  const grid = world.map.grid;
  let list = cache.get(world.objects);
  const hit = list?.find((x) => x.high.length === W * H && x.highBlocks === highBlocks && x.lowAp === lowAp && x.grid === grid);
  if (hit) return hit;
  const objects = Object.values(world.objects);
  const high = new Uint32Array(W * H);
  const low = new Uint32Array(W * H);
  let highCount = 0,
    lowCount = 0;
  const o = hexOrientation(grid);
  objects.forEach((obj, k) => {
    const b = bounds(obj);
    // Hex rows (pointy) or columns (flat) are about 0.87" apart: scan the cell
    // range those inches can hold, with a margin.
    const sx = o === 'flat' ? 0.85 : 1,
      sy = o === 'pointy' ? 0.85 : 1;
    const pad = o ? 1 : 0;
    const r0 = Math.max(0, Math.floor((b.y0 - pad) / sy) - pad),
      r1 = Math.min(H - 1, Math.ceil(b.y1 / sy) + pad);
    const c0 = Math.max(0, Math.floor((b.x0 - pad) / sx) - pad),
      c1 = Math.min(W - 1, Math.ceil(b.x1 / sx) + pad);
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const p = o ? hexCellCenter({ c, r }, o) : { x: c + 0.5, y: r + 0.5 };
        if (!objectContains(obj, p.x, p.y)) continue;
        const i = r * W + c;
        if (obj.height === 'high') {
          if (!high[i]) highCount++;
          high[i] = k + 1;
        } else {
          if (!low[i]) lowCount++;
          low[i] = k + 1;
        }
      }
    }
  });
  const res: ObjectCells = { high, low, objects, highCount, lowCount, highBlocks, lowAp, grid };
  if (!list) cache.set(world.objects, (list = []));
  list.push(res);
  return res;
}

/** The object that stops a move into cell i (high, when the option is on), or null. */
export function blockingObjectAt(world: World, cellIndex: number): MapObject | null {
  const oc = objectCells(world);
  const k = oc.highBlocks ? oc.high[cellIndex]! : 0;
  return k ? oc.objects[k - 1]! : null;
}
