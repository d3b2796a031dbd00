// The static layers (terrain, grid, objects, walls) drawn on a canvas of
// their own under the map canvas (issue 6 frame time). On a 200×200 map with
// 10 000 walls those layers are most of the drawing; they change only on an
// edit, so they are drawn once for the view plus a margin, and panning just
// slides that canvas (a CSS transform: the browser's compositor moves it, no
// WebGL work at all). When a pan leaves the drawn area the picture is
// scrolled and only the newly exposed strips are drawn; all of it is drawn
// again only when the zoom changes or a change set touched a static layer.
//
// Measured under SwiftShader: even one full-screen textured quad per frame
// (the same layers baked into a texture and drawn on the map canvas) cost
// more than the target frame time, which is why this is a separate canvas.
//
// A transparent backdrop holds semi-static layers over the static ones (the
// reach shading, issue 16 zoomed-in pan): it changes only when they do, is
// drawn only in the tiles its content meets, and is hidden while empty.
import { Application, Container, Culler } from 'pixi.js';
import { type AxisSpan, axisShiftPx, spanUnion } from './backdropScroll';
import { PX_PER_INCH } from './units';

/** Extra screen pixels drawn on each side of the view, so small pans need no drawing. */
export const BAKE_MARGIN_SCREEN_PX = 320;

/**
 * WebGL draws the picture in tiles of this many CSS pixels square: resizing
 * a WebGL canvas cost ~150 ms under SwiftShader, so its size never changes.
 */
const TILE_PX = 512;

/**
 * The off-screen renderer takes no input. Pixi's event system listens to
 * pointer moves on the whole document for every application, and mapped each
 * one through this renderer's scene too (part of the slowest hover moves,
 * issue 16): with these off its handlers return at once.
 */
export const BACKDROP_EVENT_FEATURES = { move: false, globalMove: false, click: false, wheel: false } as const;

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

export interface BackdropOptions {
  /** Draws over what lies under it (clears to transparent) instead of on the background colour. */
  transparent?: boolean;
}

export class Backdrop {
  /** Put the static layers in here. */
  readonly content = new Container({ label: 'static-layers' });
  private readonly root = new Container({ label: 'static-root' });
  /** The picture on screen: a 2D canvas the WebGL drawings are copied into. */
  private readonly picture = document.createElement('canvas');
  private readonly ctx: CanvasRenderingContext2D;
  private dirty = true;
  /** World rectangle the picture shows, its scale, and its size in CSS pixels. */
  private baked = { scale: 0, x0: 0, y0: 0, widthPx: 0, heightPx: 0 };
  private shownAt = '';
  /** Where the view (its part on the map) has been since the picture last moved, axis by axis (backdropScroll.ts). */
  private visited: { x: AxisSpan; y: AxisSpan } | null = null;
  private mapWidthPx = 0;
  private mapHeightPx = 0;
  /** Full drawings and strip drawings so far (the frame bench reports them). */
  bakes = 0;
  /** WebGL tiles drawn and copied in so far (the rest were left clear or filled with the background). */
  tiles = 0;
  strips = 0;
  /** Time spent drawing (main thread, ms): whole pictures and scroll strips. */
  bakeMs = 0;
  stripMs = 0;

  private constructor(
    private readonly app: Application,
    /** False for a backdrop drawn with another's renderer: that one destroys it. */
    private readonly ownsApp: boolean,
    private readonly transparent: boolean,
    private readonly backgroundCss: string,
    private readonly clearColor: [number, number, number, number],
  ) {
    this.root.addChild(this.content);
    this.root.eventMode = 'none';
    const ctx = this.picture.getContext('2d', { alpha: transparent });
    if (!ctx) throw new Error('map backdrop: no 2D canvas context');
    this.ctx = ctx;
    const style = this.picture.style;
    style.position = 'absolute';
    style.left = '0';
    style.top = '0';
    style.pointerEvents = 'none';
    style.transformOrigin = '0 0';
    this.picture.classList.add('map-backdrop');
  }

  /**
   * Creates the backdrop canvas as the first child of `host` (under the map
   * canvas), or a transparent one right after `above`'s picture, drawn with
   * `above`'s off-screen renderer: one WebGL context for both, so the shaders
   * are compiled and SwiftShader's draw routines built once per page (about a
   * second of the first drawing, issue 17 item 14).
   */
  static async create(host: HTMLElement, background: number, options: BackdropOptions & { above?: Backdrop } = {}): Promise<Backdrop> {
    const transparent = options.transparent ?? false;
    let app = options.above?.app;
    if (!app) {
      // Draws off screen; its drawings are copied into the picture.
      app = new Application();
      await app.init({
        preference: 'webgl',
        width: TILE_PX,
        height: TILE_PX,
        // A context with alpha, so a transparent backdrop can share it; each backdrop clears with its own colour (drawRect).
        background: 0x000000,
        backgroundAlpha: 0,
        antialias: true,
        autoDensity: false,
        autoStart: false,
        resolution: window.devicePixelRatio || 1,
        eventFeatures: { ...BACKDROP_EVENT_FEATURES },
      });
    }
    const backgroundCss = `#${background.toString(16).padStart(6, '0')}`;
    // Transparent clears to (0,0,0,0): a colour with no alpha is not premultiplied, and copied in it would add its colour.
    const clearColor: [number, number, number, number] = transparent ? [0, 0, 0, 0] : [((background >> 16) & 0xff) / 255, ((background >> 8) & 0xff) / 255, (background & 0xff) / 255, 1];
    const backdrop = new Backdrop(app, !options.above, transparent, backgroundCss, clearColor);
    host.insertBefore(backdrop.picture, options.above ? options.above.picture.nextSibling : host.firstChild);
    // Around the picture (beyond its margin) the host shows: same colour, so a pan never shows a seam.
    if (!transparent) host.style.backgroundColor = backgroundCss;
    return backdrop;
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

  /** Draws when needed and keeps the picture under the camera; returns true when it drew. */
  update(camera: BackdropCamera): boolean {
    if (this.transparent && !this.content.children.some((c) => c.visible)) {
      // Nothing to show: no drawing, no scrolling, no layer for the compositor; drawn afresh when content shows again.
      if (this.picture.style.display !== 'none') this.picture.style.display = 'none';
      this.dirty = true;
      return false;
    }
    if (this.picture.style.display === 'none') this.picture.style.display = '';
    const s = camera.scale.x;
    const b = this.baked;
    const want = pictureRect(camera, this.mapWidthPx, this.mapHeightPx);
    const { widthPx, heightPx } = want;
    // Only the part of the view on the map must lie in the drawn area; the
    // host around the picture has the background colour. So with the whole
    // map in view, panning never draws again.
    const left = Math.max(camera.left, 0),
      top = Math.max(camera.top, 0);
    const right = Math.min(camera.right, this.mapWidthPx),
      bottom = Math.min(camera.bottom, this.mapHeightPx);
    const inside = right <= left || bottom <= top || (left >= b.x0 && top >= b.y0 && right <= b.x0 + b.widthPx / s && bottom <= b.y0 + b.heightPx / s);
    const need = right > left && bottom > top ? { x: { lo: left, hi: right }, y: { lo: top, hi: bottom } } : null;
    let drew = false;
    const t0 = performance.now();
    if (this.dirty || s !== b.scale || widthPx !== b.widthPx || heightPx !== b.heightPx) {
      this.drawAll(s, want.x0, want.y0, widthPx, heightPx);
      this.visited = need;
      this.bakeMs += performance.now() - t0;
      drew = true;
    } else if (need && !inside) {
      // Placed to cover where the view has been as well as where it is (backdropScroll.ts): a pan to and fro scrolls once.
      const vx = this.visited ? spanUnion(this.visited.x, need.x) : need.x;
      const vy = this.visited ? spanUnion(this.visited.y, need.y) : need.y;
      const dx = axisShiftPx(b.x0, b.widthPx / s, need.x, vx, s);
      const dy = axisShiftPx(b.y0, b.heightPx / s, need.y, vy, s);
      if (Math.abs(dx) >= widthPx / 2 || Math.abs(dy) >= heightPx / 2) {
        this.drawAll(s, want.x0, want.y0, widthPx, heightPx);
        this.visited = need;
      } else {
        this.scroll(dx, dy);
        this.visited = { x: dx ? need.x : vx, y: dy ? need.y : vy };
      }
      this.stripMs += performance.now() - t0;
      drew = true;
    } else if (need) this.visited = this.visited ? { x: spanUnion(this.visited.x, need.x), y: spanUnion(this.visited.y, need.y) } : need;
    // Whole screen pixels: a fractional offset would make the compositor resample (blur).
    const x = Math.round(this.baked.x0 * s + camera.position.x);
    const y = Math.round(this.baked.y0 * s + camera.position.y);
    const at = `${x},${y}`;
    if (drew || at !== this.shownAt) {
      this.shownAt = at;
      this.picture.style.transform = `translate(${x}px, ${y}px)`;
    }
    return drew;
  }

  private drawAll(scale: number, x0: number, y0: number, widthPx: number, heightPx: number): void {
    const res = this.app.renderer.resolution;
    if (this.picture.width !== Math.round(widthPx * res) || this.picture.height !== Math.round(heightPx * res)) {
      this.picture.width = Math.round(widthPx * res);
      this.picture.height = Math.round(heightPx * res);
      this.picture.style.width = `${widthPx}px`;
      this.picture.style.height = `${heightPx}px`;
    }
    this.baked = { scale, x0, y0, widthPx, heightPx };
    this.drawRect(0, 0, widthPx, heightPx);
    this.dirty = false;
    this.bakes++;
  }

  /** Moves the picture's origin by (dx, dy) screen pixels: shifts what is drawn, draws the exposed strips. */
  private scroll(dx: number, dy: number): void {
    const b = this.baked;
    const res = this.app.renderer.resolution;
    this.ctx.globalCompositeOperation = 'copy';
    this.ctx.drawImage(this.picture, -dx * res, -dy * res);
    this.ctx.globalCompositeOperation = 'source-over';
    this.baked = { ...b, x0: b.x0 + dx / b.scale, y0: b.y0 + dy / b.scale };
    const { widthPx: W, heightPx: H } = b;
    if (dx > 0) this.drawRect(W - dx, 0, dx, H);
    else if (dx < 0) this.drawRect(0, 0, -dx, H);
    if (dy > 0) this.drawRect(0, H - dy, W, dy);
    else if (dy < 0) this.drawRect(0, 0, W, -dy);
    this.strips++;
  }

  /**
   * Draws the picture's rectangle (CSS pixels from its top-left) with WebGL,
   * tile by tile, and copies it in. Only tiles that meet the content are
   * drawn: under SwiftShader each WebGL tile and its copy cost tens of
   * milliseconds (the first of a page about a second), and a fitted map
   * leaves most of the margin off the map (issue 17 item 14: Dusty Street's
   * first picture drew twelve tiles, four of them on the map).
   */
  private drawRect(xPx: number, yPx: number, widthPx: number, heightPx: number): void {
    const { scale: s, x0, y0, widthPx: W, heightPx: H } = this.baked;
    const renderer = this.app.renderer;
    const res = renderer.resolution;
    this.content.scale.set(s);
    let used: { left: number; top: number; right: number; bottom: number };
    if (this.transparent) {
      // A tile its content does not meet is left clear (most of them for a reach).
      this.ctx.clearRect(xPx * res, yPx * res, widthPx * res, heightPx * res);
      this.content.position.set(-x0 * s, -y0 * s);
      const b = this.content.getBounds();
      used = { left: b.minX, top: b.minY, right: b.maxX, bottom: b.maxY };
    } else {
      // Off the map there is only the background colour.
      used = mapOnPicture(this.baked, this.mapWidthPx, this.mapHeightPx);
      this.ctx.fillStyle = this.backgroundCss;
    }
    for (let ty = yPx; ty < yPx + heightPx; ty += TILE_PX) {
      for (let tx = xPx; tx < xPx + widthPx; tx += TILE_PX) {
        // Only the rectangle is copied: a transparent picture's pixels beyond it would be blended twice.
        const w = Math.min(TILE_PX, W - tx, xPx + widthPx - tx),
          h = Math.min(TILE_PX, H - ty, yPx + heightPx - ty);
        if (w <= 0 || h <= 0) continue;
        if (used.right <= tx || used.left >= tx + w || used.bottom <= ty || used.top >= ty + h) {
          if (!this.transparent) this.ctx.fillRect(tx * res, ty * res, w * res, h * res);
          continue;
        }
        this.content.position.set(-x0 * s - tx, -y0 * s - ty);
        // Only what falls inside the tile is drawn (walls are chunked, objects are cullable).
        Culler.shared.cull(this.root, { x: 0, y: 0, width: TILE_PX, height: TILE_PX }, false);
        renderer.render({ container: this.root, clearColor: this.clearColor });
        this.tiles++;
        // Copied in the same task as the render, while the WebGL drawing buffer is still valid.
        this.ctx.drawImage(this.app.canvas, 0, 0, w * res, h * res, tx * res, ty * res, w * res, h * res);
      }
    }
  }

  destroy(): void {
    this.picture.remove();
    this.root.destroy({ children: true });
    if (this.ownsApp) this.app.destroy(true, { children: true });
  }
}

/**
 * The world rectangle the picture shows (x0, y0 in world pixels) and its size
 * in CSS pixels: the view plus BAKE_MARGIN_SCREEN_PX on each side, or the
 * whole map (widened by a square, as mapOnPicture) when that is no larger in
 * either direction. Off the map there is only the background colour, which
 * the host shows anyway, and a picture of the whole map never needs drawing
 * on a pan; a fitted map's picture was 2.8 times the screen's pixels, each
 * copied whenever the picture changed (issue 17 item 14). It depends on the
 * scale and the screen's size only, so a pan never switches between the two.
 */
export function pictureRect(
  camera: Pick<BackdropCamera, 'scale' | 'left' | 'top' | 'screenWidth' | 'screenHeight'>,
  mapWidthPx: number,
  mapHeightPx: number,
): { x0: number; y0: number; widthPx: number; heightPx: number } {
  const s = camera.scale.x;
  const m = BAKE_MARGIN_SCREEN_PX;
  const view = { widthPx: Math.ceil(camera.screenWidth) + 2 * m, heightPx: Math.ceil(camera.screenHeight) + 2 * m };
  const whole = { widthPx: Math.ceil((mapWidthPx + 2 * PX_PER_INCH) * s), heightPx: Math.ceil((mapHeightPx + 2 * PX_PER_INCH) * s) };
  if (mapWidthPx > 0 && mapHeightPx > 0 && whole.widthPx <= view.widthPx && whole.heightPx <= view.heightPx) return { x0: -PX_PER_INCH, y0: -PX_PER_INCH, ...whole };
  return { x0: camera.left - m / s, y0: camera.top - m / s, ...view };
}

/**
 * The map's extent on the picture, in CSS pixels from its top-left, widened
 * by a square's worth of screen pixels for what is drawn just past the edge
 * (the border grid line, an object's shadow). Empty before a map is shown.
 */
export function mapOnPicture(baked: { scale: number; x0: number; y0: number }, mapWidthPx: number, mapHeightPx: number): { left: number; top: number; right: number; bottom: number } {
  const { scale: s, x0, y0 } = baked;
  if (mapWidthPx <= 0 || mapHeightPx <= 0) return { left: 0, top: 0, right: 0, bottom: 0 };
  const padPx = PX_PER_INCH * s;
  return { left: -x0 * s - padPx, top: -y0 * s - padPx, right: (mapWidthPx - x0) * s + padPx, bottom: (mapHeightPx - y0) * s + padPx };
}
