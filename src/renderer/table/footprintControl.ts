// Issue 16 fix 6: the GM's hands on the TV footprint. It draws the bridge's
// footprint on the GM map, takes a left-drag that starts on its grip (label
// tab or outline) away from the tools and the camera, and moves the TV view
// with it, square by square, while the drag goes on; Alt+arrow nudges it a
// square. The view position is a view setting of the bridge: nothing here
// dispatches to the Session, so it is neither in the log nor in undo.
import type { MapPointerEvent } from '../canvas/overlays/types';
import { draggedCentre, onFootprintGrip, type PointInches, type TableFootprint } from '../canvas/overlays/tableFootprintGeometry';
import { PX_PER_INCH } from '../canvas/units';
import type { TableBridge } from './gmBridge';

/** Screen pixels either side of the outline that still grip it. */
const GRIP_PX = 8;

export interface FootprintView {
  show(fp: TableFootprint | null, dragging?: boolean): void;
}

export interface FootprintHost {
  /** The camera's drag-pan holds still while the footprint is dragged (MapCanvas.holdPan). */
  holdPan(hold: boolean): void;
  /** Screen pixels per map pixel (MapCanvas.cameraScale). */
  cameraScale(): number;
  /** The pointer's look over the map: 'grab' on the grip, '' to give it back. */
  setCursor(cursor: string): void;
  /** A tooltip over the map ('' for none): what the grip does, while the pointer is on it. */
  setHint(text: string): void;
}

/** The map's tooltip while the pointer rests on the footprint's grip. */
export const FOOTPRINT_HINT = 'Table TV: what the TV shows. Drag to move its view; Alt+arrow keys move it a square.';

interface Drag {
  startCentre: PointInches;
  from: PointInches;
  centre: PointInches;
}

export class FootprintControl {
  private drag: Drag | null = null;
  private cursor = '';

  constructor(
    private readonly bridge: () => TableBridge | null,
    private readonly view: FootprintView,
    private readonly host: FootprintHost,
  ) {}

  /** Redraws from the bridge (after any change of the table's status or view). */
  refresh(): void {
    if (this.drag) return;
    this.view.show(this.bridge()?.footprint() ?? null);
  }

  /**
   * What the tools see of a pointer event: null when the footprint took it, a
   * 'leave' while the pointer rests on its grip (no move preview under the tab).
   */
  route(ev: MapPointerEvent): MapPointerEvent | null {
    if (this.onPointer(ev)) return null;
    return ev.kind === 'move' && this.cursor === 'grab' ? { ...ev, kind: 'leave', cell: null } : ev;
  }

  /** True when the event is the footprint's: the tools must not see it. */
  onPointer(ev: MapPointerEvent): boolean {
    const bridge = this.bridge();
    const fp = bridge?.footprint() ?? null;
    if (this.drag) return this.continueDrag(ev, bridge, fp);
    if (!bridge || !fp) {
      this.setCursor('');
      return false;
    }
    const toleranceInches = GRIP_PX / (PX_PER_INCH * Math.max(1e-6, this.host.cameraScale()));
    const onGrip = onFootprintGrip(fp, ev.point, toleranceInches);
    if (ev.kind === 'move' && ev.buttons === 0) this.setCursor(onGrip ? 'grab' : '');
    if (ev.kind !== 'down' || ev.button !== 0 || !onGrip || ev.panModifier) return false;
    this.drag = { startCentre: fp.centreInches, from: ev.point, centre: fp.centreInches };
    this.host.holdPan(true);
    this.setCursor('grabbing');
    this.view.show(fp, true);
    return true;
  }

  private continueDrag(ev: MapPointerEvent, bridge: TableBridge | null, fp: TableFootprint | null): boolean {
    const drag = this.drag!;
    if (!bridge || !fp) {
      this.endDrag();
      return true;
    }
    // A move with no button held: the release happened where no 'up' reached the map.
    const released = ev.kind === 'up' || (ev.kind === 'move' && ev.buttons === 0);
    if (ev.kind === 'move' || ev.kind === 'up') {
      const centre = draggedCentre(drag.startCentre, drag.from, ev.point, fp, bridge.map());
      if (centre.x !== drag.centre.x || centre.y !== drag.centre.y) {
        drag.centre = centre;
        // The TV follows square by square while the GM drags (a view-only projection: no fog rebuilt).
        bridge.moveView(centre);
      }
    }
    if (released) {
      this.endDrag();
      return true;
    }
    this.view.show(bridge.footprint(), true);
    return true;
  }

  private endDrag(): void {
    this.drag = null;
    this.host.holdPan(false);
    this.setCursor('grab');
    this.refresh();
  }

  /** Alt+arrow moves the TV view a square (map axes). True when the key was taken. */
  onKey(e: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean {
    if (!e.altKey || e.ctrlKey || e.metaKey) return false;
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    const bridge = this.bridge();
    if (!step || !bridge?.footprint()) return false;
    bridge.controlsActions().nudgeView(step[0], step[1]);
    return true;
  }

  /** Drops a drag in progress (the game closed or the table went away). */
  cancel(): void {
    if (this.drag) this.endDrag();
    this.setCursor('');
  }

  private setCursor(cursor: string): void {
    if (cursor === this.cursor) return;
    this.cursor = cursor;
    this.host.setCursor(cursor);
    this.host.setHint(cursor ? FOOTPRINT_HINT : '');
  }
}
