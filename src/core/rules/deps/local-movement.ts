// Local stand-in for rules/movement (the movement engineer's module): Dijkstra
// over cells with the G-MOVE-2 alternate diagonal and G-MOVE-3 blocking. Used
// until that module lands; see deps/index.ts.
import type { Cell, Wall, World } from '../../model/schema';
import { optNumber, optString } from '../options';
import { terrainAt } from './geom';

export type PlanResult = { ok: true; path: Cell[]; apCost: number } | { ok: false; reason: string };

type EdgeMap = Map<string, Wall['kind'] | 'closed'>;
const edgeCache = new WeakMap<object, EdgeMap>();

// Unit edges: "h,x,y" is the horizontal edge from (x,y) to (x+1,y); "v,x,y" the vertical one to (x,y+1).
function edges(world: World): EdgeMap {
  const hit = edgeCache.get(world.walls);
  if (hit) return hit;
  const m: EdgeMap = new Map();
  for (const w of Object.values(world.walls)) {
    const kind = w.kind === 'door' ? (w.door === 'open' ? null : 'closed') : w.kind;
    if (!kind) continue;
    if (w.a.y === w.b.y && Number.isInteger(w.a.y)) {
      const [x0, x1] = [Math.min(w.a.x, w.b.x), Math.max(w.a.x, w.b.x)];
      for (let x = Math.floor(x0); x < Math.ceil(x1); x++) m.set(`h,${x},${w.a.y}`, kind);
    } else if (w.a.x === w.b.x && Number.isInteger(w.a.x)) {
      const [y0, y1] = [Math.min(w.a.y, w.b.y), Math.max(w.a.y, w.b.y)];
      for (let y = Math.floor(y0); y < Math.ceil(y1); y++) m.set(`v,${w.a.x},${y}`, kind);
    }
  }
  edgeCache.set(world.walls, m);
  return m;
}

function edgeBetween(e: EdgeMap, a: Cell, b: Cell) {
  if (a.r === b.r) return e.get(`v,${Math.max(a.c, b.c)},${a.r}`);
  return e.get(`h,${a.c},${Math.max(a.r, b.r)}`);
}

export function planMove(world: World, figureId: string, to: Cell): PlanResult {
  const res = search(world, figureId, Infinity, to);
  if (!res) return { ok: false, reason: `figure "${figureId}" is not on the map` };
  const key = `${to.c},${to.r}`;
  const best = res.best(key);
  if (best === undefined) return { ok: false, reason: `cell ${key} cannot be reached` };
  if (!res.endable(to)) return { ok: false, reason: `cell ${key} is occupied` };
  return { ok: true, path: res.path(key), apCost: best };
}

/** Every cell the figure can end a move on within apBudget, with its cost. */
export function reachForFigure(world: World, figureId: string, apBudget?: number): Map<string, number> {
  const f = world.figures[figureId];
  const res = search(world, figureId, apBudget ?? f?.apLeft ?? 0);
  const out = new Map<string, number>();
  if (!res) return out;
  for (const [key, cost] of res.costs()) {
    const [c, r] = key.split(',').map(Number);
    if (res.endable({ c, r })) out.set(key, cost);
  }
  return out;
}

function search(world: World, figureId: string, budget: number, target?: Cell) {
  const f = world.figures[figureId];
  if (!f?.cell) return null;
  const W = world.map.widthCells, H = world.map.heightCells;
  const e = edges(world);
  const alternate = optString(world, 'diagonalRule') === 'alternate';
  const lowWallAp = optNumber(world, 'apCrossLowWall');
  const occupant = new Map<string, string>();
  for (const o of Object.values(world.figures)) {
    if (o.id === figureId || !o.cell || o.status.dead) continue;
    occupant.set(`${o.cell.c},${o.cell.r}`, o.sideId);
  }
  const enterCost = (c: Cell): number | null => {
    if (c.c < 0 || c.r < 0 || c.c >= W || c.r >= H) return null;
    const side = occupant.get(`${c.c},${c.r}`);
    if (side !== undefined && side !== f.sideId) return null;
    const t = terrainAt(world, c);
    return t ? t.apCost : null;
  };
  const edgeCost = (a: Cell, b: Cell): number | null => {
    const k = edgeBetween(e, a, b);
    if (!k) return 0;
    if (k === 'wall' || k === 'closed') return null;
    return lowWallAp;
  };
  // State = cell + parity of diagonals taken so far (G-MOVE-2 alternate).
  const dist = new Map<string, number>();
  const prev = new Map<string, string>();
  const start = `${f.cell.c},${f.cell.r},0`;
  dist.set(start, 0);
  const heap: Array<[number, string]> = [[0, start]];
  const push = (d: number, k: string) => {
    heap.push([d, k]);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
        if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  const targetKey = target ? `${target.c},${target.r}` : null;
  while (heap.length) {
    const [d, k] = pop();
    if (d !== dist.get(k)) continue;
    const [c, r, par] = k.split(',').map(Number);
    if (targetKey && `${c},${r}` === targetKey) break;
    for (let dc = -1; dc <= 1; dc++)
      for (let dr = -1; dr <= 1; dr++) {
        if (!dc && !dr) continue;
        const to = { c: c + dc, r: r + dr };
        const base = enterCost(to);
        if (base === null) continue;
        let extra: number | null = 0;
        let np = par;
        let factor = 1;
        if (dc && dr) {
          // No corner cutting (G-MOVE-3): both orthogonal routes must be clear of any wall.
          const m1 = { c: c + dc, r }, m2 = { c, r: r + dr };
          if (enterCost(m1) === null && enterCost(m2) === null) continue;
          if (edgeBetween(e, { c, r }, m1) || edgeBetween(e, m1, to) || edgeBetween(e, { c, r }, m2) || edgeBetween(e, m2, to)) continue;
          if (alternate) {
            factor = par ? 2 : 1;
            np = par ? 0 : 1;
          }
        } else {
          extra = edgeCost({ c, r }, to);
          if (extra === null) continue;
        }
        const nd = d + base * factor + extra;
        if (nd > budget) continue;
        const nk = `${to.c},${to.r},${np}`;
        if (nd < (dist.get(nk) ?? Infinity)) {
          dist.set(nk, nd);
          prev.set(nk, k);
          push(nd, nk);
        }
      }
  }
  const bestState = (cellKey: string): string | undefined => {
    const a = dist.get(cellKey + ',0'), b = dist.get(cellKey + ',1');
    if (a === undefined && b === undefined) return undefined;
    return (a ?? Infinity) <= (b ?? Infinity) ? cellKey + ',0' : cellKey + ',1';
  };
  return {
    best: (cellKey: string) => {
      const s = bestState(cellKey);
      return s === undefined ? undefined : dist.get(s);
    },
    path: (cellKey: string): Cell[] => {
      const out: Cell[] = [];
      let s = bestState(cellKey);
      while (s) {
        const [c, r] = s.split(',').map(Number);
        out.push({ c, r });
        s = prev.get(s);
      }
      return out.reverse();
    },
    costs: (): Map<string, number> => {
      const m = new Map<string, number>();
      for (const [k, d] of dist) {
        const ck = k.slice(0, k.lastIndexOf(','));
        if (d < (m.get(ck) ?? Infinity)) m.set(ck, d);
      }
      return m;
    },
    endable: (c: Cell) => !occupant.has(`${c.c},${c.r}`) || (c.c === f.cell!.c && c.r === f.cell!.r),
  };
}
