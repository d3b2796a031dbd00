// The Table TV link of the open game (moved as-is from app.ts): the bridge to
// the table view, the players' fog tinted on the GM map, the TV's footprint
// (issue 16 fix 6), and new overlays sent when only the previews changed.
import type { World } from '../../core/model/schema';
import type { MapPointerEvent } from '../canvas';
import type { FogTint } from '../canvas/table';
import type { TableFootprint } from '../canvas/overlays/tableFootprintGeometry';
import { FootprintControl, type FootprintHost, type FootprintView } from '../table/footprintControl';
import type { PlayViewState } from '../state/contract';
import { attachTableLink, type TableBridge } from '../table';
import type { AttachOptions } from '../table/gmBridge';
import type { AppViewState } from '../ui';
import { DEFAULT_TABLE_VIEW } from '../../shared/table';

type Overlays = Parameters<typeof attachTableLink>[1];

export class TableWiring {
  private table: TableBridge | null = null;
  private offTableChange: () => void = () => {};
  private lastWorld: World | null = null;
  private lastOverlaysText = '';
  private readonly footprint: FootprintControl | null;
  /** A game's bridge is linked (the footprint shows only then). */
  private attached = false;
  /** The GM map's grid line opacity, sent with the table's view options; undefined until the app sets it. */
  private gridOpacity: number | undefined;

  constructor(
    private readonly tint: FogTint,
    /** The Table TV panel is shown (?table=1 opens it at start). */
    private panelOpen: boolean,
    /** The table's controls or state changed (the panels show them). */
    private readonly onChange: (bridge: TableBridge) => void,
    /** Where the TV's footprint is drawn and dragged (the GM map). */
    footprint?: { view: FootprintView; host: FootprintHost },
    /** The link and host the bridges use (tests pass fakes); default: this window's. */
    private readonly bridgeOptions: Pick<AttachOptions, 'link' | 'host'> = {},
  ) {
    this.footprint = footprint ? new FootprintControl(() => (this.attached ? this.table : null), footprint.view, footprint.host) : null;
  }

  /** Pointer input over the map, as the tools should see it: null when the footprint took it (FootprintControl.route). */
  footprintPointer(ev: MapPointerEvent): MapPointerEvent | null {
    return this.footprint ? this.footprint.route(ev) : ev;
  }

  /** The footprint on the GM map (test handle). */
  footprintShown(): TableFootprint | null {
    return this.attached ? (this.table?.footprint() ?? null) : null;
  }

  /** Alt+arrow moves the TV view a square: true when the key was taken. */
  footprintKey(e: KeyboardEvent): boolean {
    return this.footprint?.onKey(e) ?? false;
  }

  /** Drops the previous game's link. */
  detach(): void {
    this.footprint?.cancel();
    this.table?.detach();
    this.attached = false;
    this.footprint?.refresh();
    this.offTableChange();
    this.offTableChange = () => {};
  }

  /** Links a newly opened game's Session (after its PlayController exists). */
  attach(session: Parameters<typeof attachTableLink>[0], overlays: Overlays): void {
    this.lastWorld = null;
    this.lastOverlaysText = '';
    // Lazy: no fog is computed until a table view asks, opens, or the Table TV panel is shown.
    const bridge = attachTableLink(session, overlays, {
      lazy: true,
      ...this.bridgeOptions,
      ...(this.gridOpacity !== undefined ? { initial: { view: { ...DEFAULT_TABLE_VIEW, gridOpacity: this.gridOpacity } } } : {}),
    });
    if (this.panelOpen) bridge.activate();
    this.table = bridge;
    this.attached = true;
    // The players' fog on the GM map while the GM wants it (on once the table view opens).
    const showTint = () => this.tint.show(bridge.controlsState().gmTint ? (bridge.lastProjection()?.fog ?? null) : null);
    bridge.onProjection(showTint);
    this.offTableChange = bridge.onChange(() => {
      showTint();
      this.footprint?.refresh();
      this.onChange(bridge);
    });
    showTint();
    this.footprint?.refresh();
  }

  /**
   * After each play render: previews changed but not the World, so the table
   * gets new overlays only (a World change reaches it through its own Session
   * subscription).
   */
  afterPlayRender(view: PlayViewState, overlays: NonNullable<Overlays>): void {
    const table = this.table;
    if (table?.active && this.lastWorld === view.world && Object.values(table.options().show).some(Boolean)) {
      const text = JSON.stringify(overlays() ?? null);
      if (text !== this.lastOverlaysText) {
        this.lastOverlaysText = text;
        table.refreshOverlays();
      }
    }
    this.lastWorld = view.world;
  }

  /** The GM map's grid opacity (view setting): the table view draws its grid the same (issue 16 map art). */
  setGridOpacity(alpha: number): void {
    if (alpha === this.gridOpacity) return;
    this.gridOpacity = alpha;
    if (this.attached) this.table?.setOptions({ view: { gridOpacity: alpha } });
  }

  /** The GM asked for the hotseat hand-over cover. */
  handOverWanted(): boolean {
    return this.table?.options().handOver ?? false;
  }

  controls(): AppViewState['table'] {
    const table = this.table;
    return table ? { state: table.controlsState(), actions: table.controlsActions(), open: this.panelOpen } : undefined;
  }

  /** The Table TV panel is shown. */
  panelShown(): boolean {
    return this.panelOpen;
  }

  togglePanel(): void {
    this.panelOpen = !this.panelOpen;
    // A detached link (no game open) has closed its channel; the next game's link starts active (attach).
    if (this.panelOpen && this.attached) this.table?.activate();
  }
}
