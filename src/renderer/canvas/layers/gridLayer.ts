// All grid lines in one Graphics: one draw call however large the map
// (issue 2: "not one Graphics per cell").
import { Container, Graphics } from 'pixi.js';
import { hexEdges, hexOrientation, type HexOrientation } from '../../../core/geometry/grid';
import type { World } from '../../../core/model/schema';
import { PX_PER_INCH } from '../units';
import type { Layer } from './layer';

export const GRID_LINE_COLOUR = 0x1a1a1a;
/** Default opacity of the grid lines; the play screen's Grid slider changes it (persisted, shell/viewSettings). */
export const GRID_LINE_ALPHA = 0.45;
export const GRID_LINE_WIDTH_PX = 2;

export class GridLayer implements Layer {
  readonly container = new Container({ label: 'grid', eventMode: 'none' });
  private readonly lines = new Graphics();
  private drawnSize = '';
  private lineWidthPx = GRID_LINE_WIDTH_PX;
  private alpha = GRID_LINE_ALPHA;
  private world: World | null = null;

  /**
   * Keeps lines about GRID_LINE_WIDTH_PX screen pixels wide when the camera
   * zooms out (up to a tenth of a square), so the grid stays readable on a
   * map fitted between panels.
   */
  setCameraScale(scale: number): void {
    const width = Math.min(0.1 * PX_PER_INCH, Math.max(GRID_LINE_WIDTH_PX, GRID_LINE_WIDTH_PX / Math.max(scale, 1e-6)));
    if (Math.abs(width - this.lineWidthPx) < 0.25) return;
    this.lineWidthPx = width;
    this.drawnSize = '';
    if (this.world) this.sync(this.world);
  }

  constructor() {
    this.container.addChild(this.lines);
  }

  /** Opacity of the lines, 0 (no grid) to 1; returns true when it changed (the static picture must be drawn again). */
  setOpacity(alpha: number): boolean {
    const a = Math.max(0, Math.min(1, alpha));
    if (a === this.alpha) return false;
    this.alpha = a;
    this.lines.alpha = a / GRID_LINE_ALPHA;
    this.lines.visible = a > 0;
    return true;
  }

  sync(world: World): void {
    this.world = world;
    const { widthCells, heightCells } = world.map;
    const key = `${world.map.grid}:${widthCells}x${heightCells}`;
    if (key === this.drawnSize) return;
    this.drawnSize = key;
    const g = this.lines.clear();
    const o = hexOrientation(world.map.grid);
    if (o) {
      drawHexLines(g, widthCells, heightCells, o);
      g.stroke({ width: this.lineWidthPx, color: GRID_LINE_COLOUR, alpha: GRID_LINE_ALPHA });
      return;
    }
    const w = widthCells * PX_PER_INCH;
    const h = heightCells * PX_PER_INCH;
    for (let c = 0; c <= widthCells; c++) g.moveTo(c * PX_PER_INCH, 0).lineTo(c * PX_PER_INCH, h);
    for (let r = 0; r <= heightCells; r++) g.moveTo(0, r * PX_PER_INCH).lineTo(w, r * PX_PER_INCH);
    g.stroke({ width: this.lineWidthPx, color: GRID_LINE_COLOUR, alpha: GRID_LINE_ALPHA });
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}

/** Every hex side once: a side shared by two hexes is drawn by the later one in row-major order (no doubled alpha). */
function drawHexLines(g: Graphics, widthCells: number, heightCells: number, o: HexOrientation): void {
  const P = PX_PER_INCH;
  const inMap = (c: number, r: number) => c >= 0 && r >= 0 && c < widthCells && r < heightCells;
  for (let r = 0; r < heightCells; r++) {
    for (let c = 0; c < widthCells; c++) {
      for (const e of hexEdges({ c, r }, o)) {
        const { c: nc, r: nr } = e.across;
        if (inMap(nc, nr) && (nr > r || (nr === r && nc > c))) continue;
        g.moveTo(e.a.x * P, e.a.y * P).lineTo(e.b.x * P, e.b.y * P);
      }
    }
  }
}
