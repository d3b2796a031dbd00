// Tool previews over the map (issue 6): reach as a faint tint in ONE texture
// (one texel per cell, nearest-neighbour scaled) with a contour at each AP
// step and a small legend (issue 16: the terrain stays readable under it),
// the path with its AP label, the LOS line coloured by result, blast/measure
// circles, figure rings, the scatter arrow and a text read-out.
import { BufferImageSource, Container, Graphics, Sprite, Text, Texture, type TextStyleOptions } from 'pixi.js';
import type { GridKind, World } from '../../../core/model/schema';
import { mapExtentInches } from '../../../core/geometry/grid';
import { cellCentrePx, cellPolygonPx, figureCentrePx, footprintSpanPx } from '../cells';
import { PX_PER_INCH } from '../units';
import type { OverlaySpec, ReachShading, RingKind } from './types';
import { reachContours } from './reachContour';
import { LabelCache } from './labelCache';
import { wrapLabel } from './wrapLabel';
import { anchoredBox, labelSizeBound, overlaps, placeLabel } from './labelPlace';
import { LABEL_SIZE, LABEL_STROKE_PX, LOS_LABEL_SIZE, NAME_LABEL_SIZE, textStyle } from './labelStyle';
import { footprintOf } from '../footprint';
import { figureAt } from '../../tools/previews';

const LOS_COLOUR = { clear: 0x3ddc84, partial: 0xffb300, blocked: 0xff4040 } as const;
const RING_COLOUR: Record<RingKind, number> = {
  selected: 0xffffff,
  active: 0xffe14d,
  target: 0xff4040,
  affected: 0xff7a00,
  shielded: 0x4fc3f7,
  friendly: 0xff00ff,
  highlight: 0x00e5ff,
};
/** Candidate squares and door segments of the place / force tools. */
const SQUARE_COLOUR = 0x00e5ff;
const SEGMENT_HOVER_COLOUR = 0xffe14d;
const CIRCLE_COLOUR = { area: 0xff7a00, measure: 0x00e5ff, warning: 0xff4040 } as const;

const LABEL_WRAP_INCHES = 7;
/** Characters per line of a wrapped label: bold Arial's characters average about 0.6 em. */
const LABEL_WRAP_CHARS = Math.floor((LABEL_WRAP_INCHES * PX_PER_INCH) / (0.6 * LABEL_SIZE));
/** The reach tint's opacity: a hint of colour, the terrain shows through. */
const REACH_TINT_ALPHA = 0.16;

/** Labels by string (labelCache.ts), drawn as Texts in `parent`. */
function labelsIn(parent: Container, style: (fill: number, text: string) => TextStyleOptions): LabelCache<Text> {
  return new LabelCache((text, fill) => {
    const t = new Text({ text, resolution: 2, style: style(fill, text) });
    t.anchor.set(0.5, 1);
    return parent.addChild(t);
  });
}

/** Green for cheap squares through yellow to red for the last AP. */
function reachColour(t: number): [number, number, number] {
  const clamped = Math.max(0, Math.min(1, t));
  if (clamped < 0.5) return [Math.round(60 + 390 * clamped), 210, 90];
  return [255, Math.round(210 - 300 * (clamped - 0.5)), 60];
}

export class OverlayLayer {
  readonly container = new Container({ label: 'overlays' });
  /**
   * The reach shading, contours and legend: semi-static (they change with the
   * World, the tool or the mover, not with the pointer), so the map canvas
   * draws them apart from `container` and moves them with the map during a
   * pan instead of drawing them again (issue 16 zoomed-in pan).
   */
  readonly reach = new Container({ label: 'reach-shading' });
  /** Bumped whenever what `reach` shows changes (its owner draws it again then). */
  reachVersion = 0;
  private readonly reachSprite = new Sprite();
  /** Square maps: the outline of each AP step, and its legend above the reach. */
  private readonly reachLines = new Graphics({ label: 'reach-contours' });
  private readonly reachLegend = new Container({ label: 'reach-legend' });
  /** Hex maps: reach as hex polygons, one fill per AP cost (a texel grid cannot tile hexes). */
  private readonly reachHexes = new Graphics({ label: 'reach-hexes' });
  private reachKey: string | null = null;
  /** What `reach` shows now (null: nothing), to bump reachVersion on a change only. */
  private reachShown: string | null = null;
  private readonly hover = new Graphics({ label: 'hover' });
  private readonly rings = new Graphics({ label: 'rings' });
  private readonly shapes = new Graphics({ label: 'shapes' });
  // Labels by string (labelCache.ts): a string shown again is not measured and drawn again.
  private readonly pathLabels = new Container({ label: 'path-labels' });
  private readonly nameLabels = new Container({ label: 'name-labels' });
  private readonly losLabels = new Container({ label: 'los-labels' });
  private readonly labels = new Container({ label: 'labels' });
  private readonly pathLabel = labelsIn(this.pathLabels, (fill) => textStyle(LABEL_SIZE, fill));
  private readonly nameLabel = labelsIn(this.nameLabels, (fill) => textStyle(NAME_LABEL_SIZE, fill));
  private readonly losLabel = labelsIn(this.losLabels, (fill) => textStyle(LOS_LABEL_SIZE, fill));
  // Refusals can be a sentence: wrapped to a few inches so they stay readable on the map, by character count
  // (wrapLabel.ts; Pixi's word wrap measured every new sentence piece by piece, issue 16 hover tail).
  private readonly label = labelsIn(this.labels, (fill) => ({ ...textStyle(LABEL_SIZE, fill), align: 'center' as const }));

  constructor() {
    this.reachSprite.label = 'reach';
    this.reachSprite.visible = false;
    this.reachSprite.eventMode = 'none';
    this.container.eventMode = 'none';
    this.reachHexes.visible = false;
    this.reachLines.visible = this.reachLegend.visible = false;
    this.reach.eventMode = 'none';
    this.reach.addChild(this.reachSprite, this.reachHexes, this.reachLines, this.reachLegend);
    this.container.addChild(this.hover, this.rings, this.shapes, this.pathLabels, this.losLabels, this.labels, this.nameLabels);
  }

  set(spec: OverlaySpec, world: World | null): void {
    const grid: GridKind = world?.map.grid ?? 'square';
    this.setReach(spec.reach ?? null, grid);
    this.drawHover(spec, grid, world);
    this.drawRings(spec, world);
    this.drawShapes(spec, grid, world);
  }

  private setReach(reach: ReachShading | null, grid: GridKind): void {
    const shown = reach ? `${grid}|${reach.key}` : null;
    if (shown !== this.reachShown) this.reachVersion++;
    this.reachShown = shown;
    this.reach.visible = !!reach;
    if (!reach) {
      this.reachSprite.visible = false;
      this.reachHexes.visible = false;
      this.reachLines.visible = this.reachLegend.visible = false;
      return;
    }
    const hex = grid !== 'square';
    this.reachSprite.visible = !hex;
    this.reachLines.visible = this.reachLegend.visible = !hex;
    this.reachHexes.visible = hex;
    const key = `${grid}|${reach.key}`;
    if (key === this.reachKey) return;
    this.reachKey = key;
    if (hex) return this.drawReachHexes(reach, grid);
    const { widthCells, heightCells } = reach;
    // The texture covers only the reachable squares' bounding box: a
    // map-sized blended quad cost a whole frame's fill under software WebGL.
    let c0 = widthCells,
      r0 = heightCells,
      c1 = -1,
      r1 = -1;
    for (let r = 0; r < heightCells; r++) {
      for (let c = 0; c < widthCells; c++) {
        if (reach.apCostAt(c, r) === null) continue;
        if (c < c0) c0 = c;
        if (c > c1) c1 = c;
        if (r < r0) r0 = r;
        if (r > r1) r1 = r;
      }
    }
    if (c1 < 0) {
      c0 = r0 = 0;
      c1 = r1 = 0;
    }
    const W = c1 - c0 + 1,
      H = r1 - r0 + 1;
    const data = new Uint8Array(W * H * 4);
    const maxAp = Math.max(1, reach.maxAp);
    for (let r = 0; r < H; r++) {
      for (let c = 0; c < W; c++) {
        const ap = reach.apCostAt(c0 + c, r0 + r);
        if (ap === null) continue;
        const [red, green, blue] = reachColour(ap / maxAp);
        const i = (r * W + c) * 4;
        // Premultiplied alpha for the GPU upload; faint, the contours carry the steps.
        const a = REACH_TINT_ALPHA;
        data[i] = Math.round(red * a);
        data[i + 1] = Math.round(green * a);
        data[i + 2] = Math.round(blue * a);
        data[i + 3] = Math.round(255 * a);
      }
    }
    const old = this.reachSprite.texture;
    const source = new BufferImageSource({ resource: data, width: W, height: H, format: 'rgba8unorm', scaleMode: 'nearest', alphaMode: 'premultiplied-alpha' });
    this.reachSprite.texture = new Texture({ source });
    this.reachSprite.position.set(c0 * PX_PER_INCH, r0 * PX_PER_INCH);
    this.reachSprite.width = W * PX_PER_INCH;
    this.reachSprite.height = H * PX_PER_INCH;
    if (old && old !== Texture.EMPTY) old.destroy(true);
    this.drawContours(reach, c0, r0);
  }

  /** A line per AP step (dark under, coloured over) and a legend of the steps above the reach's top-left corner. */
  private drawContours(reach: ReachShading, c0: number, r0: number): void {
    const g = this.reachLines.clear();
    for (const child of this.reachLegend.removeChildren()) child.destroy();
    const P = PX_PER_INCH;
    const maxAp = Math.max(1, reach.maxAp);
    // The figure's own square (0 AP) needs no outline of its own.
    const contours = reachContours(reach.widthCells, reach.heightCells, (c, r) => reach.apCostAt(c, r)).filter((contour) => contour.apCost > 0);
    for (const contour of contours) {
      for (const [x1, y1, x2, y2] of contour.segments) g.moveTo(x1 * P, y1 * P).lineTo(x2 * P, y2 * P);
      g.stroke({ width: 5, color: 0x000000, alpha: 0.45 });
      const [red, green, blue] = reachColour(contour.apCost / maxAp);
      for (const [x1, y1, x2, y2] of contour.segments) g.moveTo(x1 * P, y1 * P).lineTo(x2 * P, y2 * P);
      g.stroke({ width: 2.5, color: (red << 16) | (green << 8) | blue, alpha: 0.95 });
    }
    if (contours.length === 0) return;
    const swatch = 0.28 * P;
    let x = 6;
    const panel = new Graphics();
    const back = new Graphics();
    this.reachLegend.addChild(panel, back);
    for (const contour of contours) {
      const [red, green, blue] = reachColour(contour.apCost / maxAp);
      const colour = (red << 16) | (green << 8) | blue;
      const text = new Text({ text: `${contour.apCost}`, resolution: 2, style: textStyle(0.26 * P, 0xffffff) });
      back.rect(x, 6, swatch, swatch).fill(colour).stroke({ width: 1, color: 0x000000 });
      text.anchor.set(0, 0.5);
      text.position.set(x + swatch + 3, 6 + swatch / 2);
      this.reachLegend.addChild(text);
      x += swatch + 6 + text.width;
    }
    const title = new Text({ text: 'AP', resolution: 2, style: textStyle(0.26 * P, 0xffffff) });
    title.anchor.set(0, 0.5);
    title.position.set(x, 6 + swatch / 2);
    this.reachLegend.addChild(title);
    x += title.width + 6;
    panel.roundRect(0, 0, x, swatch + 12, 4).fill({ color: 0x101010, alpha: 0.7 });
    this.reachLegend.position.set(c0 * P, Math.max(0, r0 * P - swatch - 16));
  }

  private drawReachHexes(reach: ReachShading, grid: GridKind): void {
    const g = this.reachHexes.clear();
    const maxAp = Math.max(1, reach.maxAp);
    const byAp = new Map<number, { c: number; r: number }[]>();
    for (let r = 0; r < reach.heightCells; r++) {
      for (let c = 0; c < reach.widthCells; c++) {
        const ap = reach.apCostAt(c, r);
        if (ap === null) continue;
        let list = byAp.get(ap);
        if (!list) byAp.set(ap, (list = []));
        list.push({ c, r });
      }
    }
    for (const [ap, cells] of byAp) {
      const [red, green, blue] = reachColour(ap / maxAp);
      for (const cell of cells) g.poly(cellPolygonPx(grid, cell));
      g.fill({ color: (red << 16) | (green << 8) | blue, alpha: 0.3 });
    }
  }

  private drawHover(spec: OverlaySpec, grid: GridKind, world: World | null): void {
    const g = this.hover.clear();
    const cell = spec.hoverCell;
    this.nameLabel.hide();
    if (!cell) return;
    g.poly(cellPolygonPx(grid, cell, 1)).stroke({ width: 2, color: 0xffffff, alpha: 0.8 });
    // The full name of the figure under the pointer, above its token (tokens carry only a short label). From the tools'
    // index per figures record, not a scan of every figure per pointer move (issue 16 hover).
    const figure = world ? figureAt(world, cell) : null;
    if (!figure?.cell || !world) return;
    const size = footprintSpanPx(world.map.grid, figure.sizeCells);
    const { x, y } = figureCentrePx(world.map.grid, figure.cell, figure.sizeCells);
    this.nameLabel.show(figure.name, 0xffffff).position.set(x, y - size * 0.55);
  }

  private drawRings(spec: OverlaySpec, world: World | null): void {
    const g = this.rings.clear();
    if (!world || !spec.rings) return;
    for (const ring of spec.rings) {
      const f = world.figures[ring.figureId];
      if (!f?.cell) continue;
      const size = footprintSpanPx(world.map.grid, f.sizeCells);
      const { x, y } = figureCentrePx(world.map.grid, f.cell, f.sizeCells);
      const dashed = ring.kind === 'shielded';
      const radius = size * (ring.kind === 'selected' || ring.kind === 'active' ? 0.5 : 0.56);
      if (dashed) {
        for (let k = 0; k < 12; k += 2) g.arc(x, y, radius, (k * Math.PI) / 6, ((k + 1) * Math.PI) / 6).stroke({ width: 4, color: RING_COLOUR[ring.kind] });
      } else {
        g.circle(x, y, radius).stroke({ width: ring.kind === 'friendly' ? 5 : 3, color: RING_COLOUR[ring.kind] });
      }
    }
  }

  private drawShapes(spec: OverlaySpec, grid: GridKind, world: World | null): void {
    const g = this.shapes.clear();
    // What the pan's strip test reads instead of the bounds (footprint.ts): each line, and a box per other shape.
    const fp = footprintOf(this.shapes).clear();
    const P = PX_PER_INCH;
    if (spec.circle) {
      const colour = CIRCLE_COLOUR[spec.circle.kind];
      const { x, y } = spec.circle.center;
      const rad = spec.circle.radiusInches * P + 2;
      fp.box(x * P - rad, y * P - rad, x * P + rad, y * P + rad);
      g.circle(spec.circle.center.x * P, spec.circle.center.y * P, spec.circle.radiusInches * P)
        .fill({ color: colour, alpha: 0.12 })
        .stroke({ width: 3, color: colour, alpha: 0.9 });
      g.circle(spec.circle.center.x * P, spec.circle.center.y * P, 4).fill(colour);
    }
    for (const cell of spec.squares ?? []) {
      const poly = cellPolygonPx(grid, cell, 3);
      g.poly(poly).stroke({ width: 2, color: SQUARE_COLOUR, alpha: 0.9 });
      const xs = poly.filter((_, i) => i % 2 === 0),
        ys = poly.filter((_, i) => i % 2 === 1);
      fp.box(Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1);
    }
    for (const s of spec.segments ?? []) {
      fp.segment(s.a.x * P, s.a.y * P, s.b.x * P, s.b.y * P, 6);
      g.moveTo(s.a.x * P, s.a.y * P)
        .lineTo(s.b.x * P, s.b.y * P)
        .stroke({ width: s.hover ? 12 : 9, color: 0x000000, alpha: 0.5 });
      g.moveTo(s.a.x * P, s.a.y * P)
        .lineTo(s.b.x * P, s.b.y * P)
        .stroke({ width: s.hover ? 8 : 5, color: s.hover ? SEGMENT_HOVER_COLOUR : SQUARE_COLOUR });
    }
    const path = spec.path;
    this.pathLabel.hide();
    if (path && path.cells.length > 0) {
      const colour = path.ok ? 0xffffff : 0xff4040;
      const pts = path.cells.map((c) => cellCentrePx(grid, c));
      g.moveTo(pts[0].x, pts[0].y);
      for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
      g.stroke({ width: 5, color: 0x000000, alpha: 0.6 });
      g.moveTo(pts[0].x, pts[0].y);
      for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
      g.stroke({ width: 3, color: colour });
      // One fill for all the dots: a fill per dot was an instruction (and a shape list) per square of the path, on
      // every pointer move of the move tool (issue 16 hover tail); the dots do not overlap, so they look the same.
      for (const p of pts.slice(1)) g.circle(p.x, p.y, 4);
      g.fill(colour);
      for (let i = 0; i < pts.length; i++) fp.segment(pts[Math.max(0, i - 1)].x, pts[Math.max(0, i - 1)].y, pts[i].x, pts[i].y, 4);
      const end = pts[pts.length - 1];
      if (path.label !== '') this.pathLabel.show(path.label, colour).position.set(end.x, end.y - 0.45 * P);
    }
    const los = spec.los;
    this.losLabel.hide();
    if (los) {
      const colour = LOS_COLOUR[los.state];
      fp.segment(los.from.x * P, los.from.y * P, los.to.x * P, los.to.y * P, 3);
      g.moveTo(los.from.x * P, los.from.y * P)
        .lineTo(los.to.x * P, los.to.y * P)
        .stroke({ width: 6, color: 0x000000, alpha: 0.5 });
      g.moveTo(los.from.x * P, los.from.y * P)
        .lineTo(los.to.x * P, los.to.y * P)
        .stroke({ width: 3, color: colour });
      if (los.label) {
        this.losLabel.show(los.label, colour).position.set(((los.from.x + los.to.x) / 2) * P, ((los.from.y + los.to.y) / 2) * P - 6);
      }
    }
    if (spec.arrow) {
      const { from, to } = spec.arrow;
      const fx = from.x * P,
        fy = from.y * P,
        tx = to.x * P,
        ty = to.y * P;
      const angle = Math.atan2(ty - fy, tx - fx);
      const head = 0.4 * P;
      fp.segment(fx, fy, tx, ty, 2)
        .box(tx - head, ty - head, tx + head, ty + head)
        .box(fx - 6, fy - 6, fx + 6, fy + 6);
      g.moveTo(fx, fy).lineTo(tx, ty).stroke({ width: 4, color: 0xff00ff });
      g.moveTo(tx, ty)
        .lineTo(tx - head * Math.cos(angle - 0.45), ty - head * Math.sin(angle - 0.45))
        .lineTo(tx - head * Math.cos(angle + 0.45), ty - head * Math.sin(angle + 0.45))
        .closePath()
        .fill(0xff00ff);
      g.circle(fx, fy, 5).stroke({ width: 2, color: 0xff00ff });
    }
    this.label.hide();
    if (spec.label) {
      const text = wrapLabel(spec.label.text, LABEL_WRAP_CHARS);
      const label = this.label.show(text, spec.label.tone === 'bad' ? 0xff6060 : 0xffffff);
      // Kept inside the map's width so a label at the map edge is not cut off; above the point, below it when the map's
      // top edge leaves no room. Measured only near an edge (labelPlace.ts: a new sentence per move, issue 16 hover).
      const widthPx = world ? mapExtentInches(grid, world.map.widthCells, world.map.heightCells).widthInches * P : Infinity;
      const bound = labelSizeBound(text, LABEL_SIZE, LABEL_STROKE_PX);
      const at = placeLabel(spec.label.at.x * P, spec.label.at.y * P - 0.3 * P, spec.label.at.y * P + 0.55 * P, widthPx, bound, () => label);
      label.anchor.set(0.5, at.anchorY);
      label.position.set(at.x, at.y);
      // The line's short read-out ("no shot") says less than the sentence: drop it where they collide (measured only
      // when their bounding sizes meet).
      const read = this.losLabel.shown;
      if (read && overlaps(anchoredBox(at.x, at.y, at.anchorY, bound), anchoredBox(read.x, read.y, 1, labelSizeBound(read.text, LOS_LABEL_SIZE, LABEL_STROKE_PX)))) {
        if (overlaps(label.getBounds(), read.getBounds())) this.losLabel.hide();
      }
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
    this.reach.destroy({ children: true });
  }
}
