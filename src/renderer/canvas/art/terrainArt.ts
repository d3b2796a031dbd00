// Terrain drawn as a battle map (issue 16 "Map art"): each terrain type gets a
// texture drawn in code from seeded, tileable noise (no downloaded images; CC0,
// see assets/CREDITS.md), chosen by what the type is called and tinted with
// its own colour, so a scenario's colours still mean what the author chose.
// Pure: pixels in, pixels out; the terrain layer turns them into Pixi textures.

export type TerrainLook = 'grass' | 'dirt' | 'mud' | 'water' | 'boards' | 'tiles' | 'cobbles' | 'brush' | 'rock' | 'carpet' | 'crop' | 'plain';

/** First match wins: "Plank floor" is boards before "floor" could mean tiles. */
const LOOK_WORDS: ReadonlyArray<[TerrainLook, RegExp]> = [
  ['water', /water|stream|river|ford|pond|lake|well|trough|fountain|sea|swamp|marsh/i],
  ['mud', /mud|bog|mire/i],
  ['boards', /plank|board|deck|wood|tavern|mill floor|bar\b|behind the bar|barn/i],
  ['carpet', /carpet|rug/i],
  ['tiles', /tile|paving|paved|flag|lino|server|marble|lobby|hall|corridor|court/i],
  ['dirt', /dirt|dust|road|path|track|trail|sand|earth/i],
  ['cobbles', /cobble|street|asphalt|tarmac|concrete|pavement/i],
  ['brush', /brush|gorse|shrub|bush|planter|hedge|thicket|undergrowth|scrub/i],
  ['crop', /wheat|straw|hay|crop|corn|field/i],
  ['rock', /rock|scree|rubble|stone|cliff|gravel|boulder|shelving|ruin/i],
  ['grass', /grass|meadow|lawn|forest|floor of|moss|green|park/i],
  ['boards', /floor/i],
];

/** The texture a terrain type is drawn with, from its id and name. */
export function terrainLook(type: { id: string; name: string }): TerrainLook {
  const text = `${type.name} ${type.id}`;
  for (const [look, words] of LOOK_WORDS) if (words.test(text)) return look;
  return 'plain';
}

/** Texels per side of one pattern tile; drawn at PATTERN_TEXELS_PER_CELL texels per square, so a tile spans 4 squares before it repeats. */
export const PATTERN_TEXELS = 128;
export const PATTERN_TEXELS_PER_CELL = 32;

/** A small deterministic hash of integer coordinates and a seed, in [0, 1). */
function hash(x: number, y: number, seed: number): number {
  let h = (x * 374761393 + y * 668265263 + seed * 1442695041) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** The random lattice values of one period and seed, computed once (hashing every lookup made a map's first frame seconds slower). */
const lattices = new Map<number, Float32Array>();
function latticeOf(period: number, seed: number): Float32Array {
  const key = seed * 4096 + period;
  let table = lattices.get(key);
  if (!table) {
    table = new Float32Array(period * period);
    for (let y = 0; y < period; y++) for (let x = 0; x < period; x++) table[y * period + x] = hash(x, y, seed);
    lattices.set(key, table);
  }
  return table;
}

/** How far a border wanders at each pattern texel, in [-1, 1], one tile computed once. */
let wanderTile: Float32Array | null = null;
function wanderAt(px: number, py: number): number {
  if (!wanderTile) {
    wanderTile = new Float32Array(PATTERN_TEXELS * PATTERN_TEXELS);
    for (let y = 0; y < PATTERN_TEXELS; y++) for (let x = 0; x < PATTERN_TEXELS; x++) wanderTile[y * PATTERN_TEXELS + x] = (fbm(x, y, 32, 4242) - 0.5) * 2;
  }
  return wanderTile[py * PATTERN_TEXELS + px];
}

/** Value noise with period `period` lattice steps of `cell` texels, so it tiles over PATTERN_TEXELS. */
function periodicNoise(x: number, y: number, cell: number, seed: number): number {
  const period = Math.max(1, Math.round(PATTERN_TEXELS / cell));
  const gx = x / cell,
    gy = y / cell;
  const x0 = Math.floor(gx),
    y0 = Math.floor(gy);
  const fx = gx - x0,
    fy = gy - y0;
  const sx = fx * fx * (3 - 2 * fx),
    sy = fy * fy * (3 - 2 * fy);
  const table = latticeOf(period, seed);
  const wrap = (v: number) => ((v % period) + period) % period;
  const xa = wrap(x0),
    xb = wrap(x0 + 1),
    ya = wrap(y0) * period,
    yb = wrap(y0 + 1) * period;
  const a = table[ya + xa],
    b = table[ya + xb];
  const c = table[yb + xa],
    d = table[yb + xb];
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

/** Fractal noise in [0, 1): octaves from `cell` texels down to 4. */
export function fbm(x: number, y: number, cell: number, seed: number): number {
  let sum = 0,
    weight = 0,
    amp = 1;
  for (let s = cell, k = 0; s >= 4; s /= 2, k++) {
    sum += periodicNoise(x, y, s, seed + k * 101) * amp;
    weight += amp;
    amp *= 0.55;
  }
  return sum / weight;
}

type Rgb = [number, number, number];

function rgbOf(css: string): Rgb {
  const n = Number.parseInt(css.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Shade: the base colour times `k` (1 = itself), with a slight hue shift `warm` toward yellow (>0) or blue (<0). */
function shade(base: Rgb, k: number, warm = 0): Rgb {
  return [base[0] * k + warm * 18, base[1] * k + warm * 10, base[2] * k - warm * 14];
}

/** Brightness of one texel of a look (1 = the type's colour), and an optional hue shift. */
function texel(look: TerrainLook, x: number, y: number, seed: number): { k: number; warm: number } {
  const n = fbm(x, y, 32, seed);
  const fine = hash(x, y, seed + 7);
  switch (look) {
    case 'grass': {
      // Clumps of light and dark, speckled with blades.
      const blade = fine > 0.82 ? 0.14 : fine < 0.12 ? -0.12 : 0;
      return { k: 0.78 + 0.42 * n + blade, warm: (fbm(x, y, 64, seed + 3) - 0.5) * 1.2 };
    }
    case 'brush': {
      // Dark ground with leafy blobs.
      const leaf = fbm(x, y, 8, seed + 5);
      return { k: leaf > 0.55 ? 1.05 + 0.5 * (leaf - 0.55) : 0.62 + 0.3 * n, warm: leaf > 0.6 ? -0.3 : 0.2 };
    }
    case 'crop': {
      // Rows of stalks.
      const row = Math.sin((y / PATTERN_TEXELS) * Math.PI * 2 * 16 + n * 3) * 0.5 + 0.5;
      return { k: 0.8 + 0.25 * row + 0.15 * (fine - 0.5), warm: 0.3 * n };
    }
    case 'dirt':
      return { k: 0.84 + 0.3 * n + (fine > 0.9 ? 0.18 : fine < 0.05 ? -0.2 : 0), warm: (n - 0.5) * 0.8 };
    case 'mud': {
      const puddle = fbm(x, y, 16, seed + 9);
      return { k: puddle > 0.62 ? 0.62 : 0.82 + 0.35 * n, warm: puddle > 0.62 ? -0.5 : 0.2 };
    }
    case 'water': {
      // Ripples: bright crests along a wavy line, darker deeps.
      const wave = Math.sin((y / PATTERN_TEXELS) * Math.PI * 2 * 10 + fbm(x, y, 32, seed + 2) * 9);
      return { k: 0.85 + 0.25 * n + (wave > 0.86 ? 0.22 : 0), warm: -0.2 };
    }
    case 'boards': {
      // Planks 10 texels wide, with seams, staggered butt joints and grain.
      const plank = Math.floor(x / 10);
      const seam = x % 10 === 0;
      const joint = (y + Math.floor(hash(plank, 0, seed) * PATTERN_TEXELS)) % 64 === 0;
      const grain = Math.sin(x * 1.7 + fbm(x, y, 16, seed + plank) * 12) * 0.06;
      return { k: seam || joint ? 0.55 : 0.86 + 0.22 * hash(plank, 1, seed) + grain + 0.06 * n, warm: 0.2 };
    }
    case 'tiles': {
      // Square tiles 16 texels (half a square) with grout lines.
      const grout = x % 16 === 0 || y % 16 === 0;
      const tone = hash(Math.floor(x / 16), Math.floor(y / 16), seed);
      return { k: grout ? 0.7 : 0.93 + 0.12 * tone + 0.05 * n, warm: 0 };
    }
    case 'cobbles': {
      // Rounded stones from a cellular pattern: dark where two stones meet.
      const cell = 10;
      const cx = Math.floor(x / cell),
        cy = Math.floor(y / cell);
      let d1 = 1e9,
        d2 = 1e9,
        id = 0;
      const period = PATTERN_TEXELS / cell;
      for (let j = -1; j <= 1; j++) {
        for (let i = -1; i <= 1; i++) {
          const gx = cx + i,
            gy = cy + j;
          const wx = ((gx % period) + period) % period,
            wy = ((gy % period) + period) % period;
          const px = (gx + 0.2 + 0.6 * hash(wx, wy, seed)) * cell,
            py = (gy + 0.2 + 0.6 * hash(wx, wy, seed + 1)) * cell;
          const d = Math.hypot(px - x, py - y);
          if (d < d1) {
            d2 = d1;
            d1 = d;
            id = hash(wx, wy, seed + 2);
          } else if (d < d2) d2 = d;
        }
      }
      return { k: d2 - d1 < 1.5 ? 0.62 : 0.86 + 0.2 * id + 0.08 * n, warm: 0 };
    }
    case 'rock': {
      const crack = Math.abs(fbm(x, y, 16, seed + 4) - 0.5) < 0.03;
      return { k: crack ? 0.6 : 0.72 + 0.5 * n + 0.08 * (fine - 0.5), warm: (fbm(x, y, 64, seed + 8) - 0.5) * 0.6 };
    }
    case 'carpet': {
      const weave = (x + y) % 4 < 2 ? 0.04 : -0.04;
      return { k: 0.92 + 0.12 * n + weave, warm: 0 };
    }
    case 'plain':
      return { k: 0.9 + 0.2 * n, warm: 0 };
  }
}

/**
 * One tile of a terrain type's texture, PATTERN_TEXELS square, RGBA, tiling
 * seamlessly; its mean colour is near the type's colour.
 */
export function terrainPattern(look: TerrainLook, colour: string, seed: number): Uint8ClampedArray {
  const base = rgbOf(colour);
  const out = new Uint8ClampedArray(PATTERN_TEXELS * PATTERN_TEXELS * 4);
  for (let y = 0; y < PATTERN_TEXELS; y++) {
    for (let x = 0; x < PATTERN_TEXELS; x++) {
      const { k, warm } = texel(look, x, y, seed);
      const [r, g, b] = shade(base, k, warm);
      const i = (y * PATTERN_TEXELS + x) * 4;
      out[i] = r;
      out[i + 1] = g;
      out[i + 2] = b;
      out[i + 3] = 255;
    }
  }
  return out;
}

/** A seed per look and colour, so two types that look alike still differ. */
export function patternSeed(look: TerrainLook, colour: string): number {
  let h = 17;
  for (const ch of `${look}${colour}`) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return Math.abs(h) % 100000;
}

export interface TerrainPatterns {
  /** One pattern per index (RGBA, PATTERN_TEXELS square). */
  pixels: readonly Uint8ClampedArray[];
  /** Whether the pattern at that index is water (its edges get a shoreline). */
  water: readonly boolean[];
}

/** Texels of soft blend on each side of a border between two terrains, as a fraction of a square. */
const EDGE_HALF_WIDTH_CELLS = 0.22;
/** How far the border wanders from the grid line, as a fraction of a square. */
const EDGE_WANDER_CELLS = 0.16;
const SHORE: Rgb = [214, 204, 160];

/**
 * RGBA texels of the cells [c0, c0+cols) × [r0, r0+rows) at `texelsPerCell`,
 * each cell its terrain's pattern (world-aligned, so tiles join), with a soft,
 * wandering border where neighbouring cells differ and a pale shoreline where
 * water meets land. `patternAt(c, r)` is an index into `patterns`, or -1 off
 * the map (no blending across the map's edge).
 */
export function composeTerrain(patternAt: (c: number, r: number) => number, c0: number, r0: number, cols: number, rows: number, texelsPerCell: number, patterns: TerrainPatterns): Uint8ClampedArray {
  const W = cols * texelsPerCell,
    H = rows * texelsPerCell;
  const out = new Uint8ClampedArray(W * H * 4);
  const step = PATTERN_TEXELS_PER_CELL / texelsPerCell;
  const P = PATTERN_TEXELS;
  const neighbours: number[] = new Array(9);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cc = c0 + c,
        rr = r0 + r;
      const own = patternAt(cc, rr);
      let mixed = false;
      for (let j = -1; j <= 1; j++) {
        for (let i = -1; i <= 1; i++) {
          const n = patternAt(cc + i, rr + j);
          neighbours[(j + 1) * 3 + (i + 1)] = n;
          if (n >= 0 && n !== own) mixed = true;
        }
      }
      // A square with only its own terrain around: whole rows of its pattern (at full density a square never wraps the tile).
      if (!mixed && own >= 0 && step === 1) {
        const px0 = (cc * texelsPerCell) % P;
        for (let ty = 0; ty < texelsPerCell; ty++) {
          const py = (rr * texelsPerCell + ty) % P;
          const from = (py * P + px0) * 4;
          out.set(patterns.pixels[own].subarray(from, from + texelsPerCell * 4), ((r * texelsPerCell + ty) * W + c * texelsPerCell) * 4);
        }
        continue;
      }
      for (let ty = 0; ty < texelsPerCell; ty++) {
        for (let tx = 0; tx < texelsPerCell; tx++) {
          const wx = (cc * texelsPerCell + tx) * step,
            wy = (rr * texelsPerCell + ty) * step;
          const px = Math.floor(wx) % P,
            py = Math.floor(wy) % P;
          const pi = (py * P + px) * 4;
          const o = ((r * texelsPerCell + ty) * W + c * texelsPerCell + tx) * 4;
          const ownPix = own >= 0 ? patterns.pixels[own] : null;
          let red = ownPix ? ownPix[pi] : 255,
            green = ownPix ? ownPix[pi + 1] : 0,
            blue = ownPix ? ownPix[pi + 2] : 255;
          if (mixed && own >= 0) {
            // Signed distance (in squares) from this texel to each differing neighbour's side, moved by noise.
            const fx = (tx + 0.5) / texelsPerCell,
              fy = (ty + 0.5) / texelsPerCell;
            const wander = wanderAt(px, py) * EDGE_WANDER_CELLS;
            let rSum = 0,
              gSum = 0,
              bSum = 0,
              wSum = 0,
              shore = 0;
            for (let k = 0; k < 9; k++) {
              const n = neighbours[k];
              if (k === 4 || n < 0 || n === own) continue;
              const i = (k % 3) - 1,
                j = Math.floor(k / 3) - 1;
              const dx = i < 0 ? fx : i > 0 ? 1 - fx : Infinity;
              const dy = j < 0 ? fy : j > 0 ? 1 - fy : Infinity;
              // Across a side, the distance to it; across a corner, the distance to the corner point.
              const d = i !== 0 && j !== 0 ? Math.hypot(dx, dy) : Math.min(dx, dy);
              const w = Math.max(0, Math.min(0.5, 0.5 - (d + wander) / (2 * EDGE_HALF_WIDTH_CELLS)));
              if (w <= 0) continue;
              const np = patterns.pixels[n];
              rSum += np[pi] * w;
              gSum += np[pi + 1] * w;
              bSum += np[pi + 2] * w;
              wSum += w;
              if (patterns.water[n] !== patterns.water[own]) shore = Math.max(shore, w);
            }
            if (wSum > 0) {
              const total = Math.min(1, wSum);
              const keep = 1 - total;
              red = red * keep + (rSum / wSum) * total;
              green = green * keep + (gSum / wSum) * total;
              blue = blue * keep + (bSum / wSum) * total;
            }
            if (shore > 0) {
              // A pale band of wet sand and foam right at the waterline (w near 0.5).
              const band = Math.max(0, 1 - Math.abs(shore - 0.42) / 0.1) * 0.75;
              red += (SHORE[0] - red) * band;
              green += (SHORE[1] - green) * band;
              blue += (SHORE[2] - blue) * band;
            }
          }
          out[o] = red;
          out[o + 1] = green;
          out[o + 2] = blue;
          out[o + 3] = 255;
        }
      }
    }
  }
  return out;
}

/** Texels per square for a map of `cells` squares: sharp on small maps, bounded memory (~TEXEL_BUDGET) on large ones. */
export const TERRAIN_TEXEL_BUDGET = 6_000_000;
export function texelsPerCellFor(cells: number): number {
  return Math.max(6, Math.min(PATTERN_TEXELS_PER_CELL, Math.floor(Math.sqrt(TERRAIN_TEXEL_BUDGET / Math.max(1, cells)))));
}
