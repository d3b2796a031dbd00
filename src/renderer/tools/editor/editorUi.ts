// The scenario editor's UI state (never the World): the armed tool and its
// state, the tools' settings, the selection, the hover and the preview. One
// Store holds it; the editor screen renders from it.
import type { Cell, DoorState, Point, WallKind } from '../../../core/model/schema';
import type { EditorOverlaySpec } from '../../canvas/editor/types';

export interface EditorUi {
  tool: string;
  toolState: string;
  /** Terrain brush, rectangle and fill paint this type; the eraser paints the base type. */
  terrainTypeId: string;
  /** Brush size in cells across (squares) or rings (hexes). */
  brushSize: number;
  wallKind: WallKind;
  doorState: DoorState;
  /** Object palette entry the object tool places (tools/editor/objects.ts). */
  objectPreset: string;
  /** Zone tool: the name of the next zone and its side (null = neutral). */
  zoneName: string;
  zoneSideId: string | null;
  /** Entry tool: the side whose entry points it places. */
  entrySideId: string | null;
  /** Figure tool: the figure it puts on the map (null = the selected figure). */
  figureId: string | null;
  /** Selected record ids (walls, objects, figures, zones). */
  selection: readonly string[];
  hoverCell: Cell | null;
  hoverPoint: Point | null;
  /** What the active tool shows over the map. */
  preview: EditorOverlaySpec;
  /** Why the last action did nothing (a refused command), shown under the tool bar. */
  message: string | null;
  /** A cell flashed by "show on map" (problems panel). */
  flash: Cell | null;
}

export const INITIAL_EDITOR_UI: EditorUi = {
  tool: 'editor.select',
  toolState: 'idle',
  terrainTypeId: 'open',
  brushSize: 1,
  wallKind: 'wall',
  doorState: 'closed',
  objectPreset: 'crates',
  zoneName: 'Zone',
  zoneSideId: null,
  entrySideId: null,
  figureId: null,
  selection: [],
  hoverCell: null,
  hoverPoint: null,
  preview: {},
  message: null,
  flash: null,
};
