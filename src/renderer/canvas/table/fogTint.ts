// The players' fog as a light tint over the GM's own map (issue 7). MapCanvas
// can add `container` above its figure layer and call `show` with the fog of
// the latest table projection (or null to hide it).
import { Graphics } from 'pixi.js';
import type { TableFog } from '../../../shared/table';
import { drawFog, GM_FOG_TINT_LOOK } from './fogLayer';

export class FogTint {
  readonly container = new Graphics({ label: 'players-fog-tint' });

  show(fog: TableFog | null): void {
    if (!fog) {
      this.container.clear();
      this.container.visible = false;
      return;
    }
    this.container.visible = true;
    drawFog(this.container, fog, GM_FOG_TINT_LOOK);
  }

  destroy(): void {
    this.container.destroy();
  }
}
