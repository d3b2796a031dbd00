// What the scenario editor's side panels receive from the editor shell. The
// shell (screen, canvas, tools) and the panels are built apart; this file is
// the seam between them. Panels never write the World: they dispatch editor
// commands through `dispatch`, which goes to Session.dispatch (one undo step
// per call; `label` names the step in the undo list).
import type { ComponentChildren } from 'preact';
import type { EditorCommand } from '../../../../core/rules/editor/types';
import type { World, Cell } from '../../../../core/model/schema';

export type EditorDispatchResult = { ok: true } | { ok: false; error: string };

export interface EditorPanelContext {
  /** The World being edited (after the last dispatch). */
  world: World;
  /** Several commands dispatched as one undo step (a gesture); stops at the first refusal. */
  dispatch(commands: EditorCommand | EditorCommand[], label?: string): EditorDispatchResult;
  /** Ids of the selected records (walls, objects, figures, zones…), as the select tool holds them. */
  selection: readonly string[];
  select(ids: readonly string[]): void;
  /** Centre the map on a cell and flash it (problems panel, "show on map"). */
  focusCell(cell: Cell): void;
  /** Arm a canvas tool by its registry id (e.g. 'editor.zone', 'editor.entry'), with optional settings. */
  setTool(toolId: string, settings?: Record<string, unknown>): void;
  /** Start a test game from the current World (the shell keeps the editor state to return to). */
  testPlay(): void;
}

export interface EditorPanelDef {
  id: string;
  title: string;
  render(ctx: EditorPanelContext): ComponentChildren;
}
