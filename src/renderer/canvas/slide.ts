// Pan frames without drawing (issue 16 pan). Under software WebGL the map
// canvas's own drawing is what a pan frame costs: measured with the frame
// bench, a pan that skipped the Pixi render ran at one frame per vsync while
// the same pan drawing every frame took 2–6 vsyncs (the static layers were
// already off this path: Backdrop). A pan only translates the camera, so the
// last drawing, moved by a CSS transform, is exactly the new frame as long as
// nothing drawn lies in the strips the move uncovers; MapCanvas slides the
// canvas then, and draws when something would enter, the zoom changes or the
// scene changes.
import { type Container, Matrix } from 'pixi.js';
import { footprintIfAny } from './footprint';

const scratch = new Matrix();

/** A screen rectangle in CSS pixels from the canvas's top-left. */
export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Screen pixels the map canvas draws beyond each edge of the screen (issue 16
 * zoomed-in pan): a token or line just off screen is already in the drawing,
 * so a pan slides the canvas until it has moved this far since it was drawn,
 * whatever enters the screen's edge. Zoomed in, tokens entered the uncovered
 * strips on half the pan steps, and each forced a drawing of the whole canvas.
 */
export const MAP_MARGIN_SCREEN_PX = 256;

/**
 * The parts of a `width`×`height` screen that a picture drawn `margin` pixels
 * beyond each edge of it, then moved by (dx, dy), no longer covers; in the
 * picture's own pixels (the screen's top-left at (margin, margin)).
 */
export function exposedStrips(width: number, height: number, dx: number, dy: number, margin = 0): ScreenRect[] {
  const out: ScreenRect[] = [];
  const [mx, my] = [Math.abs(dx) - margin, Math.abs(dy) - margin];
  if (mx > 0) out.push({ x: dx > 0 ? margin : margin + width - mx, y: margin, width: mx, height });
  if (my > 0) out.push({ x: margin, y: dy > 0 ? margin : margin + height - my, width, height: my });
  return out;
}

/** Above this many children a container is a layer: its children are tested one by one without its union first. */
const LAYER_CHILDREN = 16;

/**
 * Whether anything visible under `root` has screen bounds meeting one of
 * `rects`: layers are tested as a whole, and a layer that meets a strip child
 * by child (one token entering, not the figure layer's union of 300), to
 * `depth` levels below `root`. A container with a cull box (a token) is
 * tested by that box, as the culler draws it: measuring the bounds of every
 * token's texts and sprites was most of a pan frame's script (issue 16 pan).
 */
export function drawsIn(root: Container, rects: readonly ScreenRect[], depth = 2): boolean {
  if (rects.length === 0) return false;
  for (const child of root.children) {
    if (!child.visible || !child.renderable || child.alpha === 0) continue;
    // A layer of many children: its union would measure every one of them; they are tested one by one instead.
    if (depth > 1 && child.children.length > LAYER_CHILDREN && !child.cullArea) {
      if (drawsIn(child, rects, depth - 1)) return true;
      continue;
    }
    const b = child.cullArea ? cullBox(child, child.cullArea) : child.getBounds();
    if (b.width <= 0 || b.height <= 0) continue;
    const meets = rects.some((r) => b.minX < r.x + r.width && b.maxX > r.x && b.minY < r.y + r.height && b.maxY > r.y);
    if (!meets) continue;
    if (child.cullArea) return true;
    // A line to a far square has a box the size of the screen: its own pieces decide (footprint.ts).
    const footprint = footprintIfAny(child);
    if (footprint && !rects.some((r) => footprint.meets(toLocal(child, r)))) continue;
    if (depth <= 1 || child.children.length === 0 || drawsIn(child, rects, depth - 1)) return true;
  }
  return false;
}

/** `c`'s cull box on screen (the camera scales and translates; nothing under it rotates). */
function cullBox(c: Container, area: { x: number; y: number; width: number; height: number }): { minX: number; minY: number; maxX: number; maxY: number; width: number; height: number } {
  const m = c.getGlobalTransform(scratch, false);
  const x0 = m.a * area.x + m.tx,
    x1 = m.a * (area.x + area.width) + m.tx;
  const y0 = m.d * area.y + m.ty,
    y1 = m.d * (area.y + area.height) + m.ty;
  const [minX, maxX, minY, maxY] = [Math.min(x0, x1), Math.max(x0, x1), Math.min(y0, y1), Math.max(y0, y1)];
  return { minX, minY, maxX, maxY, width: maxX - minX, height: maxY - minY };
}

/** A screen rectangle in `c`'s local coordinates (the camera scales and translates; nothing under it rotates). */
function toLocal(c: Container, r: ScreenRect): ScreenRect {
  // Computed afresh: the camera moved since the last drawing, which is when Pixi last updated its world transforms.
  const m = c.getGlobalTransform(scratch, false);
  const x0 = (r.x - m.tx) / m.a,
    y0 = (r.y - m.ty) / m.d;
  const x1 = (r.x + r.width - m.tx) / m.a,
    y1 = (r.y + r.height - m.ty) / m.d;
  return { x: Math.min(x0, x1), y: Math.min(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
}

/** The map canvas's CSS offset from where its last drawing was made (screen pixels). */
export class CanvasSlide {
  x = 0;
  y = 0;
  /** Frames shown by sliding instead of drawing (frame bench diagnostics). */
  count = 0;

  constructor(private readonly canvas: HTMLElement) {
    // Its own compositor layer from the start: promoting it on the first slide and dropping it on the next drawing would re-raster the page.
    canvas.style.willChange = 'transform';
    canvas.style.transform = 'translate(0px, 0px)';
  }

  set(dx: number, dy: number): void {
    if (dx === this.x && dy === this.y) return;
    this.x = dx;
    this.y = dy;
    this.canvas.style.transform = `translate(${dx}px, ${dy}px)`;
  }

  reset(): void {
    this.set(0, 0);
  }
}
