// Terrain as ONE texture with one texel per square, scaled up with nearest
// filtering (issue 6 frame time): a 200×200 map is one quad, not thousands
// of rectangles. A paint stroke rewrites only the touched rows' texels.
import { BufferImageSource, Container, Sprite, Texture } from 'pixi.js';
import type { World } from '../../../core/model/schema';
import { PX_PER_INCH, hexColour } from '../units';
import type { Layer } from './layer';

const UNKNOWN_TERRAIN_COLOUR = 0xff00ff;

export class TerrainLayer implements Layer {
  readonly container = new Container({ label: 'terrain' });
  private readonly sprite = new Sprite({ label: 'terrain-texels' });
  private source: BufferImageSource | null = null;
  private texels = new Uint8Array(0);
  private widthCells = 0;
  private heightCells = 0;

  constructor() {
    this.container.eventMode = 'none';
    this.container.addChild(this.sprite);
  }

  /** `touchedIds` are row indexes as strings; without them every row is redrawn. */
  sync(world: World, touchedIds?: Iterable<string>): void {
    const { widthCells: W, heightCells: H } = world.map;
    const resized = W !== this.widthCells || H !== this.heightCells || !this.source;
    if (resized) {
      this.widthCells = W;
      this.heightCells = H;
      this.texels = new Uint8Array(Math.max(1, W * H) * 4);
    }
    const rows = resized || !touchedIds ? [...Array(H).keys()] : [...touchedIds].map(Number).filter((r) => r >= 0 && r < H);
    for (const r of rows) this.writeRow(world, r);
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

  private writeRow(world: World, r: number): void {
    const row = world.terrain.rows[r] ?? '';
    const W = this.widthCells;
    const colourOf = new Map<string | undefined, number>();
    for (let c = 0; c < W; c++) {
      const ch = row[c];
      let colour = colourOf.get(ch);
      if (colour === undefined) {
        const typeId = ch === undefined ? undefined : world.terrain.legend[ch];
        const type = typeId === undefined ? undefined : world.terrainTypes[typeId];
        colour = type ? hexColour(type.colour) : UNKNOWN_TERRAIN_COLOUR;
        colourOf.set(ch, colour);
      }
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
