// Draws the editor's overlay (types.ts) above the figures: one Graphics
// redrawn per tool change, plus small labels for entry points. Cheap: it
// holds only what the tool shows, never the map's records.
import { Container, Graphics, Text } from 'pixi.js';
import type { GridKind, World } from '../../../core/model/schema';
import { cellCentrePx, cellPolygonPx, figureCentrePx, footprintSpanPx } from '../cells';
import { hexColour, PX_PER_INCH } from '../units';
import type { EditorOverlaySpec } from './types';

const SELECT_COLOUR = 0x3fb6ff;
const BOX_COLOUR = 0xffffff;
const FLASH_COLOUR = 0xffd23f;
const px = (v: number) => v * PX_PER_INCH;

export class EditorOverlayLayer {
  readonly container = new Container({ label: 'editor-overlay', eventMode: 'none' });
  private readonly g = new Graphics({ label: 'editor-overlay-shapes' });
  private readonly labels = new Container({ label: 'editor-overlay-labels' });

  constructor() {
    this.container.addChild(this.g, this.labels);
  }

  set(spec: EditorOverlaySpec, world: World | null): void {
    const g = this.g.clear();
    for (const child of this.labels.removeChildren()) child.destroy();
    if (!world) return;
    const grid: GridKind = world.map.grid;
    if (spec.cells && spec.cells.cells.length) {
      for (const cell of spec.cells.cells) g.poly(cellPolygonPx(grid, cell, 2));
      g.fill({ color: hexColour(spec.cells.colour), alpha: 0.45 }).stroke({ width: 2, color: 0xffffff, alpha: 0.6 });
    }
    for (const l of spec.lights ?? []) {
      const colour = hexColour(l.colour);
      g.circle(px(l.at.x), px(l.at.y), px(l.rangeInches)).stroke({ width: 2, color: colour, alpha: 0.35 });
      g.circle(px(l.at.x), px(l.at.y), 0.18 * PX_PER_INCH)
        .fill({ color: colour, alpha: 0.9 })
        .stroke({ width: 2, color: 0x000000, alpha: 0.6 });
    }
    for (const e of spec.entries ?? []) {
      const p = cellCentrePx(grid, e.cell);
      g.circle(p.x, p.y, 0.32 * PX_PER_INCH).stroke({ width: 4, color: hexColour(e.colour) });
      g.moveTo(p.x - 0.18 * PX_PER_INCH, p.y)
        .lineTo(p.x + 0.18 * PX_PER_INCH, p.y)
        .stroke({ width: 3, color: hexColour(e.colour) });
      const t = new Text({ text: e.label, resolution: 2, style: { fontFamily: 'Arial, Helvetica, sans-serif', fontSize: 0.22 * PX_PER_INCH, fill: 0xffffff, stroke: { color: 0x000000, width: 3 } } });
      t.position.set(p.x - 0.4 * PX_PER_INCH, p.y + 0.3 * PX_PER_INCH);
      this.labels.addChild(t);
    }
    for (const id of spec.selectedWalls ?? []) {
      const w = world.walls[id];
      if (w)
        g.moveTo(px(w.a.x), px(w.a.y))
          .lineTo(px(w.b.x), px(w.b.y))
          .stroke({ width: 0.34 * PX_PER_INCH, color: SELECT_COLOUR, alpha: 0.55 });
    }
    for (const id of spec.selectedObjects ?? []) {
      const o = world.objects[id];
      if (!o) continue;
      if (o.shape.kind === 'circle') g.circle(px(o.shape.center.x), px(o.shape.center.y), px(o.shape.radiusInches) + 4);
      else g.poly(o.shape.points.flatMap((p) => [px(p.x), px(p.y)]));
      g.stroke({ width: 5, color: SELECT_COLOUR });
    }
    for (const id of spec.selectedFigures ?? []) {
      const f = world.figures[id];
      if (!f?.cell) continue;
      const c = figureCentrePx(grid, f.cell, f.sizeCells);
      g.circle(c.x, c.y, footprintSpanPx(grid, f.sizeCells) / 2 + 3).stroke({ width: 5, color: SELECT_COLOUR });
    }
    for (const h of spec.handles ?? [])
      g.rect(px(h.x) - 6, px(h.y) - 6, 12, 12)
        .fill(0xffffff)
        .stroke({ width: 2, color: SELECT_COLOUR });
    if (spec.line && spec.line.points.length > 1) {
      const [first, ...rest] = spec.line.points;
      g.moveTo(px(first!.x), px(first!.y));
      for (const p of rest) g.lineTo(px(p.x), px(p.y));
      g.stroke({ width: 0.2 * PX_PER_INCH, color: hexColour(spec.line.colour), alpha: 0.8 });
    }
    if (spec.snap) g.circle(px(spec.snap.x), px(spec.snap.y), 7).fill({ color: 0xffffff, alpha: 0.9 }).stroke({ width: 2, color: 0x000000 });
    if (spec.box) {
      const x = Math.min(spec.box.a.x, spec.box.b.x),
        y = Math.min(spec.box.a.y, spec.box.b.y);
      g.rect(px(x), px(y), px(Math.abs(spec.box.b.x - spec.box.a.x)), px(Math.abs(spec.box.b.y - spec.box.a.y)))
        .fill({ color: BOX_COLOUR, alpha: 0.08 })
        .stroke({ width: 2, color: BOX_COLOUR, alpha: 0.9 });
    }
    if (spec.flash) g.poly(cellPolygonPx(grid, spec.flash, 1)).stroke({ width: 6, color: FLASH_COLOUR });
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
