// True-scale print: the draw list as vector shapes on tiled pages with pdf-lib,
// one map inch = 72 PDF points = one inch of paper. Each page carries crop
// marks at the map's corners, a shaded overlap strip toward its right and
// lower neighbours, its place ("row 2, column 3") and a small page map.
import { PDFDocument, StandardFonts, rgb, pushGraphicsState, popGraphicsState, rectangle, clip, endPath, fill, setFillingColor, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Point } from '../../geometry/grid';
import type { Colour, DrawList, DrawShape } from './drawList';
import { linePolygon } from './raster';
import { POINTS_PER_INCH, tileMap, type PageLayout, type PageTile, type TileOptions, DEFAULT_TILE_OPTIONS } from './pages';

export interface PdfExportOptions extends TileOptions {
  title: string;
}

export interface PdfExport {
  bytes: Uint8Array;
  layout: PageLayout;
  /** Things the PDF could not show (e.g. a WebP background). */
  notes: string[];
}

const PT = POINTS_PER_INCH;
const CROP_MARK_INCHES = 0.25;
const CROP_GAP_INCHES = 0.06;
const OVERLAP_TINT = rgb(0.2, 0.45, 0.85);

export async function exportPdf(list: DrawList, options: Partial<PdfExportOptions> = {}): Promise<PdfExport> {
  const opts: PdfExportOptions = { ...DEFAULT_TILE_OPTIONS, title: 'Map', ...options };
  const layout = tileMap(list.widthInches, list.heightInches, opts);
  const doc = await PDFDocument.create();
  doc.setTitle(`${winAnsiSafe(opts.title)} — true-scale print`);
  doc.setCreator('GRIT Table');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const notes: string[] = [];
  const background = list.background ? await embedBackground(doc, list.background.src, notes) : null;
  for (const tile of layout.tiles) {
    const page = doc.addPage([layout.pageWidthInches * PT, layout.pageHeightInches * PT]);
    drawTile(page, list, layout, tile, background, bold);
    drawPageFurniture(page, layout, tile, opts.title, font);
  }
  const bytes = await doc.save();
  return { bytes, layout, notes };
}

async function embedBackground(doc: PDFDocument, src: string, notes: string[]): Promise<PDFImage | null> {
  try {
    if (src.startsWith('data:image/png')) return await doc.embedPng(src);
    if (src.startsWith('data:image/jpeg')) return await doc.embedJpg(src);
  } catch (err) {
    notes.push(`map.background: the picture could not be read (${(err as Error).message}); printed without it`);
    return null;
  }
  notes.push('map.background: only embedded PNG or JPEG pictures are printed; printed without it');
  return null;
}

function colourOf(c: Colour) {
  return rgb(c.r / 255, c.g / 255, c.b / 255);
}

function pathOf(points: Point[]): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(5)} ${p.y.toFixed(5)}`).join(' ') + ' Z';
}

function circlePoints(c: Point, r: number): Point[] {
  const n = 64;
  return Array.from({ length: n }, (_, i) => ({ x: c.x + r * Math.cos((2 * Math.PI * i) / n), y: c.y + r * Math.sin((2 * Math.PI * i) / n) }));
}

function drawTile(page: PDFPage, list: DrawList, layout: PageLayout, tile: PageTile, background: PDFImage | null, font: PDFFont): void {
  const H = layout.pageHeightInches * PT;
  const m = layout.marginInches;
  // Page point of a map point on this tile.
  const px = (x: number) => (m + x - tile.mapXInches) * PT;
  const py = (y: number) => H - (m + y - tile.mapYInches) * PT;
  page.pushOperators(pushGraphicsState(), rectangle(m * PT, py(tile.mapYInches + tile.heightInches), tile.widthInches * PT, tile.heightInches * PT), clip(), endPath());
  if (background && list.background) {
    const b = list.background;
    page.drawImage(background, { x: px(b.originInches.x), y: py(b.originInches.y + b.heightInches), width: b.widthInches * PT, height: b.heightInches * PT });
  }
  // Shapes are given in map inches: the SVG path transform scales them by 72 and flips y.
  const at = { x: px(0), y: py(0), scale: PT };
  const visible = (s: DrawShape) => shapeTouches(s, tile);
  for (const s of list.shapes) {
    if (!visible(s)) continue;
    if (s.kind === 'polygon') page.drawSvgPath(pathOf(s.points), { ...at, color: colourOf(s.fill), opacity: s.fill.a });
    else if (s.kind === 'line') page.drawSvgPath(pathOf(linePolygon(s.a, s.b, s.widthInches, true)), { ...at, color: colourOf(s.colour), opacity: s.colour.a });
    else if (s.kind === 'circle') {
      const path = pathOf(circlePoints(s.center, s.radiusInches));
      page.drawSvgPath(path, { ...at, color: colourOf(s.fill), opacity: s.fill.a });
      if (s.stroke && s.strokeInches) page.drawSvgPath(path, { ...at, borderColor: colourOf(s.stroke), borderWidth: s.strokeInches, borderOpacity: s.stroke.a });
    } else {
      const size = s.sizeInches * PT;
      const w = font.widthOfTextAtSize(winAnsiSafe(s.text), size);
      page.drawText(winAnsiSafe(s.text), { x: px(s.center.x) - w / 2, y: py(s.center.y) - size * 0.35, size, font, color: colourOf(s.colour), opacity: s.colour.a });
    }
  }
  // Overlap strips: the same squares print again on the neighbour to the right / below.
  const o = layout.overlapInches;
  if (o > 0 && tile.column < layout.columns) {
    page.drawRectangle({
      x: px(tile.mapXInches + tile.widthInches - o),
      y: py(tile.mapYInches + tile.heightInches),
      width: o * PT,
      height: tile.heightInches * PT,
      color: OVERLAP_TINT,
      opacity: 0.15,
    });
    page.drawLine({
      start: { x: px(tile.mapXInches + tile.widthInches - o), y: py(tile.mapYInches) },
      end: { x: px(tile.mapXInches + tile.widthInches - o), y: py(tile.mapYInches + tile.heightInches) },
      thickness: 0.75,
      color: OVERLAP_TINT,
      dashArray: [4, 3],
    });
  }
  if (o > 0 && tile.row < layout.rows) {
    page.drawRectangle({ x: px(tile.mapXInches), y: py(tile.mapYInches + tile.heightInches), width: tile.widthInches * PT, height: o * PT, color: OVERLAP_TINT, opacity: 0.15 });
    page.drawLine({
      start: { x: px(tile.mapXInches), y: py(tile.mapYInches + tile.heightInches - o) },
      end: { x: px(tile.mapXInches + tile.widthInches), y: py(tile.mapYInches + tile.heightInches - o) },
      thickness: 0.75,
      color: OVERLAP_TINT,
      dashArray: [4, 3],
    });
  }
  page.pushOperators(popGraphicsState());
}

function shapeTouches(s: DrawShape, tile: PageTile): boolean {
  const pts: Point[] = s.kind === 'polygon' ? s.points : s.kind === 'line' ? [s.a, s.b] : [s.center];
  const pad = s.kind === 'circle' ? s.radiusInches : s.kind === 'line' ? s.widthInches : s.kind === 'text' ? 1 : 0;
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const p of pts) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return x1 + pad >= tile.mapXInches && x0 - pad <= tile.mapXInches + tile.widthInches && y1 + pad >= tile.mapYInches && y0 - pad <= tile.mapYInches + tile.heightInches;
}

function drawPageFurniture(page: PDFPage, layout: PageLayout, tile: PageTile, title: string, font: PDFFont): void {
  const H = layout.pageHeightInches * PT;
  const m = layout.marginInches * PT;
  const left = m;
  const right = m + tile.widthInches * PT;
  const top = H - m;
  const bottom = H - m - tile.heightInches * PT;
  const black = rgb(0, 0, 0);
  // Crop marks: short lines in the margin continuing the map's edges, clear of the map itself.
  const gap = CROP_GAP_INCHES * PT;
  const len = Math.min(CROP_MARK_INCHES * PT, m - gap);
  if (len > 2) {
    for (const [x, sx] of [
      [left, -1],
      [right, 1],
    ] as const) {
      for (const [y, sy] of [
        [top, 1],
        [bottom, -1],
      ] as const) {
        page.drawLine({ start: { x: x + sx * gap, y }, end: { x: x + sx * (gap + len), y }, thickness: 0.5, color: black });
        page.drawLine({ start: { x, y: y + sy * gap }, end: { x, y: y + sy * (gap + len) }, thickness: 0.5, color: black });
      }
    }
  }
  const size = 8;
  const label = `${title} — row ${tile.row}, column ${tile.column} (${layout.rows} × ${layout.columns} pages) — 1 square = 1 inch, print at 100% (no fit to page)`;
  page.drawText(fitText(label, font, size, layout.pageWidthInches * PT - 2 * m - 60), { x: m, y: H - m + gap + 4, size, font, color: black });
  const howTo =
    layout.tiles.length > 1
      ? 'Cut the margin off at the crop marks on the left/top of a page that has a neighbour there; lay it over the neighbour up to the dashed line (the shaded strip repeats).'
      : 'Cut along the crop marks.';
  page.drawText(fitText(howTo, font, 6.5, layout.pageWidthInches * PT - 2 * m - 90), { x: m, y: Math.max(4, m - gap - 14), size: 6.5, font, color: black });
  // A 1-inch bar to check the printer kept the scale.
  const barY = Math.max(4, m - gap - 26);
  page.pushOperators(pushGraphicsState(), setFillingColor(black), rectangle(m, barY, PT, 3), fill(), popGraphicsState());
  page.drawText('1 inch', { x: m + PT + 4, y: barY - 1, size: 6, font, color: black });
  drawPageMap(page, layout, tile, layout.pageWidthInches * PT - m, H - m + gap);
}

/** The sheet grid in miniature, this page filled: which page goes where. */
function drawPageMap(page: PDFPage, layout: PageLayout, tile: PageTile, rightX: number, baseY: number): void {
  const cell = Math.max(2, Math.min(7, 24 / Math.max(layout.rows, 1), 56 / Math.max(layout.columns, 1)));
  const x0 = rightX - cell * layout.columns;
  for (let r = 1; r <= layout.rows; r++) {
    for (let c = 1; c <= layout.columns; c++) {
      const here = r === tile.row && c === tile.column;
      page.drawRectangle({
        x: x0 + (c - 1) * cell,
        y: baseY + (layout.rows - r) * cell,
        width: cell,
        height: cell,
        borderColor: rgb(0, 0, 0),
        borderWidth: 0.4,
        color: here ? rgb(0.2, 0.2, 0.2) : undefined,
      });
    }
  }
}

/** The standard fonts speak WinAnsi only: other characters (a title in Greek) print as "?" instead of failing. */
export function winAnsiSafe(text: string): string {
  return Array.from(text, (ch) => (/[\u0020-\u007e\u00a0-\u00ff—–…×‘’“”•€]/.test(ch) ? ch : '?')).join('');
}

function fitText(raw: string, font: PDFFont, size: number, maxWidth: number): string {
  const text = winAnsiSafe(raw);
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let t = text;
  while (t.length > 4 && font.widthOfTextAtSize(t + '…', size) > maxWidth) t = t.slice(0, -1);
  return t + '…';
}
