// Terrain as ONE texture with one texel per square, scaled up with nearest
// filtering (issue 6 frame time): a 200×200 map is one quad, not thousands
// of rectangles. A paint stroke rewrites only the touched rows' texels.
// Hex maps cannot be one texel per cell: their hexes are polygons in one
// Graphics, one fill per terrain colour.
import { BufferImageSource, Container, Graphics, Sprite, Texture } from 'pixi.js';
import type { World } from '../../../core/model/schema';
import { cellPolygonPx } from '../cells';
import { PX_PER_INCH, hexColour } from '../units';
import type { Layer } from './layer';

const UNKNOWN_TERRAIN_COLOUR = 0xff00ff;

export class TerrainLayer implements Layer {
  readonly container = new Container({ label: 'terrain' });
  private readonly sprite = new Sprite({ label: 'terrain-texels' });
  private readonly hexes = new Graphics({ label: 'terrain-hexes' });
  private source: BufferImageSource | null = null;
  private texels = new Uint8Array(0);
  private widthCells = 0;
  private heightCells = 0;
  /** The rows drawn last (immer keeps an unchanged row the same string), so a paint stroke redraws only its rows. */
  private drawnRows: readonly string[] = [];

  constructor() {
    this.container.eventMode = 'none';
    this.container.addChild(this.sprite, this.hexes);
  }

  private syncHexes(world: World): void {
    this.sprite.visible = false;
    this.hexes.visible = true;
    const g = this.hexes.clear();
    const byColour = new Map<number, { c: number; r: number }[]>();
    const memo = new Map<string | undefined, number>();
    for (let r = 0; r < world.map.heightCells; r++) {
      for (let c = 0; c < world.map.widthCells; c++) {
        const colour = this.colourAt(world, r, c, memo);
        let list = byColour.get(colour);
        if (!list) byColour.set(colour, (list = []));
        list.push({ c, r });
      }
    }
    for (const [colour, cells] of byColour) {
      for (const cell of cells) g.poly(cellPolygonPx(world.map.grid, cell));
      g.fill(colour);
    }
    // Forget the square texture so going back to squares rebuilds it.
    this.widthCells = this.heightCells = 0;
    this.source = null;
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

  /** `touchedIds` are row indexes as strings; without them every row is redrawn. */
  sync(world: World, touchedIds?: Iterable<string>): void {
    if (world.map.grid !== 'square') return this.syncHexes(world);
    this.sprite.visible = true;
    this.hexes.visible = false;
    this.hexes.clear();
    const { widthCells: W, heightCells: H } = world.map;
    const resized = W !== this.widthCells || H !== this.heightCells || !this.source;
    if (resized) {
      this.widthCells = W;
      this.heightCells = H;
      this.texels = new Uint8Array(Math.max(1, W * H) * 4);
    }
    const rows = resized || !touchedIds ? [...Array(H).keys()] : [...touchedIds].map(Number).filter((r) => r >= 0 && r < H);
    for (const r of rows) this.writeRow(world, r);
    this.drawnRows = world.terrain.rows;
    if (resized) {
      const old = this.sprite.texture;
      this.source = new BufferImageSource({ resource: this.texels, width: Math.max(1, W), height: Math.max(1, H), format: 'rgba8unorm', scaleMode: 'nearest' });
      this.sprite.texture = new Texture({ source: this.source });
      this.sprite.width = W * PX_PER_INCH;
      this.sprite.height = H * PX_PER_INCH;
      if (old && old !== Texture.EMPTY) old.destroy(true);
    } else {
      this.source?.update();
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

  private writeRow(world: World, r: number): void {
    const W = this.widthCells;
    const colourOf = new Map<string | undefined, number>();
    for (let c = 0; c < W; c++) {
      const colour = this.colourAt(world, r, c, colourOf);
      const i = (r * W + c) * 4;
      this.texels[i] = (colour >> 16) & 0xff;
      this.texels[i + 1] = (colour >> 8) & 0xff;
      this.texels[i + 2] = colour & 0xff;
      this.texels[i + 3] = 255;
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
