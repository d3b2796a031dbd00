// The handle end-to-end tests and debugging reach the app through
// (window.grit). Its API is what the e2e specs rely on: keep it stable.
import type { World } from '../../core/model/schema';
import type { ClientPoint, MapCanvas } from '../canvas';
import type { PlayViewState } from '../state/contract';
import type { GameLifecycle } from './game';
import type { EditorCommand } from '../../core/rules/editor/types';
import type { EditorShell } from '../editor/editorShell';
import type { TableFootprint } from '../canvas/overlays/tableFootprintGeometry';
import type { TableWiring } from './tableWiring';
import type { TestOpenResult } from './testOpen';

export interface GritTestHandle {
  world(): World | null;
  cellToClient(c: number, r: number): ClientPoint;
  rendererName(): string;
  cameraScale(): number;
  /** The play view (a serialisable copy), or null before a game is open. */
  view(): PlayViewState | null;
  /** The scenario editor, when one is open (e2e: sides and figures until part 2's panels make them). */
  editor: {
    world(): World | null;
    /** Several commands are one undo step, as the panels dispatch them. */
    dispatch(commands: EditorCommand | EditorCommand[]): { ok: boolean; error?: string };
    /** `tool.state`, e.g. `editor.wall.drawing`. */
    toolPath(): string | null;
    selection(): string[];
    canUndo(): boolean;
  };
  /** Client pixel of a map point in inches (walls sit on grid corners). */
  pointToClient(x: number, y: number): ClientPoint;
  /** The table TV's footprint outlined on the map (issue 16 fix 6), or null. */
  tableFootprint(): TableFootprint | null;
  /**
   * Opens `?scenario=…&seed=…&fast=…` in this page as a load of that address
   * would (shell/testOpen.ts): the e2e specs share a page through it.
   */
  open(query: string): Promise<TestOpenResult>;
  /** Closes the open game and its table link (shell/testOpen.ts): e2e, before a table page opens beside a shared page. */
  closeGame(): void;
}

declare global {
  interface Window {
    grit?: GritTestHandle;
  }
}

export function installTestHandle(
  canvas: MapCanvas,
  game: GameLifecycle,
  shared: { open: (query: string) => Promise<TestOpenResult>; closeGame: () => void },
  editorShell?: EditorShell,
  table?: TableWiring,
): void {
  const ctl = () => editorShell?.controller ?? null;
  window.grit = Object.freeze({
    world: () => (game.world ? structuredClone(game.world) : null),
    cellToClient: (c: number, r: number) => canvas.cellToClient(c, r),
    rendererName: () => canvas.rendererName(),
    cameraScale: () => canvas.cameraScale(),
    view: () => (game.play ? (JSON.parse(JSON.stringify(game.play.view())) as PlayViewState) : null),
    editor: Object.freeze({
      world: () => (ctl() ? structuredClone(ctl()!.world) : null),
      dispatch: (commands: EditorCommand | EditorCommand[]) => {
        const r = ctl()?.dispatch(commands) ?? { ok: false as const, error: 'no editor open' };
        return r.ok ? { ok: true } : { ok: false, error: r.error };
      },
      toolPath: () => ctl()?.machine.path() ?? null,
      selection: () => [...(ctl()?.store.get().selection ?? [])],
      canUndo: () => ctl()?.session.canUndo() ?? false,
    }),
    pointToClient: (x: number, y: number) => canvas.pointToClient(x, y),
    tableFootprint: () => table?.footprintShown() ?? null,
    open: shared.open,
    closeGame: shared.closeGame,
  });
}
