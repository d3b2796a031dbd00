// Cover objects: low ones (barrels, crates) light with an outline, high ones
// (wagons, rocks) dark, so the G-COV-1 difference is visible.
import { Container, Graphics } from 'pixi.js';
import type { MapObject, World } from '../../../core/model/schema';
import { PX_PER_INCH } from '../units';
import { idsToSync, type Layer } from './layer';

const LOW_FILL = 0x8a5a2e;
const HIGH_FILL = 0x4a3b2c;
const OUTLINE = 0x1e1b18;

export class ObjectLayer implements Layer {
  readonly container = new Container({ label: 'objects', eventMode: 'none' });
  private readonly views = new Map<string, Graphics>();

  sync(world: World, touchedIds?: Iterable<string>): void {
    for (const id of idsToSync(world.objects, this.views, touchedIds)) {
      const object = world.objects[id];
      let g = this.views.get(id);
      if (!object) {
        g?.destroy();
        this.views.delete(id);
        continue;
      }
      if (!g) {
        g = new Graphics({ label: `object-${id}`, cullable: true });
        this.views.set(id, g);
        this.container.addChild(g);
      }
      drawObject(g.clear(), object);
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}

function drawObject(g: Graphics, object: MapObject): void {
  const shape = object.shape;
  if (shape.kind === 'circle') {
    g.circle(shape.center.x * PX_PER_INCH, shape.center.y * PX_PER_INCH, shape.radiusInches * PX_PER_INCH);
  } else {
    g.poly(shape.points.flatMap((p) => [p.x * PX_PER_INCH, p.y * PX_PER_INCH]));
  }
  g.fill(object.height === 'high' ? HIGH_FILL : LOW_FILL).stroke({ width: 3, color: OUTLINE });
}
