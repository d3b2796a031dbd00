// A pure rasterizer of a DrawList into RGBA pixels, for PNG export where no
// canvas exists (the `grit` CLI). Pixel centres are sampled (no
// anti-aliasing): at the 50-300 ppi of a printout the steps are invisible,
// and the app's own PNG export paints the same list with the browser canvas.
// Text (figure labels) needs a font and is left to the canvas and the PDF.
import type { Point } from '../../geometry/grid';
import type { Colour, DrawList, DrawShape } from './drawList';

export interface RgbaImage {
  width: number;
  height: number;
  /** width * height * 4 bytes, rows top to bottom. */
  data: Uint8Array;
}

/** Larger images are refused: browsers cap canvases near this, and 4 bytes a pixel adds up. */
export const MAX_IMAGE_SIDE_PX = 16384;
export const MAX_IMAGE_PIXELS = 120_000_000;

export function imageSizePx(list: Pick<DrawList, 'widthInches' | 'heightInches'>, ppi: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(list.widthInches * ppi)), height: Math.max(1, Math.round(list.heightInches * ppi)) };
}

/** Why an image of this size cannot be made, or null when it can. */
export function imageSizeProblem(width: number, height: number): string | null {
  if (width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX) return `${width}x${height} px is too large: at most ${MAX_IMAGE_SIDE_PX} px a side (lower the pixels per inch)`;
  if (width * height > MAX_IMAGE_PIXELS) return `${width}x${height} px is too large: at most ${MAX_IMAGE_PIXELS / 1e6} million pixels (lower the pixels per inch)`;
  return null;
}

const PAPER_WHITE: Colour = { r: 255, g: 255, b: 255, a: 1 };

export function rasterize(list: DrawList, ppi: number, background?: RgbaImage): RgbaImage {
  const { width, height } = imageSizePx(list, ppi);
  const problem = imageSizeProblem(width, height);
  if (problem) throw new RangeError(problem);
  const img: RgbaImage = { width, height, data: new Uint8Array(width * height * 4) };
  fillRect(img, PAPER_WHITE);
  if (background && list.background) drawImage(img, background, list.background, ppi);
  for (const s of list.shapes) {
    const poly = shapePolygon(s);
    if (poly)
      fillPolygon(
        img,
        poly.map((p) => ({ x: p.x * ppi, y: p.y * ppi })),
        shapeFill(s),
      );
    if (s.kind === 'circle' && s.stroke && s.strokeInches) {
      const ring = circlePoints(s.center, s.radiusInches, 48);
      for (let i = 0; i < ring.length; i++) {
        const q = linePolygon(ring[i], ring[(i + 1) % ring.length], s.strokeInches, false);
        fillPolygon(
          img,
          q.map((p) => ({ x: p.x * ppi, y: p.y * ppi })),
          s.stroke,
        );
      }
    }
  }
  return img;
}

function shapeFill(s: DrawShape): Colour {
  return s.kind === 'line' ? s.colour : s.kind === 'text' ? s.colour : s.fill;
}

function shapePolygon(s: DrawShape): Point[] | null {
  switch (s.kind) {
    case 'polygon':
      return s.points;
    case 'circle':
      return circlePoints(s.center, s.radiusInches, 48);
    case 'line':
      return linePolygon(s.a, s.b, s.widthInches, true);
    case 'text':
      return null;
  }
}

function circlePoints(c: Point, radius: number, n: number): Point[] {
  return Array.from({ length: n }, (_, i) => ({ x: c.x + radius * Math.cos((2 * Math.PI * i) / n), y: c.y + radius * Math.sin((2 * Math.PI * i) / n) }));
}

/** A thick segment as a quadrilateral; square caps extend it by half its width (walls meet without notches). */
export function linePolygon(a: Point, b: Point, widthInches: number, squareCaps: boolean): Point[] {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const h = widthInches / 2;
  const e = squareCaps ? h : 0;
  const nx = -uy * h;
  const ny = ux * h;
  const a2 = { x: a.x - ux * e, y: a.y - uy * e };
  const b2 = { x: b.x + ux * e, y: b.y + uy * e };
  return [
    { x: a2.x + nx, y: a2.y + ny },
    { x: b2.x + nx, y: b2.y + ny },
    { x: b2.x - nx, y: b2.y - ny },
    { x: a2.x - nx, y: a2.y - ny },
  ];
}

function fillRect(img: RgbaImage, c: Colour): void {
  for (let i = 0; i < img.data.length; i += 4) {
    img.data[i] = c.r;
    img.data[i + 1] = c.g;
    img.data[i + 2] = c.b;
    img.data[i + 3] = 255;
  }
}

function blend(img: RgbaImage, i: number, c: Colour): void {
  const d = img.data;
  if (c.a >= 1) {
    d[i] = c.r;
    d[i + 1] = c.g;
    d[i + 2] = c.b;
  } else {
    d[i] = Math.round(d[i] * (1 - c.a) + c.r * c.a);
    d[i + 1] = Math.round(d[i + 1] * (1 - c.a) + c.g * c.a);
    d[i + 2] = Math.round(d[i + 2] * (1 - c.a) + c.b * c.a);
  }
  d[i + 3] = 255;
}

/** Non-zero winding scanline fill, sampling pixel centres; points are in pixels. */
export function fillPolygon(img: RgbaImage, pts: Point[], c: Colour): void {
  if (pts.length < 3 || c.a <= 0) return;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of pts) {
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  const y0 = Math.max(0, Math.ceil(minY - 0.5));
  const y1 = Math.min(img.height - 1, Math.floor(maxY - 0.5));
  const xs: Array<{ x: number; dir: number }> = [];
  for (let y = y0; y <= y1; y++) {
    const sy = y + 0.5;
    xs.length = 0;
    for (let i = 0; i < pts.length; i++) {
      const p = pts[i];
      const q = pts[(i + 1) % pts.length];
      if (p.y === q.y) continue;
      const up = p.y < q.y;
      const lo = up ? p : q;
      const hi = up ? q : p;
      // Half-open [lo, hi) so a vertex shared by two edges is counted once.
      if (sy < lo.y || sy >= hi.y) continue;
      xs.push({ x: lo.x + ((sy - lo.y) * (hi.x - lo.x)) / (hi.y - lo.y), dir: up ? 1 : -1 });
    }
    xs.sort((u, v) => u.x - v.x);
    let winding = 0;
    for (let k = 0; k + 1 < xs.length; k++) {
      winding += xs[k].dir;
      if (winding === 0) continue;
      const xa = Math.max(0, Math.ceil(xs[k].x - 0.5));
      const xb = Math.min(img.width - 1, Math.floor(xs[k + 1].x - 0.5));
      for (let x = xa; x <= xb; x++) blend(img, (y * img.width + x) * 4, c);
    }
  }
}

/** Nearest-neighbour scaling of the background picture onto its place on the map. */
function drawImage(img: RgbaImage, src: RgbaImage, place: NonNullable<DrawList['background']>, ppi: number): void {
  const x0 = place.originInches.x * ppi;
  const y0 = place.originInches.y * ppi;
  const w = place.widthInches * ppi;
  const h = place.heightInches * ppi;
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(img.height, Math.ceil(y0 + h)); y++) {
    const sy = Math.min(src.height - 1, Math.floor(((y + 0.5 - y0) / h) * src.height));
    if (sy < 0) continue;
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(img.width, Math.ceil(x0 + w)); x++) {
      const sx = Math.min(src.width - 1, Math.floor(((x + 0.5 - x0) / w) * src.width));
      if (sx < 0) continue;
      const si = (sy * src.width + sx) * 4;
      blend(img, (y * img.width + x) * 4, { r: src.data[si], g: src.data[si + 1], b: src.data[si + 2], a: src.data[si + 3] / 255 });
    }
  }
}
