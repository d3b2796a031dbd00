// Cover objects, each drawn as what it is (objectArt); high ones (G-COV-1)
// cast a shadow so the difference from low ones is visible.
import { Container, Graphics } from 'pixi.js';
import type { MapObject, World } from '../../../core/model/schema';
import { drawObjectArt } from './objectArt';
import { idsToSync, type Layer } from './layer';

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
  drawObjectArt(g, object);
}
