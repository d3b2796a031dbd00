// The map's background image (map.background, e.g. a Universal VTT map's
// picture) under the grid and walls. Only data: URLs are drawn: a relative
// path names a file next to the scenario, which the renderer cannot read.
import { Container, Sprite, Texture } from 'pixi.js';
import type { World } from '../../../core/model/schema';
import { PX_PER_INCH } from '../units';

export class BackgroundLayer {
  readonly container = new Container({ label: 'background-image', eventMode: 'none' });
  private readonly sprite = new Sprite({ label: 'background-sprite' });
  private src: string | null = null;
  private loading = 0;

  constructor(
    /** Told when a new image finished loading (the static layers are baked again). */
    private readonly onLoaded: () => void,
  ) {
    this.container.addChild(this.sprite);
    this.sprite.visible = false;
  }

  sync(world: World): void {
    const bg = world.map.background;
    const src = bg && bg.src.startsWith('data:image/') ? bg.src : null;
    if (!bg || !src) {
      this.sprite.visible = false;
      this.src = null;
      return;
    }
    this.sprite.position.set(bg.originInches.x * PX_PER_INCH, bg.originInches.y * PX_PER_INCH);
    if (src === this.src) {
      this.place(bg.widthInches, bg.heightInches);
      return;
    }
    this.src = src;
    const ticket = ++this.loading;
    const img = new Image();
    img.src = src;
    img.decode().then(
      () => {
        if (ticket !== this.loading) return;
        const old = this.sprite.texture;
        this.sprite.texture = Texture.from(img);
        if (old && old !== Texture.EMPTY) old.destroy(true);
        this.sprite.visible = true;
        this.place(bg.widthInches, bg.heightInches);
        this.onLoaded();
      },
      (err: unknown) => console.warn('background image:', err),
    );
  }

  private place(widthInches: number, heightInches: number): void {
    this.sprite.width = widthInches * PX_PER_INCH;
    this.sprite.height = heightInches * PX_PER_INCH;
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
