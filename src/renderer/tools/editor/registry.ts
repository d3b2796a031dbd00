// Every editor tool, once, in tool-bar order. Adding one: a `defineEditorTool`
// and one entry here (its key joins the key list).
import type { EditorTool } from './editorTool';
import { alignTool, entryTool, figureTool, objectTool, zoneTool } from './placeTools';
import { selectTool } from './selectTool';
import { brushTool, eraserTool, fillTool, rectTool } from './terrainTools';
import { doorTool, wallTool } from './wallTools';

export const EDITOR_TOOLS: readonly EditorTool[] = [selectTool, brushTool, rectTool, fillTool, eraserTool, wallTool, doorTool, objectTool, figureTool, zoneTool, entryTool, alignTool];

export const EDITOR_TOOLS_BY_ID: Readonly<Record<string, EditorTool>> = Object.fromEntries(EDITOR_TOOLS.map((t) => [t.id, t]));

/** The editor's keys (the key list shows them with the tools' own). */
export const EDITOR_KEYS: ReadonlyArray<[string, string]> = [
  ...EDITOR_TOOLS.filter((t) => t.key).map((t) => [t.key!, `${t.label} tool`] as [string, string]),
  ['Ctrl+Z', 'undo'],
  ['Ctrl+Shift+Z or Ctrl+Y', 'redo'],
  ['Ctrl+S', 'save'],
  ['Ctrl+C / Ctrl+V', 'copy / paste the selection (pasted one cell on: 1" right and down; on hex maps one hex along)'],
  ['Delete or Backspace', 'delete the selection'],
  ['Shift+click, drag a box', 'add to the selection / select what is inside'],
  ['S', 'split the selected wall at the pointer'],
  ['T', 'toggle the selected doors'],
  ['[ and ]', 'turn the selected objects by 15°'],
  ['Alt (while drawing walls)', 'free points, no snapping'],
  ['Enter, double-click or Esc', 'end the wall line'],
  ['Esc, right-click', 'cancel / back to Select'],
  ['Space + drag, middle drag, arrows, + −', 'pan and zoom the map'],
  ['? or F1', 'this list'],
];
