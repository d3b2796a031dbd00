// Seeded sight bench scenes. `node --import tsx test/bench/sight/scenes.ts`
// regenerates test/bench/scenes/*.json; the bench reads the frozen files so
// every run measures the same geometry.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../lib';

export { mulberry32 };

export interface Scene {
  name: string;
  width: number;
  height: number;
  /** Flat [ax, ay, bx, by, …] blocking segments, including the map border. */
  segments: number[];
  /** Solid cells as rows of '#'/'.' (grid scenes only; for rot-js and covers). */
  cells?: string[];
  /** Viewpoints (cell centres in open space). */
  viewers: number[];
}

export const SCENE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'scenes');
export const SCENE_NAMES = ['open', 'dungeon', 'random1k', 'random10k', 'gridEdge', 'degenerate'] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

const r4 = (v: number) => Math.round(v * 1e4) / 1e4;

function border(w: number, h: number): number[] {
  return [0, 0, w, 0, w, 0, w, h, w, h, 0, h, 0, h, 0, 0];
}

function outline(solid: boolean[][], w: number, h: number): number[] {
  const s = (c: number, r: number) => c < 0 || r < 0 || c >= w || r >= h || solid[r][c];
  const out: number[] = [];
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      if (!solid[r][c]) continue;
      if (!s(c, r - 1)) out.push(c, r, c + 1, r);
      if (!s(c, r + 1)) out.push(c, r + 1, c + 1, r + 1);
      if (!s(c - 1, r)) out.push(c, r, c, r + 1);
      if (!s(c + 1, r)) out.push(c + 1, r, c + 1, r + 1);
    }
  return out;
}

function openViewers(solid: boolean[][], w: number, h: number, rand: () => number, n: number): number[] {
  const out: number[] = [];
  for (let guard = 0; out.length < n * 2 && guard < 100000; guard++) {
    const c = Math.floor(rand() * w),
      r = Math.floor(rand() * h);
    if (!solid[r][c]) out.push(c + 0.5, r + 0.5);
  }
  return out;
}

function grid(w: number, h: number, v: boolean): boolean[][] {
  return Array.from({ length: h }, () => new Array<boolean>(w).fill(v));
}

/** Rooms and corridors carved out of rock; walls are the unit edges of the rock. */
const ROOMS = 56;

function dungeon(): Scene {
  const rand = mulberry32(3700);
  const w = 100,
    h = 100;
  const solid = grid(w, h, true);
  const rooms: Array<[number, number, number, number]> = [];
  for (let tries = 0; tries < 4000 && rooms.length < ROOMS; tries++) {
    const rw = 4 + Math.floor(rand() * 11),
      rh = 4 + Math.floor(rand() * 11);
    const x = 1 + Math.floor(rand() * (w - rw - 2)),
      y = 1 + Math.floor(rand() * (h - rh - 2));
    if (rooms.some(([ox, oy, ow, oh]) => x < ox + ow + 2 && ox < x + rw + 2 && y < oy + oh + 2 && oy < y + rh + 2)) continue;
    rooms.push([x, y, rw, rh]);
  }
  for (const [x, y, rw, rh] of rooms) for (let r = y; r < y + rh; r++) for (let c = x; c < x + rw; c++) solid[r][c] = false;
  // Pillars in big rooms: free-standing blocks seen from all sides.
  for (const [x, y, rw, rh] of rooms)
    if (rw >= 9 && rh >= 9) {
      solid[y + 3][x + 3] = true;
      solid[y + rh - 4][x + rw - 4] = true;
    }
  for (let i = 1; i < rooms.length; i++) {
    const [ax, ay, aw, ah] = rooms[i - 1],
      [bx, by, bw, bh] = rooms[i];
    let cx = ax + Math.floor(aw / 2),
      cy = ay + Math.floor(ah / 2);
    const tx = bx + Math.floor(bw / 2),
      ty = by + Math.floor(bh / 2);
    while (cx !== tx) {
      solid[cy][cx] = false;
      cx += Math.sign(tx - cx);
    }
    while (cy !== ty) {
      solid[cy][cx] = false;
      cy += Math.sign(ty - cy);
    }
  }
  return { name: 'dungeon', width: w, height: h, segments: outline(solid, w, h), cells: solid.map((row) => row.map((s) => (s ? '#' : '.')).join('')), viewers: openViewers(solid, w, h, rand, 32) };
}

/** Random non-crossing walls: one wall inside each cell of a coarse lattice. */
function randomWalls(count: number, seed: number): Scene {
  const rand = mulberry32(seed);
  const w = 200,
    h = 200;
  const cols = Math.round(Math.sqrt(count)),
    rows = Math.ceil(count / cols);
  const cw = w / cols,
    ch = h / rows;
  const segs: number[] = [];
  for (let k = 0; k < count; k++) {
    const x0 = (k % cols) * cw,
      y0 = Math.floor(k / cols) * ch;
    const p = () => [r4(x0 + 0.05 * cw + rand() * 0.9 * cw), r4(y0 + 0.05 * ch + rand() * 0.9 * ch)];
    segs.push(...p(), ...p());
  }
  const viewers: number[] = [];
  for (let i = 0; i < 32; i++) viewers.push(Math.floor(rand() * w) + 0.5, Math.floor(rand() * h) + 0.5);
  return { name: count >= 10000 ? 'random10k' : 'random1k', width: w, height: h, segments: [...segs, ...border(w, h)], viewers };
}

/** Unit walls on grid lines (15% of edges): collinear, touching at shared vertices. */
function gridEdge(): Scene {
  const rand = mulberry32(15);
  const w = 100,
    h = 100;
  const segs: number[] = [];
  for (let r = 1; r < h; r++) for (let c = 0; c < w; c++) if (rand() < 0.15) segs.push(c, r, c + 1, r);
  for (let r = 0; r < h; r++) for (let c = 1; c < w; c++) if (rand() < 0.15) segs.push(c, r, c, r + 1);
  const viewers: number[] = [];
  for (let i = 0; i < 32; i++) viewers.push(Math.floor(rand() * w) + 0.5, Math.floor(rand() * h) + 0.5);
  return { name: 'gridEdge', width: w, height: h, segments: [...segs, ...border(w, h)], viewers };
}

/** Degenerate geometry: split collinear walls, corner-touching blocks, long axis rays. */
function degenerate(): Scene {
  const w = 60,
    h = 60;
  const solid = grid(w, h, false);
  // Diagonal chains of blocks touching only at corners: the classic leak.
  for (let k = 0; k < 40; k++) {
    solid[10 + (k % 20)][5 + k] = true;
    solid[50 - (k % 20)][5 + k] = true;
  }
  // Checkerboard patch: every ray through it passes shared vertices.
  for (let r = 30; r < 40; r++) for (let c = 20; c < 30; c++) if ((r + c) % 2 === 0) solid[r][c] = true;
  const segs = outline(solid, w, h);
  // Long collinear walls split into touching pieces, with one-cell gaps.
  for (let x = 0; x < w; x += 1) if (x % 7 !== 3) segs.push(x, 5, x + 1, 5);
  for (let y = 0; y < h; y += 2) if (y % 10 !== 4) segs.push(55, y, 55, y + 2);
  // Thin walls meeting at shared vertices in V and X shapes.
  segs.push(10, 40, 15, 45, 15, 45, 20, 40, 10, 50, 15, 45, 15, 45, 20, 50);
  const rand = mulberry32(99);
  return {
    name: 'degenerate',
    width: w,
    height: h,
    segments: [...segs, ...border(w, h)],
    cells: solid.map((row) => row.map((s) => (s ? '#' : '.')).join('')),
    viewers: openViewers(solid, w, h, rand, 32),
  };
}

function open(): Scene {
  const rand = mulberry32(1);
  const viewers: number[] = [];
  for (let i = 0; i < 32; i++) viewers.push(Math.floor(rand() * 200) + 0.5, Math.floor(rand() * 200) + 0.5);
  return { name: 'open', width: 200, height: 200, segments: border(200, 200), viewers };
}

export function generateScenes(): Scene[] {
  return [open(), dungeon(), randomWalls(1000, 1000), randomWalls(10000, 10000), gridEdge(), degenerate()];
}

export function loadScene(name: SceneName): Scene {
  return JSON.parse(readFileSync(join(SCENE_DIR, `${name}.json`), 'utf8')) as Scene;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(SCENE_DIR, { recursive: true });
  for (const s of generateScenes()) {
    const text = JSON.stringify(s);
    writeFileSync(join(SCENE_DIR, `${s.name}.json`), text);
    console.log(`${s.name}: ${s.segments.length / 4} segments, ${(text.length / 1024).toFixed(0)} KiB`);
  }
}
