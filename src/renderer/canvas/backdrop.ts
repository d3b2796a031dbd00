// The static layers (terrain, grid, objects, walls) baked into one screen-
// sized texture (issue 6 frame time). On a 200×200 map with 10 000 walls,
// drawing those layers is most of a frame under software WebGL; they change
// only on an edit, so the camera pans over a picture of them and they are
// re-drawn only when the view leaves the baked area, the zoom changes or a
// change set touched one of them.
import { Container, Culler, type Renderer, RenderTexture, Sprite, Texture } from 'pixi.js';

/** Extra screen pixels baked on each side of the view, so small pans need no re-bake. */
export const BAKE_MARGIN_SCREEN_PX = 320;

/** The part of the camera the backdrop reads (pixi-viewport satisfies it). */
export interface BackdropCamera {
  readonly scale: { x: number };
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly screenWidth: number;
  readonly screenHeight: number;
}

export class Backdrop {
  /** Put the static layers in here; it is never on the stage itself. */
  readonly content = new Container({ label: 'static-layers' });
  /** Goes into the camera under everything else: shows the baked texture. */
  readonly sprite = new Sprite({ label: 'backdrop' });
  private readonly root = new Container({ label: 'static-root' });
  private target: RenderTexture | null = null;
  private dirty = true;
  private baked = { scale: 0, x0: 0, y0: 0, x1: 0, y1: 0 };
  /** Bakes done so far (the frame bench reports it). */
  bakes = 0;

  constructor(private readonly background: number) {
    this.root.addChild(this.content);
    this.sprite.eventMode = 'none';
    this.content.eventMode = 'none';
  }

  /** A static layer changed: bake again before the next frame. */
  invalidate(): void {
    this.dirty = true;
  }

  /** Bakes when needed; returns true when it did (the stage must be drawn again). */
  update(renderer: Renderer, camera: BackdropCamera): boolean {
    const s = camera.scale.x;
    const b = this.baked;
    const inside = camera.left >= b.x0 && camera.top >= b.y0 && camera.right <= b.x1 && camera.bottom <= b.y1;
    if (!this.dirty && s === b.scale && inside) return false;
    this.bake(renderer, camera);
    return true;
  }

  private bake(renderer: Renderer, camera: BackdropCamera): void {
    const s = camera.scale.x;
    const m = BAKE_MARGIN_SCREEN_PX;
    const widthPx = Math.ceil(camera.screenWidth) + 2 * m;
    const heightPx = Math.ceil(camera.screenHeight) + 2 * m;
    // The texture's pixel grid lines up with the screen's at bake time, so
    // panning by whole screen pixels shows it unfiltered.
    const x0 = camera.left - m / s;
    const y0 = camera.top - m / s;
    const resolution = renderer.resolution;
    if (!this.target || this.target.width !== widthPx || this.target.height !== heightPx || this.target.source.resolution !== resolution) {
      this.target?.destroy(true);
      this.target = RenderTexture.create({ width: widthPx, height: heightPx, resolution, antialias: true, scaleMode: 'nearest' });
    }
    this.content.scale.set(s);
    this.content.position.set(-x0 * s, -y0 * s);
    // Only what falls inside the texture is drawn (walls are chunked, objects are cullable).
    Culler.shared.cull(this.root, { x: 0, y: 0, width: widthPx, height: heightPx }, false);
    renderer.render({ container: this.root, target: this.target, clear: true, clearColor: this.background });
    this.sprite.texture = this.target;
    this.sprite.position.set(x0, y0);
    this.sprite.scale.set(1 / s);
    this.baked = { scale: s, x0, y0, x1: x0 + widthPx / s, y1: y0 + heightPx / s };
    this.dirty = false;
    this.bakes++;
  }

  destroy(): void {
    this.sprite.texture = Texture.EMPTY;
    this.target?.destroy(true);
    this.root.destroy({ children: true });
    this.sprite.destroy();
  }
}
