// The static layers (terrain, grid, objects, walls) drawn on a canvas of
// their own under the map canvas (issue 6 frame time). On a 200×200 map with
// 10 000 walls those layers are most of the drawing; they change only on an
// edit, so they are drawn once for the view plus a margin, and panning just
// slides that canvas (a CSS transform: the browser's compositor moves it, no
// WebGL work at all). They are drawn again only when the view leaves the
// drawn area, the zoom changes or a change set touched one of them.
//
// Measured under SwiftShader: even one full-screen textured quad per frame
// (the same layers baked into a texture and drawn on the map canvas) cost
// more than the target frame time, which is why this is a separate canvas.
import { Application, Container, Culler } from 'pixi.js';

/** Extra screen pixels drawn on each side of the view, so small pans need no re-draw. */
export const BAKE_MARGIN_SCREEN_PX = 320;

/** The part of the camera the backdrop reads (pixi-viewport satisfies it). */
export interface BackdropCamera {
  readonly scale: { x: number };
  readonly position: { x: number; y: number };
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly screenWidth: number;
  readonly screenHeight: number;
}

export class Backdrop {
  /** Put the static layers in here. */
  readonly content = new Container({ label: 'static-layers' });
  private readonly root = new Container({ label: 'static-root' });
  private dirty = true;
  private baked = { scale: 0, x0: 0, y0: 0, x1: 0, y1: 0 };
  private shownAt = '';
  private mapWidthPx = 0;
  private mapHeightPx = 0;
  /** Bakes done so far (the frame bench reports it). */
  bakes = 0;

  private constructor(private readonly app: Application) {
    this.root.addChild(this.content);
    this.root.eventMode = 'none';
    const style = app.canvas.style;
    style.position = 'absolute';
    style.left = '0';
    style.top = '0';
    style.pointerEvents = 'none';
    style.transformOrigin = '0 0';
    app.canvas.classList.add('map-backdrop');
  }

  /** Creates the backdrop canvas as the first child of `host` (under the map canvas). */
  static async create(host: HTMLElement, background: number): Promise<Backdrop> {
    const app = new Application();
    await app.init({
      preference: 'webgl',
      width: 1,
      height: 1,
      background,
      antialias: true,
      autoDensity: true,
      autoStart: false,
      resolution: window.devicePixelRatio || 1,
    });
    host.insertBefore(app.canvas, host.firstChild);
    // Around the canvas (beyond its margin) the host shows: same colour, so a pan never shows a seam.
    host.style.backgroundColor = `#${background.toString(16).padStart(6, '0')}`;
    return new Backdrop(app);
  }

  /** A static layer changed: draw again before the next frame. */
  invalidate(): void {
    this.dirty = true;
  }

  /** The map's extent in world pixels: outside it there is only background, which needs no drawing. */
  setMapSize(widthPx: number, heightPx: number): void {
    if (widthPx === this.mapWidthPx && heightPx === this.mapHeightPx) return;
    this.mapWidthPx = widthPx;
    this.mapHeightPx = heightPx;
    this.dirty = true;
  }

  /** Draws when needed and keeps the canvas under the camera; returns true when it drew. */
  update(camera: BackdropCamera): boolean {
    const s = camera.scale.x;
    const b = this.baked;
    // Only the part of the view on the map must lie in the drawn area; the
    // page around the canvas has the background colour. So with the whole
    // map in view, panning never draws again.
    const left = Math.max(camera.left, 0), top = Math.max(camera.top, 0);
    const right = Math.min(camera.right, this.mapWidthPx), bottom = Math.min(camera.bottom, this.mapHeightPx);
    const inside = right <= left || bottom <= top || (left >= b.x0 && top >= b.y0 && right <= b.x1 && bottom <= b.y1);
    const drew = this.dirty || s !== b.scale || !inside;
    if (drew) this.bake(camera);
    // Whole screen pixels: a fractional offset would make the compositor resample (blur).
    const x = Math.round(this.baked.x0 * s + camera.position.x);
    const y = Math.round(this.baked.y0 * s + camera.position.y);
    const at = `${x},${y}`;
    if (at !== this.shownAt) {
      this.shownAt = at;
      this.app.canvas.style.transform = `translate(${x}px, ${y}px)`;
    }
    return drew;
  }

  private bake(camera: BackdropCamera): void {
    const s = camera.scale.x;
    const m = BAKE_MARGIN_SCREEN_PX;
    const widthPx = Math.ceil(camera.screenWidth) + 2 * m;
    const heightPx = Math.ceil(camera.screenHeight) + 2 * m;
    const x0 = camera.left - m / s;
    const y0 = camera.top - m / s;
    const renderer = this.app.renderer;
    if (renderer.screen.width !== widthPx || renderer.screen.height !== heightPx) renderer.resize(widthPx, heightPx);
    this.content.scale.set(s);
    this.content.position.set(-x0 * s, -y0 * s);
    // Only what falls inside the canvas is drawn (walls are chunked, objects are cullable).
    Culler.shared.cull(this.root, { x: 0, y: 0, width: widthPx, height: heightPx }, false);
    renderer.render({ container: this.root });
    this.baked = { scale: s, x0, y0, x1: x0 + widthPx / s, y1: y0 + heightPx / s };
    this.dirty = false;
    this.bakes++;
  }

  destroy(): void {
    this.root.destroy({ children: true });
    this.app.destroy(true, { children: true });
  }
}
