// Issue 16 fix 6: the table TV's footprint on the GM map — the rectangle the
// TV shows at true scale, in its rotation — as an outline with a "Table TV"
// tab (the grip the GM drags) and a notch on the edge that is the TV's top.
// Drawn in map pixels above the figures (MapCanvas.addAboveFigures); the
// geometry is tableFootprintGeometry.ts.
import { Container, Graphics, Text } from 'pixi.js';
import { FOOTPRINT_TAB, type TableFootprint } from './tableFootprintGeometry';
import { PX_PER_INCH } from '../units';
import { wakeFrames } from '../frames';

const OUTLINE = 0xffc107;
const SHADOW = 0x000000;

export class TableFootprintLayer {
  readonly container = new Container({ label: 'table-footprint' });
  private readonly lines = new Graphics({ label: 'table-footprint-outline' });
  private readonly label = new Text({
    text: 'Table TV',
    resolution: 2,
    style: { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 'bold', fontSize: 0.42 * PX_PER_INCH, fill: 0x1b1b1b },
  });
  private shown: TableFootprint | null = null;

  constructor() {
    // Pointer input reaches the tools through MapCanvas.onPointer; the layer only draws.
    this.container.eventMode = 'none';
    this.container.visible = false;
    this.label.anchor.set(0, 0.5);
    this.container.addChild(this.lines, this.label);
  }

  /** The footprint to outline, or null to hide it; `dragging` draws it lighter while the GM moves it. */
  show(fp: TableFootprint | null, dragging = false): void {
    wakeFrames();
    this.shown = fp;
    const g = this.lines.clear();
    this.container.visible = fp !== null;
    if (!fp) return;
    const P = PX_PER_INCH;
    const x = fp.leftInches * P,
      y = fp.topInches * P,
      w = fp.widthInches * P,
      h = fp.heightInches * P;
    if (dragging) g.rect(x, y, w, h).fill({ color: OUTLINE, alpha: 0.08 });
    g.rect(x, y, w, h).stroke({ width: 7, color: SHADOW, alpha: 0.45 });
    g.rect(x, y, w, h).stroke({ width: 3, color: OUTLINE, alpha: dragging ? 0.7 : 1 });
    // The TV's top: a notch pointing out of the footprint, mid-edge.
    const n = 0.35 * P;
    const notch: Record<TableFootprint['tvTopEdge'], number[]> = {
      top: [x + w / 2 - n, y, x + w / 2 + n, y, x + w / 2, y - n],
      bottom: [x + w / 2 - n, y + h, x + w / 2 + n, y + h, x + w / 2, y + h + n],
      left: [x, y + h / 2 - n, x, y + h / 2 + n, x - n, y + h / 2],
      right: [x + w, y + h / 2 - n, x + w, y + h / 2 + n, x + w + n, y + h / 2],
    };
    g.poly(notch[fp.tvTopEdge]).fill(OUTLINE).stroke({ width: 2, color: SHADOW, alpha: 0.6 });
    // The tab: the grip (onFootprintGrip uses the same size).
    const tabW = Math.min(FOOTPRINT_TAB.widthInches, fp.widthInches) * P,
      tabH = Math.min(FOOTPRINT_TAB.heightInches, fp.heightInches) * P;
    g.rect(x, y, tabW, tabH).fill({ color: OUTLINE, alpha: 0.92 });
    const grip = 0.12 * P;
    for (let k = 0; k < 3; k++) g.rect(x + 0.15 * P, y + tabH * (0.28 + 0.22 * k), 0.35 * P, grip * 0.5).fill(SHADOW);
    this.label.position.set(x + 0.62 * P, y + tabH / 2);
    // A narrow TV keeps its tab: the label is left out rather than spilling over the map.
    this.label.visible = tabW > 1.2 * P;
  }

  current(): TableFootprint | null {
    return this.shown;
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
