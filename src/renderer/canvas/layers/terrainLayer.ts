// Terrain is drawn one Graphics per map row, each row as runs of equal
// terrain, so a paint stroke redraws only the rows it touched.
import { Container, Graphics } from 'pixi.js';
import type { World } from '../../../core/model/schema';
import { PX_PER_INCH, hexColour } from '../units';
import type { Layer } from './layer';

const UNKNOWN_TERRAIN_COLOUR = 0xff00ff;

export class TerrainLayer implements Layer {
  readonly container = new Container({ label: 'terrain' });
  private readonly rows = new Map<number, Graphics>();

  /** `touchedIds` are row indexes as strings. */
  sync(world: World, touchedIds?: Iterable<string>): void {
    const height = world.map.heightCells;
    const rowsToDraw = touchedIds ? [...touchedIds].map(Number) : [...new Set([...Array(height).keys(), ...this.rows.keys()])];
    for (const r of rowsToDraw) {
      if (r >= height) {
        this.rows.get(r)?.destroy();
        this.rows.delete(r);
        continue;
      }
      let g = this.rows.get(r);
      if (!g) {
        g = new Graphics({ label: `terrain-row-${r}`, cullable: true });
        this.rows.set(r, g);
        this.container.addChild(g);
      }
      this.drawRow(g.clear(), world, r);
    }
  }

  private drawRow(g: Graphics, world: World, r: number): void {
    const row = world.terrain.rows[r] ?? '';
    const width = world.map.widthCells;
    let start = 0;
    while (start < width) {
      const ch = row[start];
      let end = start + 1;
      while (end < width && row[end] === ch) end++;
      const typeId = ch === undefined ? undefined : world.terrain.legend[ch];
      const type = typeId === undefined ? undefined : world.terrainTypes[typeId];
      const colour = type ? hexColour(type.colour) : UNKNOWN_TERRAIN_COLOUR;
      g.rect(start * PX_PER_INCH, r * PX_PER_INCH, (end - start) * PX_PER_INCH, PX_PER_INCH).fill(colour);
      start = end;
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
