// Portable items lying on the map (G-WIN-7): a small gold square with the
// item's name, a darker one for a heavy item, a key drawn as a ring.
// Carried items are not drawn here but as a badge on their figure's token.
// Items change only with item events, so the layer redraws when the items
// record is a new object (immer shares it otherwise).
import { Container, Graphics, Text } from 'pixi.js';
import type { World } from '../../../core/model/schema';
import { cellCentrePx } from '../cells';
import { PX_PER_INCH } from '../units';
import type { Layer } from './layer';

const ITEM_COLOUR = 0xe0b040;
const HEAVY_COLOUR = 0x8a5a1e;
const OUTLINE = 0x101010;

export class ItemLayer implements Layer {
  readonly container = new Container({ label: 'items', eventMode: 'none' });
  private drawn: World['items'] | null = null;

  sync(world: World): void {
    if (this.drawn === world.items) return;
    this.drawn = world.items;
    for (const child of this.container.removeChildren()) child.destroy();
    for (const item of Object.values(world.items ?? {})) {
      if (!item.cell || item.carriedBy) continue;
      const at = cellCentrePx(world.map.grid, item.cell);
      const g = new Graphics({ label: `item-${item.id}` });
      const half = 0.22 * PX_PER_INCH;
      if (item.unlocks.length)
        g.circle(at.x, at.y, half * 0.8)
          .stroke({ width: 5, color: ITEM_COLOUR })
          .circle(at.x, at.y, half * 0.8 + 2.5)
          .stroke({ width: 1.5, color: OUTLINE });
      else
        g.rect(at.x - half, at.y - half * 0.75, 2 * half, 1.5 * half)
          .fill(item.heavy ? HEAVY_COLOUR : ITEM_COLOUR)
          .stroke({ width: 2, color: OUTLINE });
      this.container.addChild(g);
      const label = new Text({
        text: item.name,
        resolution: 2,
        style: { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 'bold', fontSize: 0.22 * PX_PER_INCH, fill: 0xffffff, stroke: { color: OUTLINE, width: 3 } },
      });
      label.anchor.set(0.5, 0);
      label.position.set(at.x, at.y + half);
      label.label = `item-label-${item.id}`;
      this.container.addChild(label);
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
