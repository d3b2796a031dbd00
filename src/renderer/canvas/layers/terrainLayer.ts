// Terrain as a battle map (issue 16 "Map art"): each terrain type's texture
// (art/terrainArt: drawn in code, once per look and colour) composed per
// square with soft, wandering borders and shorelines, into chunk textures of
// CHUNK_CELLS squares (a 200×200 map is ~40 quads, not 40 000 sprites; at
// most TERRAIN_TEXEL_BUDGET texels). A paint stroke recomposes only the rows
// it touched and their neighbours (the border blend reaches one square).
// Under a map's own background image (UVTT) the terrain is one flat texel per
// square: the picture covers it, and it stays if the picture fails to load.
// Hex maps: hexes as polygons in one Graphics, one pattern fill per terrain.
import { BufferImageSource, Container, FillPattern, Graphics, Matrix, Sprite, Texture } from 'pixi.js';
import type { World } from '../../../core/model/schema';
import { cellPolygonPx } from '../cells';
import { PX_PER_INCH, hexColour } from '../units';
import { composeTerrain, PATTERN_TEXELS, PATTERN_TEXELS_PER_CELL, patternSeed, terrainLook, terrainPattern, texelsPerCellFor, type TerrainPatterns } from '../art/terrainArt';
import type { Layer } from './layer';

const UNKNOWN_TERRAIN_COLOUR = 0xff00ff;
const UNKNOWN_TERRAIN_CSS = '#ff00ff';
export const CHUNK_CELLS = 32;

/** Pattern pixels by look and colour, shared by every map and layer (the GM map and the table view). */
const patternCache = new Map<string, { pixels: Uint8ClampedArray; water: boolean }>();
function patternFor(type: { id: string; name: string; colour: string } | undefined): { pixels: Uint8ClampedArray; water: boolean } {
  const look = type ? terrainLook(type) : 'plain';
  const colour = type?.colour ?? UNKNOWN_TERRAIN_CSS;
  const key = `${look}|${colour}`;
  let p = patternCache.get(key);
  if (!p) patternCache.set(key, (p = { pixels: terrainPattern(look, colour, patternSeed(look, colour)), water: look === 'water' }));
  return p;
}

interface Chunk {
  c0: number;
  r0: number;
  cols: number;
  rows: number;
  pixels: Uint8ClampedArray;
  source: BufferImageSource;
  sprite: Sprite;
}

export class TerrainLayer implements Layer {
  readonly container = new Container({ label: 'terrain' });
  private readonly flat = new Sprite({ label: 'terrain-texels' });
  private readonly chunkLayer = new Container({ label: 'terrain-chunks' });
  private readonly hexes = new Graphics({ label: 'terrain-hexes' });
  private flatSource: BufferImageSource | null = null;
  private chunks: Chunk[] = [];
  /** What the drawn textures were made for: map size, texels per square, background or not, terrain types. */
  private drawnShape = '';
  private drawnTypes: World['terrainTypes'] | null = null;
  private texelsPerCell = PATTERN_TEXELS_PER_CELL;
  /** The rows drawn last (immer keeps an unchanged row the same string), so a paint stroke redraws only its rows. */
  private drawnRows: readonly string[] = [];
  private patterns: TerrainPatterns = { pixels: [], water: [] };
  private patternIndex = new Map<string | undefined, number>();
  private hexTextures: Texture[] = [];

  constructor() {
    this.container.eventMode = 'none';
    this.container.addChild(this.flat, this.chunkLayer, this.hexes);
  }

  /** Pattern index per legend character, rebuilt when the terrain types or legend change. */
  private preparePatterns(world: World): void {
    const pixels: Uint8ClampedArray[] = [];
    const water: boolean[] = [];
    const byKey = new Map<string, number>();
    this.patternIndex = new Map();
    for (const [ch, typeId] of Object.entries(world.terrain.legend)) {
      const type = world.terrainTypes[typeId];
      const p = patternFor(type);
      const key = `${type ? terrainLook(type) : 'plain'}|${type?.colour ?? UNKNOWN_TERRAIN_CSS}`;
      let index = byKey.get(key);
      if (index === undefined) {
        byKey.set(key, (index = pixels.length));
        pixels.push(p.pixels);
        water.push(p.water);
      }
      this.patternIndex.set(ch, index);
    }
    const unknown = patternFor(undefined);
    this.patternIndex.set(undefined, pixels.length);
    pixels.push(unknown.pixels);
    water.push(false);
    this.patterns = { pixels, water };
  }

  private patternAtFn(world: World): (c: number, r: number) => number {
    const { widthCells: W, heightCells: H } = world.map;
    const rows = world.terrain.rows;
    const unknown = this.patternIndex.get(undefined) ?? 0;
    return (c, r) => {
      if (c < 0 || r < 0 || c >= W || r >= H) return -1;
      return this.patternIndex.get(rows[r]?.[c]) ?? unknown;
    };
  }

  /** `touchedIds` are row indexes as strings; without them every row is redrawn. */
  sync(world: World, touchedIds?: Iterable<string>): void {
    if (world.map.grid !== 'square') return this.syncHexes(world);
    this.hexes.visible = false;
    this.clearHexes();
    const { widthCells: W, heightCells: H } = world.map;
    const flat = world.map.background !== undefined;
    const tpc = texelsPerCellFor(W * H);
    const shape = `${W}x${H}|${tpc}|${flat}|${JSON.stringify(world.terrain.legend)}`;
    const rebuild = shape !== this.drawnShape || world.terrainTypes !== this.drawnTypes || !touchedIds;
    const touched = rebuild ? null : [...touchedIds].map(Number).filter((r) => r >= 0 && r < H);
    this.drawnShape = shape;
    this.drawnTypes = world.terrainTypes;
    this.texelsPerCell = tpc;
    this.drawnRows = world.terrain.rows;
    this.flat.visible = flat;
    this.chunkLayer.visible = !flat;
    if (flat) {
      this.destroyChunks();
      this.syncFlat(world, touched);
      return;
    }
    this.destroyFlat();
    if (rebuild) {
      this.preparePatterns(world);
      this.buildChunks(world);
    } else if (touched && touched.length > 0) {
      this.redrawRows(world, touched);
    }
  }

  private buildChunks(world: World): void {
    this.destroyChunks();
    const { widthCells: W, heightCells: H } = world.map;
    const tpc = this.texelsPerCell;
    const patternAt = this.patternAtFn(world);
    for (let r0 = 0; r0 < H; r0 += CHUNK_CELLS) {
      for (let c0 = 0; c0 < W; c0 += CHUNK_CELLS) {
        const cols = Math.min(CHUNK_CELLS, W - c0),
          rows = Math.min(CHUNK_CELLS, H - r0);
        const pixels = composeTerrain(patternAt, c0, r0, cols, rows, tpc, this.patterns);
        const source = new BufferImageSource({ resource: pixels, width: cols * tpc, height: rows * tpc, format: 'rgba8unorm', scaleMode: 'linear', autoGenerateMipmaps: true });
        const sprite = new Sprite({ texture: new Texture({ source }), x: c0 * PX_PER_INCH, y: r0 * PX_PER_INCH, cullable: true, label: `terrain-${c0},${r0}` });
        sprite.width = cols * PX_PER_INCH;
        sprite.height = rows * PX_PER_INCH;
        this.chunkLayer.addChild(sprite);
        this.chunks.push({ c0, r0, cols, rows, pixels, source, sprite });
      }
    }
  }

  /** Recomposes the touched rows and the rows next to them (their borders blend into both). */
  private redrawRows(world: World, touched: number[]): void {
    const H = world.map.heightCells;
    const rows = new Set<number>();
    for (const r of touched) for (const rr of [r - 1, r, r + 1]) if (rr >= 0 && rr < H) rows.add(rr);
    const tpc = this.texelsPerCell;
    const patternAt = this.patternAtFn(world);
    for (const chunk of this.chunks) {
      const mine = [...rows].filter((r) => r >= chunk.r0 && r < chunk.r0 + chunk.rows).sort((a, b) => a - b);
      if (mine.length === 0) continue;
      for (const r of mine) {
        const band = composeTerrain(patternAt, chunk.c0, r, chunk.cols, 1, tpc, this.patterns);
        chunk.pixels.set(band, (r - chunk.r0) * tpc * chunk.cols * tpc * 4);
      }
      chunk.source.update();
    }
  }

  private syncFlat(world: World, touched: number[] | null): void {
    const { widthCells: W, heightCells: H } = world.map;
    let source = this.flatSource;
    if (!source || source.width !== Math.max(1, W) || source.height !== Math.max(1, H) || !touched) {
      this.destroyFlat();
      const texels = new Uint8Array(Math.max(1, W * H) * 4);
      source = this.flatSource = new BufferImageSource({ resource: texels, width: Math.max(1, W), height: Math.max(1, H), format: 'rgba8unorm', scaleMode: 'nearest' });
      this.flat.texture = new Texture({ source });
      this.flat.width = W * PX_PER_INCH;
      this.flat.height = H * PX_PER_INCH;
      touched = [...Array(H).keys()];
    }
    const texels = source.resource as Uint8Array;
    const colourOf = new Map<string | undefined, number>();
    for (const r of touched) {
      for (let c = 0; c < W; c++) {
        const colour = this.colourAt(world, r, c, colourOf);
        const i = (r * W + c) * 4;
        texels[i] = (colour >> 16) & 0xff;
        texels[i + 1] = (colour >> 8) & 0xff;
        texels[i + 2] = colour & 0xff;
        texels[i + 3] = 255;
      }
    }
    source.update();
  }

  private colourAt(world: World, r: number, c: number, memo: Map<string | undefined, number>): number {
    const ch = world.terrain.rows[r]?.[c];
    let colour = memo.get(ch);
    if (colour === undefined) {
      const typeId = ch === undefined ? undefined : world.terrain.legend[ch];
      const type = typeId === undefined ? undefined : world.terrainTypes[typeId];
      colour = type ? hexColour(type.colour) : UNKNOWN_TERRAIN_COLOUR;
      memo.set(ch, colour);
    }
    return colour;
  }

  private syncHexes(world: World): void {
    this.flat.visible = false;
    this.chunkLayer.visible = false;
    this.destroyChunks();
    this.destroyFlat();
    this.drawnShape = '';
    this.hexes.visible = true;
    this.clearHexes();
    const g = this.hexes;
    const byType = new Map<string | undefined, { c: number; r: number }[]>();
    for (let r = 0; r < world.map.heightCells; r++) {
      for (let c = 0; c < world.map.widthCells; c++) {
        const ch = world.terrain.rows[r]?.[c];
        const typeId = ch === undefined ? undefined : world.terrain.legend[ch];
        let list = byType.get(typeId);
        if (!list) byType.set(typeId, (list = []));
        list.push({ c, r });
      }
    }
    // A pattern tile spans PATTERN_TEXELS / PATTERN_TEXELS_PER_CELL inches, as on square maps.
    const scale = PX_PER_INCH / PATTERN_TEXELS_PER_CELL;
    for (const [typeId, cells] of byType) {
      const type = typeId === undefined ? undefined : world.terrainTypes[typeId];
      const { pixels } = patternFor(type);
      const source = new BufferImageSource({ resource: pixels, width: PATTERN_TEXELS, height: PATTERN_TEXELS, format: 'rgba8unorm', scaleMode: 'linear', addressMode: 'repeat' });
      const texture = new Texture({ source });
      this.hexTextures.push(texture);
      const pattern = new FillPattern(texture, 'repeat');
      pattern.setTransform(new Matrix().scale(scale, scale));
      for (const cell of cells) g.poly(cellPolygonPx(world.map.grid, cell));
      g.fill(pattern);
    }
  }

  /** Row indexes (as strings, for sync) whose text differs from what was drawn. */
  changedRows(world: World): string[] {
    const out: string[] = [];
    const rows = world.terrain.rows;
    if (rows === this.drawnRows) return out;
    for (let r = 0; r < rows.length; r++) if (rows[r] !== this.drawnRows[r]) out.push(String(r));
    return out;
  }

  private clearHexes(): void {
    this.hexes.clear();
    for (const t of this.hexTextures) t.destroy(true);
    this.hexTextures = [];
  }

  private destroyChunks(): void {
    for (const chunk of this.chunks) {
      chunk.sprite.destroy();
      chunk.source.destroy();
    }
    this.chunks = [];
    this.chunkLayer.removeChildren();
  }

  private destroyFlat(): void {
    if (!this.flatSource) return;
    const old = this.flat.texture;
    this.flat.texture = Texture.EMPTY;
    old.destroy(true);
    this.flatSource = null;
  }

  destroy(): void {
    this.destroyChunks();
    this.clearHexes();
    this.destroyFlat();
    this.container.destroy({ children: true });
  }
}
