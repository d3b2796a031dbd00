// A headless driver for the play tools, after tldraw's TestEditor
// (ANCHORS.md): it plays pointer and key input in cells through the real
// PlayController and Session, with a canvas that draws nothing, so a test
// reads the tool's state path, the commands it dispatched and the preview it
// wrote into the UI store. For unit tests only.
import type { Cell, Point, World } from '../../core/model/schema';
import { createSession, type Session } from '../../core/session';
import { playEngine, type Command, type GameEvent } from '../../core/rules';
import { PlayController } from './playController';
import type { PlayCanvas } from './playCore';
import type { MapPointerEvent, OverlaySpec } from '../canvas';
import { cellCentre } from '../tools/previews';
import type { ToolId } from '../tools/registry';
import type { ToolPointer } from '../tools/tool';
import type { PlayUi, ToolPreview } from '../tools/uiState';

type CellLike = Cell | [number, number];

export class ToolDriver {
  readonly ctl: PlayController;
  readonly session: Session<Command>;
  /** The last overlay the controller drew and how often the panels rendered. */
  overlay: OverlaySpec = {};
  renders = 0;
  /** Idle-time tasks the controller scheduled (warmUp.ts), run by `idle()`. */
  private readonly idleTasks: (() => void)[] = [];
  private mark: number;

  /** A driver on `world`; `start` dispatches startEncounter first (initiative, G-TURN-1). */
  constructor(world: World, { start = true }: { start?: boolean } = {}) {
    this.session = createSession<Command, GameEvent>(world, playEngine as never);
    const canvas: PlayCanvas = {
      applyChanges: () => {},
      setOverlay: (spec) => (this.overlay = spec),
      animateMove: () => {},
      setLeftButtonPans: () => {},
    };
    const idle = (task: () => void) => {
      this.idleTasks.push(task);
      return () => {
        const i = this.idleTasks.indexOf(task);
        if (i >= 0) this.idleTasks.splice(i, 1);
      };
    };
    this.ctl = new PlayController(this.session, { canvas, render: () => this.renders++, save: async () => {}, fast: true, idle });
    if (start) {
      const r = this.ctl.dispatch({ type: 'startEncounter' });
      if (!r.ok) throw new Error(`startEncounter refused: ${r.violation.message}`);
    }
    this.mark = this.session.log.length;
  }

  /** Runs the idle-time tasks scheduled so far (and those they schedule); returns how many ran. */
  idle(): number {
    let n = 0;
    for (let task = this.idleTasks.shift(); task; task = this.idleTasks.shift()) {
      task();
      n++;
    }
    return n;
  }

  get ui(): PlayUi {
    return this.ctl.ui;
  }

  get preview(): ToolPreview {
    return this.ctl.ui.preview;
  }

  /** `tool.state`, e.g. `attack.aiming`. */
  get path(): string {
    return this.ctl.tools.path();
  }

  /** The commands dispatched since the driver was made or `commands()` was last read. */
  commands(): Command[] {
    const out = this.session.log.slice(this.mark) as Command[];
    this.mark = this.session.log.length;
    return out;
  }

  setTool(tool: ToolId): this {
    this.ctl.actions.setTool(tool);
    return this;
  }

  /** Ends turns until `figureId` is the active figure (throws if it never is). */
  turnOf(figureId: string): this {
    for (let guard = 0; guard < 20 && this.ctl.active() !== figureId; guard++) {
      const active = this.ctl.active();
      if (!active) break;
      this.ctl.dispatch({ type: 'endTurn', figureId: active });
    }
    if (this.ctl.active() !== figureId) throw new Error(`${figureId} never became the active figure`);
    this.commands();
    return this;
  }

  pointerMove(cell: CellLike | null, at?: Point): this {
    this.ctl.onPointer(this.event('move', cell, at, { buttons: 0 }));
    return this;
  }

  /** Moves with the left button held (a drag; over empty map the camera pans). */
  dragTo(cell: CellLike | null, at?: Point): this {
    this.ctl.onPointer(this.event('move', cell, at, { buttons: 1 }));
    return this;
  }

  pointerDown(cell: CellLike | null, at?: Point): this {
    this.ctl.onPointer(this.event('down', cell, at, { buttons: 1 }));
    return this;
  }

  /** Button up; `click` when it came within a few pixels of its down. */
  pointerUp(cell: CellLike | null, { click = false, at }: { click?: boolean; at?: Point } = {}): this {
    this.ctl.onPointer(this.event('up', cell, at, { click }));
    return this;
  }

  /** A left click on the cell (or at the point inside it): down, then up as a click. */
  click(cell: CellLike, at?: Point): this {
    return this.pointerDown(cell, at).pointerUp(cell, { click: true, at });
  }

  rightClick(cell: CellLike): this {
    this.ctl.onPointer({ ...this.event('up', cell, undefined, { click: true }), button: 2 });
    return this;
  }

  leave(): this {
    this.ctl.onPointer(this.event('leave', null, { x: -1, y: -1 }, {}));
    return this;
  }

  keyDown(key: string, mods: { ctrlKey?: boolean; shiftKey?: boolean } = {}): this {
    this.ctl.onKey({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null, ...mods } as unknown as KeyboardEvent);
    return this;
  }

  /** Throws unless the tool is in `path` (`attack.aiming`), naming where it is. */
  expectToBeIn(path: string): this {
    if (this.path !== path) throw new Error(`expected the tool to be in "${path}", it is in "${this.path}"`);
    return this;
  }

  private event(kind: ToolPointer['kind'], cellLike: CellLike | null, at: Point | undefined, extra: Partial<MapPointerEvent>): MapPointerEvent {
    const cell = cellLike === null ? null : Array.isArray(cellLike) ? ({ c: cellLike[0], r: cellLike[1] } as Cell) : cellLike;
    const point = at ?? (cell ? cellCentre(cell, this.session.world.map.grid) : { x: -1, y: -1 });
    return { kind, cell, point, button: 0, buttons: 0, click: false, shiftKey: false, ...extra };
  }
}
