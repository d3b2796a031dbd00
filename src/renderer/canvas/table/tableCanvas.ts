// The table view's canvas (issue 7): the same record layers as the GM map,
// drawn at true scale (calibrated CSS px per inch), turned 0/90/180/270° and
// covered by the players' fog (G-LOS-5): unseen cells opaque black, explored
// ones dimmed. No camera gestures: the GM frames the table from the GM window.
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Ticker } from 'pixi.js';
import { sceneChanged } from '../sceneChanged';
import { frameBusy, wakeFrames } from '../frames';
import { cellCenter } from '../../../core/geometry/grid';
import type { TableProjection } from '../../../shared/table';
import { mapToScreen, openingFocus, tableFrame, tableGridOpacity, type TableFrame } from './frame';
import { AreaLayer } from '../layers/areaLayer';
import { FigureLayer } from '../layers/figureLayer';
import { GRID_LINE_ALPHA, GridLayer } from '../layers/gridLayer';
import type { Layer } from '../layers/layer';
import { planCounts, tableSyncPlan } from './syncPlan';
import { ObjectLayer } from '../layers/objectLayer';
import { TerrainLayer } from '../layers/terrainLayer';
import { BackgroundLayer } from '../layers/backgroundLayer';
import { WallLayer } from '../layers/wallLayer';
import { PX_PER_INCH } from '../units';
import { drawFog, drawOverlays } from './fogLayer';

export const TABLE_BACKGROUND = 0x000000;

export class TableCanvas {
  private readonly root = new Container({ label: 'table-root' });
  private readonly terrain = new TerrainLayer();
  /** The map's picture (issue 16 fix 9); drawn once loaded. */
  private readonly background = new BackgroundLayer(() => this.requestRender());
  private readonly grid = new GridLayer();
  private readonly objects = new ObjectLayer();
  private readonly walls = new WallLayer();
  private readonly areas = new AreaLayer();
  private readonly figures = new FigureLayer();
  private readonly overlays = new Graphics({ label: 'table-overlays' });
  private readonly fog = new Graphics({ label: 'table-fog' });
  private readonly layers: Layer[] = [this.terrain, this.background, this.grid, this.objects, this.walls, this.areas, this.figures];
  private projection: TableProjection | null = null;
  private truePxPerInch = 96;
  private lastCounts: ReturnType<typeof planCounts> | null = null;
  private frame: TableFrame | null = null;
  /** Where this game's view opened (fixed per stream, so moves do not slide the TV view; the GM pans from there). */
  private focus: { stream: string | undefined; at: { x: number; y: number } } | null = null;
  private readonly layoutListeners = new Set<() => void>();
  private renderRequested = true;

  private constructor(private readonly app: Application) {
    // Objects the players know of (the projection holds no others) are drawn over the fog: their own
    // squares are out of sight behind them, and fogged they read as black blocks (issue 16 fix 5).
    this.root.addChild(
      this.terrain.container,
      this.background.container,
      this.grid.container,
      this.walls.container,
      this.areas.container,
      this.overlays,
      this.fog,
      this.objects.container,
      this.figures.container,
    );
    app.stage.addChild(this.root);
    app.renderer.on('resize', this.onResize);
    // Render on demand, as the GM map does: the TV shows a still picture between
    // changes, and an auto-started ticker redrew it (multisampled, in software
    // WebGL on test machines) sixty times a second: about one CPU core idle.
    Ticker.shared.add(this.onFrame);
    wakeFrames();
    // Counts every render, whoever asks for it (the render-on-demand check in the e2e).
    app.renderer.runners.postrender.add({ postrender: () => this.framesDrawn++ });
  }

  private readonly onResize = (): void => {
    this.requestRender();
    this.layout();
  };

  private readonly onFrame = (): void => {
    if (!this.renderRequested && !sceneChanged(this.app.stage.renderGroup)) return;
    this.renderRequested = false;
    frameBusy();
    this.app.renderer.render({ container: this.app.stage });
  };

  /** Draws the next frame even if nothing Pixi tracks changed. */
  private requestRender(): void {
    this.renderRequested = true;
    wakeFrames();
  }

  /** Frames drawn so far (render on demand: an idle table draws none). */
  framesDrawn = 0;

  static async create(host: HTMLElement): Promise<TableCanvas> {
    const app = new Application();
    await app.init({
      preference: 'webgl',
      autoStart: false,
      resizeTo: host,
      background: TABLE_BACKGROUND,
      antialias: true,
      autoDensity: true,
      resolution: window.devicePixelRatio || 1,
    });
    app.canvas.classList.add('table-canvas');
    host.appendChild(app.canvas);
    return new TableCanvas(app);
  }

  /**
   * Draws a projection at `truePxPerInch` CSS pixels per inch: only the ids
   * its change set names when it follows the projection drawn last (11.8).
   */
  show(projection: TableProjection, truePxPerInch: number): void {
    wakeFrames();
    const plan = tableSyncPlan(this.projection, projection);
    this.projection = projection;
    this.truePxPerInch = truePxPerInch;
    const world = projection.world;
    if (plan.full) {
      for (const layer of this.layers) layer.sync(world);
    } else {
      if (plan.map) {
        this.terrain.sync(world);
        this.background.sync(world);
        this.grid.sync(world);
      }
      if (plan.walls.length > 0) this.walls.sync(world, plan.walls);
      if (plan.objects.length > 0) this.objects.sync(world, plan.objects);
      if (plan.areas.length > 0) this.areas.sync(world, plan.areas);
      if (plan.figures === 'all') this.figures.sync(world);
      else if (plan.figures.length > 0) this.figures.sync(world, plan.figures);
    }
    // The grid as the GM map draws it (its view setting comes with every projection).
    this.grid.setOpacity(tableGridOpacity(projection.view, GRID_LINE_ALPHA));
    if (plan.fog) drawFog(this.fog, projection.fog, undefined, world.map.grid);
    drawOverlays(this.overlays, projection.overlays, world.map.grid);
    this.lastCounts = planCounts(plan, projection);
    this.layout();
  }

  /** Views the last projection rebuilt, per layer (the table's change-set check). */
  lastSyncCounts(): ReturnType<typeof planCounts> | null {
    return this.lastCounts ? { ...this.lastCounts } : null;
  }

  setPxPerInch(truePxPerInch: number): void {
    wakeFrames();
    this.truePxPerInch = truePxPerInch;
    this.layout();
  }

  private layout(): void {
    const p = this.projection;
    if (!p) return;
    const screen = { width: this.app.screen.width, height: this.app.screen.height };
    if (!this.focus || this.focus.stream !== p.stream) this.focus = { stream: p.stream, at: openingFocus(screen, p.world, p.playerSideIds, this.truePxPerInch, p.view.rotation) };
    const frame = tableFrame(screen, p.world.map, p.view, this.truePxPerInch, this.focus.at);
    this.frame = frame;
    const scale = frame.pxPerInch / PX_PER_INCH;
    this.root.visible = !p.view.blackout;
    this.root.pivot.set(frame.pivotInches.x * PX_PER_INCH, frame.pivotInches.y * PX_PER_INCH);
    this.root.position.set(frame.centreCss.x, frame.centreCss.y);
    this.root.scale.set(scale);
    this.root.rotation = (frame.rotationDeg * Math.PI) / 180;
    this.requestRender();
    this.layoutListeners.forEach((fn) => fn());
  }

  /** Called after every layout (a projection drawn, a resize, a new calibration): the table reports its view to the GM. */
  onLayout(callback: () => void): () => void {
    this.layoutListeners.add(callback);
    return () => this.layoutListeners.delete(callback);
  }

  /** The window's size (CSS px) and the map point at its centre (inches; null before a projection), for the GM's footprint. */
  viewInfo(): { widthCss: number; heightCss: number; centreInches: { x: number; y: number } | null } {
    const c = this.frame?.pivotInches;
    return { widthCss: this.app.screen.width, heightCss: this.app.screen.height, centreInches: c ? { x: c.x, y: c.y } : null };
  }

  /** Client (CSS) pixel of a cell's centre (square or hex). */
  cellToClient(c: number, r: number): { x: number; y: number } | null {
    if (!this.frame || !this.projection) return null;
    const centre = cellCenter(this.projection.world.map.grid, { c, r });
    const p = mapToScreen(this.frame, centre.x, centre.y);
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + p.x, y: rect.top + p.y };
  }

  rendererName(): string {
    return this.app.renderer.name;
  }

  destroy(): void {
    Ticker.shared.remove(this.onFrame);
    this.app.renderer.off('resize', this.onResize);
    for (const layer of this.layers) layer.destroy();
    this.app.destroy(true, { children: true });
  }
}
