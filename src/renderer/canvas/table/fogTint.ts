// The players' fog as a light tint over the GM's own map (issue 7). MapCanvas
// can add `container` above its figure layer and call `show` with the fog of
// the latest table projection (or null to hide it).
// MapCanvas tells it the map's grid (setGrid) so hex maps get hex fog.
import { Graphics } from 'pixi.js';
import type { GridKind } from '../../../core/model/schema';
import type { TableFog } from '../../../shared/table';
import { wakeFrames } from '../frames';
import { drawFog, GM_FOG_TINT_LOOK } from './fogLayer';

export class FogTint {
  readonly container = new Graphics({ label: 'players-fog-tint' });
  private grid: GridKind = 'square';
  private fog: TableFog | null = null;

  setGrid(grid: GridKind): void {
    if (grid === this.grid) return;
    this.grid = grid;
    if (this.fog) this.show(this.fog);
  }

  show(fog: TableFog | null): void {
    wakeFrames();
    this.fog = fog;
    if (!fog) {
      this.container.clear();
      this.container.visible = false;
      return;
    }
    this.container.visible = true;
    drawFog(this.container, fog, GM_FOG_TINT_LOOK, this.grid);
  }

  destroy(): void {
    this.container.destroy();
  }
}
