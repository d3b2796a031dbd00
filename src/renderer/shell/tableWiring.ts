// The Table TV link of the open game (moved as-is from app.ts): the bridge to
// the table view, the players' fog tinted on the GM map, and new overlays
// sent when only the previews changed.
import type { World } from '../../core/model/schema';
import type { FogTint } from '../canvas/table';
import type { PlayViewState } from '../state/contract';
import { attachTableLink, type TableBridge } from '../table';
import type { AppViewState } from '../ui';

type Overlays = Parameters<typeof attachTableLink>[1];

export class TableWiring {
  private table: TableBridge | null = null;
  private offTableChange: () => void = () => {};
  private lastWorld: World | null = null;
  private lastOverlaysText = '';

  constructor(
    private readonly tint: FogTint,
    /** The Table TV panel is shown (?table=1 opens it at start). */
    private panelOpen: boolean,
    /** The table's controls or state changed (the panels show them). */
    private readonly onChange: (bridge: TableBridge) => void,
  ) {}

  /** Drops the previous game's link. */
  detach(): void {
    this.table?.detach();
    this.offTableChange();
    this.offTableChange = () => {};
  }

  /** Links a newly opened game's Session (after its PlayController exists). */
  attach(session: Parameters<typeof attachTableLink>[0], overlays: Overlays): void {
    this.lastWorld = null;
    this.lastOverlaysText = '';
    // Lazy: no fog is computed until a table view asks, opens, or the Table TV panel is shown.
    const bridge = attachTableLink(session, overlays, { lazy: true });
    if (this.panelOpen) bridge.activate();
    this.table = bridge;
    // The players' fog on the GM map while the GM wants it (on once the table view opens).
    const showTint = () => this.tint.show(bridge.controlsState().gmTint ? (bridge.lastProjection()?.fog ?? null) : null);
    bridge.onProjection(showTint);
    this.offTableChange = bridge.onChange(() => {
      showTint();
      this.onChange(bridge);
    });
    showTint();
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

  /** The GM asked for the hotseat hand-over cover. */
  handOverWanted(): boolean {
    return this.table?.options().handOver ?? false;
  }

  controls(): AppViewState['table'] {
    const table = this.table;
    return table ? { state: table.controlsState(), actions: table.controlsActions(), open: this.panelOpen } : undefined;
  }

  togglePanel(): void {
    this.panelOpen = !this.panelOpen;
    if (this.panelOpen) this.table?.activate();
  }
}
