// Cover objects, each drawn as what it is (objectArt); high ones (G-COV-1)
// cast a shadow so the difference from low ones is visible.
import { Container } from 'pixi.js';
import type { World } from '../../../core/model/schema';
import { drawObjectArt } from './objectArt';
import { idsToSync, type Layer } from './layer';

export class ObjectLayer implements Layer {
  readonly container = new Container({ label: 'objects', eventMode: 'none' });
  private readonly views = new Map<string, Container>();

  sync(world: World, touchedIds?: Iterable<string>): void {
    for (const id of idsToSync(world.objects, this.views, touchedIds)) {
      const object = world.objects[id];
      let view = this.views.get(id);
      if (!object) {
        view?.destroy({ children: true });
        this.views.delete(id);
        continue;
      }
      if (!view) {
        view = new Container({ label: `object-${id}`, cullable: true });
        this.views.set(id, view);
        this.container.addChild(view);
      }
      // The icon textures are shared (objectArt's cache): destroy the sprites, not their textures.
      for (const child of view.removeChildren()) child.destroy();
      drawObjectArt(view, object);
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
