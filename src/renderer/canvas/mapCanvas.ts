// The map canvas: a PixiJS v8 application on WebGL with the camera and the
// record layers. The only door between the app and Pixi.
import type { RecordChanges } from '../../core/model/changes';
import 'pixi.js/unsafe-eval';
import { Application, Container, Culler, CullerPlugin, extensions, Ticker } from 'pixi.js';
import { sceneChanged } from './sceneChanged';
import type { Viewport } from 'pixi-viewport';
import type { GridKind, World } from '../../core/model/schema';
import { Backdrop } from './backdrop';
import { bindCameraKeys, createCamera, fitCamera, NO_INSETS, PanButtons, type ScreenInsets } from './camera';
import { AreaLayer } from './layers/areaLayer';
import { ZoneLayer } from './layers/zoneLayer';
import { ItemLayer } from './layers/itemLayer';
import { FigureLayer, figureTextureBaker } from './layers/figureLayer';
import { GridLayer } from './layers/gridLayer';
import type { Layer } from './layers/layer';
import { ObjectLayer } from './layers/objectLayer';
import { TerrainLayer } from './layers/terrainLayer';
import { BackgroundLayer } from './layers/backgroundLayer';
import { WallLayer } from './layers/wallLayer';
import { PX_PER_INCH } from './units';
import { cellCentrePx, cellUnderPoint, mapSizePx } from './cells';
import { OverlayLayer } from './overlays/overlayLayer';
import { warmLabelFonts } from './overlays/labelStyle';
import type { MapPointerEvent, OverlaySpec } from './overlays/types';
import { EditorOverlayLayer } from './editor/editorOverlayLayer';
import { CanvasSlide, drawsIn, exposedStrips, mapMarginPx } from './slide';
import { frameBusy, framesAsleep, wakeFrames } from './frames';
import { bindPointerEvents, CanvasBox, pixiMovesWhilePressed } from './pointerEvents';
import type { EditorOverlaySpec } from './editor/types';

/**
 * The part of core's ChangeSet (src/core/model/changes.ts) the canvas reads;
 * a ChangeSet can be passed as is.
 */
export type CanvasChanges = RecordChanges;

export interface ClientPoint {
  x: number;
  y: number;
}

const BACKGROUND = 0x202124;

// Off-screen figures are skipped in each drawn frame (they are marked
// cullable; see onFrame): a zoomed-in view of a 200×200 map draws only what
// is on screen (issue 6 frame time). The static layers are culled when baked
// (see Backdrop). The plugin stays registered for other Pixi applications
// in the bundle (the table view); this canvas calls the renderer itself.
extensions.add(CullerPlugin);

export class MapCanvas {
  private readonly terrain = new TerrainLayer();
  /** The map's picture (issue 16 fix 9); it loads after the first frame, then the static picture is drawn again. */
  private readonly background = new BackgroundLayer(() => {
    this.backdrop.invalidate();
    this.requestRender();
  });
  private readonly grid = new GridLayer();
  private readonly objects = new ObjectLayer();
  private readonly walls = new WallLayer();
  private readonly areas = new AreaLayer();
  private readonly zones = new ZoneLayer();
  private readonly items = new ItemLayer();
  private readonly figures: FigureLayer;
  private readonly layers: Layer[];
  private readonly overlay = new OverlayLayer();
  private readonly editorOverlay = new EditorOverlayLayer();
  private editorSpec: EditorOverlaySpec = {};
  private renderRequested = true;
  private drawnScale = 0;
  /** Camera position and scale of the last drawn frame. */
  private drawnAt = { x: NaN, y: NaN, scale: NaN };
  /** Camera position at the previous frame (a pan is under way while it changes). */
  private lastCam = { x: NaN, y: NaN };
  /** The last drawing moved by CSS while only the camera moved (slide.ts). */
  private readonly slide: CanvasSlide;
  private readonly box: CanvasBox;
  /** Frames actually drawn (the frame bench reports it next to bakes). */
  private framesDrawn = 0;
  private overlaySpec: OverlaySpec = {};
  private readonly gridListeners: ((grid: GridKind) => void)[] = [];
  private pointerListeners = new Set<(ev: MapPointerEvent) => void>();
  private insets: ScreenInsets = NO_INSETS;
  private unbindPointer: () => void = () => {};
  private readonly unbindPixiMoves: () => void;
  private world: World | null = null;
  private unbindKeys: () => void = () => {};
  private readonly panButtons: PanButtons;
  /** Holds the camera at the canvas's margin (slide.ts mapMarginPx): the camera's screen starts there. */
  private readonly marginBox = new Container({ label: 'screen-margin' });
  /** The map's size in world pixels (the margin is needed only while part of it is off screen). */
  private mapPx = { widthPx: 0, heightPx: 0 };

  private constructor(
    private readonly app: Application,
    /** Screen pixels the canvas reaches beyond each edge of the host; read by its size (create()) and the camera's. */
    private readonly margin: { px: number },
    private readonly camera: Viewport,
    /** Terrain, grid, objects and walls: their own canvas under this one, re-drawn only on change, zoom or a long pan. */
    private readonly backdrop: Backdrop,
    /** The reach shading: a transparent canvas between the backdrop and this one, drawn only when the reach changes. */
    private readonly reachBackdrop: Backdrop,
  ) {
    this.figures = new FigureLayer(figureTextureBaker(app.renderer), true);
    this.slide = new CanvasSlide(app.canvas);
    this.box = new CanvasBox(app.canvas, () => this.slide);
    // Pixi's pointer mapping (EventSystem.mapPositionToPoint) from where the canvas sits unslid (a slide moves its box),
    // and without reading the box from the DOM on every pointer move (CanvasBox).
    const events = app.renderer.events;
    events.mapPositionToPoint = (point, x, y) => {
      const b = this.box.get();
      const el = app.canvas;
      point.x = ((x - b.left) * (el.width / b.width)) / events.resolution;
      point.y = ((y - b.top) * (el.height / b.height)) / events.resolution;
    };
    this.layers = [this.terrain, this.background, this.grid, this.objects, this.walls, this.zones, this.items, this.areas, this.figures];
    this.backdrop.content.addChild(this.terrain.container, this.background.container, this.grid.container, this.objects.container, this.walls.container);
    camera.addChild(this.zones.container, this.items.container, this.areas.container, this.figures.container);
    // Reach shading sits under the figures (and the zones, items and areas: it is on the canvas under this one, so a pan
    // moves it instead of drawing it, issue 16); the rest of the overlay above them.
    this.reachBackdrop.content.addChild(this.overlay.reach);
    camera.addChildAt(this.overlay.container, camera.getChildIndex(this.figures.container));
    camera.addChild(this.editorOverlay.container);
    // The camera is a render group (issue 16 pan): a pan or zoom changes only
    // its transform, which Pixi applies to the group as a whole, so a pan
    // frame does not recompute the transform of every token, label and
    // overlay under it. The static layers are not here at all (Backdrop).
    camera.isRenderGroup = true;
    // Pixi hit-tests the scene on every pointer move; only the camera itself takes Pixi events (its drag, wheel and
    // pinch): the tools read the DOM events (bindPointerEvents), so nothing under it is walked (issue 16 hover).
    camera.interactiveChildren = false;
    this.unbindPixiMoves = pixiMovesWhilePressed(app.canvas, events.features, window);
    this.marginBox.addChild(camera);
    app.stage.addChild(this.marginBox);
    // Render on demand: the application's own ticker is never started; this
    // runs on the shared ticker (which pixi-viewport also uses) and draws a
    // frame only when the scene or the camera changed; while nothing is drawn
    // the tickers stop altogether (frames.ts).
    Ticker.shared.add(this.onFrame);
    wakeFrames();
    app.renderer.on('resize', this.requestRender);
    this.unbindPointer = this.bindPointer();

    this.unbindKeys = bindCameraKeys(camera);
    // Read-only diagnostics for the frame bench (test/bench/frame): frames drawn, bakes.
    (globalThis as unknown as { __gritCanvasStats?: () => ReturnType<MapCanvas['drawStats']> }).__gritCanvasStats = () => this.drawStats();
    this.panButtons = new PanButtons(camera);
  }

  /** Tools that use left-drag turn this off; middle-drag and Space+left-drag still pan. */
  setLeftButtonPans(enabled: boolean): void {
    this.panButtons.setLeftButtonPans(enabled);
  }

  /** A figure drag owns the left button until release: the camera's drag-pan (which saw the press too) holds still. */
  holdPan(hold: boolean): void {
    if (hold) this.camera.plugins.pause('drag');
    else this.camera.plugins.resume('drag');
  }

  static async create(host: HTMLElement): Promise<MapCanvas> {
    const app = new Application();
    // No margin until part of the map is off screen (slide.ts mapMarginPx).
    const margin = { px: 0 };
    await app.init({
      preference: 'webgl',
      autoStart: false,
      // The host plus a margin on each side (slide.ts): what is just off screen is drawn, so a pan can slide the canvas.
      resizeTo: {
        get clientWidth() {
          return host.clientWidth + 2 * margin.px;
        },
        get clientHeight() {
          return host.clientHeight + 2 * margin.px;
        },
      } as HTMLElement,
      // Transparent: the backdrop canvas (terrain, grid, walls) shows through.
      backgroundAlpha: 0,
      // No multisampling on this canvas: under software WebGL its resolve
      // doubled the cost of every frame (issue 6 bench, 150 -> 67 ms per pan
      // frame). The static layers are drawn with multisampling (Backdrop)
      // and figure bases are antialiased textures, so the map looks the same.
      antialias: false,
      autoDensity: true,
      resolution: window.devicePixelRatio || 1,
    });
    app.canvas.classList.add('map-canvas');
    warmLabelFonts();
    // Above the absolutely positioned backdrop canvas; its margin beyond the host's edges (hidden: the host clips).
    app.canvas.style.position = 'relative';
    const backdrop = await Backdrop.create(host, BACKGROUND);
    const reachBackdrop = await Backdrop.create(host, BACKGROUND, { transparent: true, above: backdrop });
    host.appendChild(app.canvas);
    return new MapCanvas(
      app,
      margin,
      createCamera(app, () => margin.px),
      backdrop,
      reachBackdrop,
    );
  }

  private readonly onFrame = (): void => {
    // Keys, wheel, pinch and fit all zoom; one check here catches every one.
    const zoomed = this.camera.scale.x !== this.drawnScale;
    if (zoomed) this.onCameraScale();
    if (this.world) this.setMargin(mapMarginPx(this.camera, this.mapPx, this.margin.px, zoomed));
    const animating = this.figures.tick(performance.now());
    const pictured = this.backdrop.update(this.camera);
    if (this.reachBackdrop.update(this.camera) || pictured || animating) frameBusy();
    // A moved camera is checked by itself too: its render group's own transform is not among its children's updates.
    const cam = this.camera;
    // The camera is the stage's only child: its own move queues it in the stage's group, so only what lies under it counts as a change.
    const moving = cam.x !== this.lastCam.x || cam.y !== this.lastCam.y;
    this.lastCam = { x: cam.x, y: cam.y };
    const changed = animating || this.renderRequested || !!this.app.stage.renderGroup?.structureDidChange || sceneChanged(cam.renderGroup);
    if (!changed && cam.scale.x === this.drawnAt.scale) {
      // Only the camera moved (or nothing did): slide the last drawing when that is exactly the new frame.
      // Whole pixels only (a fractional offset would resample the picture): a 64 px key step from a fitted camera is 63.99999… here.
      const dx = Math.round(cam.x - this.drawnAt.x),
        dy = Math.round(cam.y - this.drawnAt.y);
      const whole = Math.abs(cam.x - this.drawnAt.x - dx) < 1e-6 && Math.abs(cam.y - this.drawnAt.y - dy) < 1e-6;
      if (whole && dx === 0 && dy === 0) return this.slide.reset();
      // The screen is the host (the camera's); the canvas reaches the margin (setMargin) beyond it, so strips are uncovered
      // only once a pan has moved further than that since the last drawing.
      const strips = exposedStrips(cam.screenWidth, cam.screenHeight, dx, dy, this.margin.px);
      // Nothing drawn may enter the uncovered strips. A stopped pan leaves the canvas slid while it still covers the
      // host; once it does not, the canvas is drawn in place again, so the uncovered strip takes the pointer too.
      if (whole && (moving ? !drawsIn(cam, strips) : strips.length === 0)) {
        // A slid canvas at rest is not work: the frame loop may sleep under it.
        if (moving) frameBusy();
        this.slide.set(dx, dy);
        if (moving) this.slide.count++;
        return;
      }
    }
    frameBusy();
    this.slide.reset();
    this.drawnAt = { x: cam.x, y: cam.y, scale: cam.scale.x };
    this.renderRequested = false;
    this.framesDrawn++;
    // Culled against this frame's camera (fresh transforms): the plugin's
    // cull uses the last frame's, which is only right when every frame is drawn.
    Culler.shared.cull(this.app.stage, this.app.renderer.screen, false);
    this.app.renderer.render({ container: this.app.stage });
  };

  /** Draws the next frame even if nothing Pixi tracks changed (e.g. after a resize). */
  readonly requestRender = (): void => {
    this.renderRequested = true;
    wakeFrames();
  };

  /** Sizes the canvas `px` beyond each edge of the host; the map stays where it is on screen. */
  private setMargin(px: number): void {
    if (px === this.margin.px) return;
    this.margin.px = px;
    this.marginBox.position.set(px, px);
    this.app.canvas.style.left = this.app.canvas.style.top = `${-px}px`;
    this.slide.reset();
    this.box.reset();
    // Resizes the renderer to the host plus the margin now (its resizeTo reads margin.px); the camera's screen stays the host.
    this.app.resize();
    this.requestRender();
  }

  private onCameraScale(): void {
    this.drawnScale = this.camera.scale.x;
    this.grid.setCameraScale(this.camera.scale.x);
    this.figures.setCameraScale(this.camera.scale.x);
    this.backdrop.invalidate();
    this.reachBackdrop.invalidate();
  }

  /** Frames drawn and static-layer bakes so far, and whether the tickers sleep (frame bench and e2e diagnostics). */
  drawStats(): { frames: number; slides: number; bakes: number; strips: number; tiles: number; bakeMs: number; stripMs: number; asleep: boolean } {
    const [b, r] = [this.backdrop, this.reachBackdrop];
    return {
      frames: this.framesDrawn,
      slides: this.slide.count,
      bakes: b.bakes + r.bakes,
      strips: b.strips + r.strips,
      tiles: b.tiles + r.tiles,
      bakeMs: b.bakeMs + r.bakeMs,
      stripMs: b.stripMs + r.stripMs,
      asleep: framesAsleep(),
    };
  }

  /** Draws a whole new world and frames it. */
  showWorld(world: World): void {
    wakeFrames();
    const old = this.world?.map;
    const sizeChanged = !old || old.widthCells !== world.map.widthCells || old.heightCells !== world.map.heightCells || old.grid !== world.map.grid;
    this.world = world;
    for (const setGrid of this.gridListeners) setGrid(world.map.grid);
    for (const layer of this.layers) layer.sync(world);
    this.editorOverlay.set(this.editorSpec, world);
    const { widthPx, heightPx } = mapSizePx(world.map);
    this.mapPx = { widthPx, heightPx };
    this.backdrop.setMapSize(widthPx, heightPx);
    this.reachBackdrop.setMapSize(widthPx, heightPx);
    this.backdrop.invalidate();
    this.setOverlay(this.overlaySpec);
    if (sizeChanged) this.fit();
  }

  /** Redraws only what a dispatch touched (DESIGN "Core ideas": change sets). */
  applyChanges(world: World, changes: CanvasChanges): void {
    wakeFrames();
    if (changes.map || !this.world) {
      this.showWorld(world);
      return;
    }
    this.world = world;
    const staticChanged = changes.terrain || changes.terrainTypes.size > 0 || changes.walls.size > 0 || changes.objects.size > 0;
    // A terrain type's colour shows on every row; a paint stroke changes only its own rows.
    if (changes.terrainTypes.size > 0) this.terrain.sync(world);
    else if (changes.terrain) this.terrain.sync(world, this.terrain.changedRows(world));
    if (changes.walls.size > 0) this.walls.sync(world, changes.walls);
    if (changes.objects.size > 0) this.objects.sync(world, changes.objects);
    if (staticChanged) this.backdrop.invalidate();
    if (changes.areas.size > 0) this.areas.sync(world, changes.areas);
    this.zones.sync(world);
    this.items.sync(world);
    // A side's colour shows on all its figures; a carried item's tag on its carrier (G-WIN-7).
    if (changes.sides.size > 0) this.figures.sync(world);
    else if (changes.figures.size > 0 || this.figures.itemsChanged(world)) this.figures.sync(world, changes.figures);
    // Rings follow figures that moved.
    if (changes.figures.size > 0) this.setOverlay(this.overlaySpec);
    this.editorOverlay.set(this.editorSpec, world);
  }

  /** The scenario editor's preview, selection and entry points (canvas/editor/types.ts); `{}` clears it. */
  setEditorOverlay(spec: EditorOverlaySpec): void {
    wakeFrames();
    this.editorSpec = spec;
    this.editorOverlay.set(spec, this.world);
  }

  /** Centres the camera on a cell (the editor's "show on map"). */
  centreOn(cell: { c: number; r: number }): void {
    wakeFrames();
    const { x, y } = cellCentrePx(this.world?.map.grid ?? 'square', cell);
    this.camera.moveCenter(x, y);
  }

  /** Client point -> map point in inches (tests drive the editor tools through real pointer events). */
  clientToPoint(clientX: number, clientY: number): { x: number; y: number } {
    const rect = this.canvasBox();
    const p = this.camera.toWorld(clientX - rect.left, clientY - rect.top);
    return { x: p.x / PX_PER_INCH, y: p.y / PX_PER_INCH };
  }

  /** Map point in inches -> client (CSS) pixel. */
  pointToClient(x: number, y: number): ClientPoint {
    const screen = this.camera.toScreen(x * PX_PER_INCH, y * PX_PER_INCH);
    const rect = this.canvasBox();
    return { x: rect.left + screen.x, y: rect.top + screen.y };
  }

  /** Screen pixels covered by panels along each edge; the next fit() avoids them. */
  setInsets(insets: ScreenInsets): void {
    this.insets = insets;
  }

  /** Frames the whole map inside the area not covered by panels. */
  fit(): void {
    wakeFrames();
    if (!this.world) return;
    // The host may have been resized since Pixi's throttled resize last ran: size the renderer to it now.
    this.app.resize();
    const { widthPx, heightPx } = mapSizePx(this.world.map);
    // The next frame's scale check (onFrame) redraws the static picture only if the scale changed: a refit at the
    // same scale redrew a whole backdrop under SwiftShader, one of three on every load (issue 17 item 14).
    fitCamera(this.camera, widthPx, heightPx, this.insets);
  }

  /** Adds a layer above the figures (the players' fog tint, canvas/table FogTint); one with setGrid hears the map's grid kind. */
  addAboveFigures(layer: { container: Container; setGrid?(grid: GridKind): void }): void {
    wakeFrames();
    this.camera.addChildAt(layer.container, this.camera.getChildIndex(this.figures.container) + 1);
    if (layer.setGrid) {
      this.gridListeners.push(layer.setGrid.bind(layer));
      if (this.world) layer.setGrid(this.world.map.grid);
    }
  }

  /** Grid line opacity, 0 to 1 (the play screen's view setting). */
  setGridOpacity(alpha: number): void {
    wakeFrames();
    if (this.grid.setOpacity(alpha)) this.backdrop.invalidate();
  }

  /** Replaces the tool overlay (reach, path, LOS, circle, rings, arrow, label). */
  setOverlay(spec: OverlaySpec): void {
    wakeFrames();
    this.overlaySpec = spec;
    const version = this.overlay.reachVersion;
    this.overlay.set(spec, this.world);
    if (this.overlay.reachVersion !== version) this.reachBackdrop.invalidate();
  }

  /** Slides a figure's token along `cells` (the figure is already drawn at the end). */
  animateMove(figureId: string, cells: { c: number; r: number }[], durationMs: number): void {
    wakeFrames();
    if (this.world) this.figures.animatePath(this.world, figureId, cells, durationMs, performance.now());
  }

  /** Pointer input over the map in cells and inches; returns an unsubscribe function. */
  onPointer(listener: (ev: MapPointerEvent) => void): () => void {
    this.pointerListeners.add(listener);
    return () => this.pointerListeners.delete(listener);
  }

  private bindPointer(): () => void {
    return bindPointerEvents(this.app.canvas, (kind, e, click) => {
      const rect = this.canvasBox();
      const p = this.camera.toWorld(e.clientX - rect.left, e.clientY - rect.top);
      const point = { x: p.x / PX_PER_INCH, y: p.y / PX_PER_INCH };
      const cell = this.world ? cellUnderPoint(this.world.map, point) : null;
      const ev: MapPointerEvent = {
        kind,
        cell,
        point,
        button: e.button,
        buttons: e.buttons,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        ctrlKey: e.ctrlKey || e.metaKey,
        panModifier: this.panButtons.spaceHeld,
        click,
      };
      for (const l of [...this.pointerListeners]) l(ev);
    });
  }

  /** Centres the camera on a cell when it is off screen (the turn passed to a figure out of view). */
  ensureVisible(cell: { c: number; r: number }): void {
    wakeFrames();
    const { x, y } = cellCentrePx(this.world?.map.grid ?? 'square', cell);
    const margin = PX_PER_INCH;
    const left = this.camera.left,
      top = this.camera.top,
      right = this.camera.right,
      bottom = this.camera.bottom;
    if (x < left + margin || x > right - margin || y < top + margin || y > bottom - margin) this.camera.moveCenter(x, y);
  }

  /** Moves the camera by screen pixels (scripted pan for the frame-time bench). */
  panBy(dxScreenPx: number, dyScreenPx: number): void {
    wakeFrames();
    const s = this.camera.scale.x;
    const c = this.camera.center;
    this.camera.moveCenter(c.x - dxScreenPx / s, c.y - dyScreenPx / s);
  }

  /** Client (CSS) pixel of a cell's centre (square or hex), for tests and DOM overlays. */
  cellToClient(c: number, r: number): ClientPoint {
    const centre = cellCentrePx(this.world?.map.grid ?? 'square', { c, r });
    const screen = this.camera.toScreen(centre.x, centre.y);
    const rect = this.canvasBox();
    return { x: rect.left + screen.x, y: rect.top + screen.y };
  }

  /** The map canvas's client box where it sits unslid (a slide moves the element, not the map). */
  private canvasBox(): { left: number; top: number } {
    return this.box.get();
  }

  rendererName(): string {
    return this.app.renderer.name;
  }

  /** Screen pixels per world pixel (1 = PX_PER_INCH CSS pixels per inch). */
  cameraScale(): number {
    return this.camera.scale.x;
  }

  destroy(): void {
    Ticker.shared.remove(this.onFrame);
    this.app.renderer.off('resize', this.requestRender);
    this.overlay.destroy();
    // The reach's picture is drawn with the static backdrop's renderer, which goes with the static backdrop.
    this.reachBackdrop.destroy();
    this.backdrop.destroy();
    this.unbindKeys();
    this.unbindPointer();
    this.unbindPixiMoves();
    this.box.destroy();
    this.panButtons.destroy();
    this.editorOverlay.destroy();
    for (const layer of this.layers) layer.destroy();
    this.app.destroy(true, { children: true });
  }
}
