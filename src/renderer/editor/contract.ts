// What the editor screen (ui/editor) reads and calls; the shell
// (EditorController) provides it. The panels' seam is ui/editor/panels/contract.ts.
import type { Cell, World } from '../../core/model/schema';
import type { EditorCommand } from '../../core/rules/editor/types';
import type { EditorUi } from '../tools/editor/editorUi';

export interface EditorToolInfo {
  id: string;
  label: string;
  hint: string;
  key?: string;
}

export interface EditorViewState {
  world: World;
  ui: EditorUi;
  tools: readonly EditorToolInfo[];
  canUndo: boolean;
  canRedo: boolean;
  /** The name Save suggests. */
  fileName: string;
  /** Edited since the last save. */
  dirty: boolean;
  /** The background image cannot be moved or rescaled (editor setting, not saved). */
  backgroundLocked: boolean;
}

export type EditorDispatch = (commands: EditorCommand | EditorCommand[], label?: string) => { ok: true } | { ok: false; error: string };

export interface EditorActions {
  setTool(id: string, settings?: Partial<EditorUi>): void;
  /** Tool options (terrain type, brush size, wall kind…). */
  setOptions(patch: Partial<EditorUi>): void;
  dispatch: EditorDispatch;
  select(ids: readonly string[]): void;
  focusCell(cell: Cell): void;
  undo(): void;
  redo(): void;
  deleteSelection(): void;
  copy(): void;
  paste(): void;
  save(saveAs: boolean): void;
  testPlay(): void;
  /** A picked PNG/JPEG/WebP as a data: URL and its size in pixels. */
  setBackground(dataUrl: string, widthPx: number, heightPx: number): void;
  /** The background at this many image pixels per inch (one grid square). */
  setPixelsPerInch(pixelsPerInch: number, widthPx: number, heightPx: number): void;
  setBackgroundLocked(locked: boolean): void;
  removeBackground(): void;
  toggleKeys(): void;
}
