// Editor commands (scenario designer) and the events they resolve into.
// Plain serialisable objects with a `type`; undoable (DESIGN "Core ideas").
import type { z } from 'zod';
import type {
  Area,
  Cell,
  DoorState,
  Figure,
  MapObject,
  RuleOptions,
  ScenarioInfo,
  Side,
  TerrainType,
  Wall,
  Figure as FigureSchema,
  Wall as WallSchema,
  MapObject as MapObjectSchema,
  Area as AreaSchema,
  Side as SideSchema,
  TerrainType as TerrainTypeSchema,
  ScenarioInfo as ScenarioInfoSchema,
  MapInfo as MapInfoSchema,
  MapInfo,
} from '../../model/schema';

/** A record as the caller may write it: defaults may be left out, id may be left out (a fresh one is chosen). */
type Input<S extends z.ZodTypeAny> = Omit<z.input<S>, 'id'> & { id?: string };
/** Fields to change; ids inside may be plain strings. */
type Changes<S extends z.ZodTypeAny> = Partial<Omit<z.input<S>, 'id'>>;

export type EditorCommand =
  | { type: 'paintTerrain'; cells: Cell[]; terrainTypeId: string }
  | { type: 'addWall'; wall: Input<typeof WallSchema> }
  | { type: 'updateWall'; wallId: string; changes: Changes<typeof WallSchema> }
  | { type: 'removeWall'; wallId: string }
  | { type: 'setDoor'; wallId: string; state: DoorState }
  | { type: 'placeFigure'; figure: Input<typeof FigureSchema> }
  | { type: 'updateFigure'; figureId: string; changes: Changes<typeof FigureSchema> }
  | { type: 'removeFigure'; figureId: string }
  | { type: 'addObject'; object: Input<typeof MapObjectSchema> }
  | { type: 'updateObject'; objectId: string; changes: Changes<typeof MapObjectSchema> }
  | { type: 'removeObject'; objectId: string }
  | { type: 'addArea'; area: Input<typeof AreaSchema> }
  | { type: 'deleteArea'; areaId: string }
  | { type: 'addSide'; side: Input<typeof SideSchema> }
  | { type: 'updateSide'; sideId: string; changes: Changes<typeof SideSchema> }
  | { type: 'removeSide'; sideId: string }
  | { type: 'setTerrainType'; terrainType: Input<typeof TerrainTypeSchema> }
  | { type: 'updateScenario'; changes: Partial<z.input<typeof ScenarioInfoSchema>> }
  | { type: 'setRuleOption'; optionId: string; value: RuleOptions[string] | null }
  /** Resize keeps the top-left corner; new squares get `fillTerrainTypeId` (default: the type at 0,0). */
  | { type: 'updateMap'; changes: Partial<z.input<typeof MapInfoSchema>>; fillTerrainTypeId?: string };

export type EditorEvent =
  | { type: 'terrainPainted'; cells: Cell[]; char: string; terrainTypeId: string; legendAdded: boolean }
  | { type: 'wallAdded'; wall: Wall }
  | { type: 'wallUpdated'; wall: Wall }
  | { type: 'wallRemoved'; wallId: string }
  | { type: 'figurePlaced'; figure: Figure }
  | { type: 'figureUpdated'; figure: Figure }
  | { type: 'figureRemoved'; figureId: string }
  | { type: 'objectAdded'; object: MapObject }
  | { type: 'objectUpdated'; object: MapObject }
  | { type: 'objectRemoved'; objectId: string }
  | { type: 'areaAdded'; area: Area }
  | { type: 'areaDeleted'; areaId: string }
  | { type: 'sideAdded'; side: Side }
  | { type: 'sideUpdated'; side: Side }
  | { type: 'sideRemoved'; sideId: string }
  | { type: 'terrainTypeSet'; terrainType: TerrainType }
  | { type: 'scenarioUpdated'; scenario: ScenarioInfo }
  | { type: 'ruleOptionSet'; optionId: string; value: RuleOptions[string] | null }
  | { type: 'mapUpdated'; map: MapInfo; terrainRows: string[] | null; legendChar: string | null; fillTerrainTypeId: string | null };

export const EDITOR_COMMAND_TYPES: ReadonlySet<string> = new Set<EditorCommand['type']>([
  'paintTerrain',
  'addWall',
  'updateWall',
  'removeWall',
  'setDoor',
  'placeFigure',
  'updateFigure',
  'removeFigure',
  'addObject',
  'updateObject',
  'removeObject',
  'addArea',
  'deleteArea',
  'addSide',
  'updateSide',
  'removeSide',
  'setTerrainType',
  'updateScenario',
  'setRuleOption',
  'updateMap',
]);

export function isEditorCommand(command: { type: string }): command is EditorCommand {
  return EDITOR_COMMAND_TYPES.has(command.type);
}

export interface Violation {
  code: string;
  message: string;
}
export type Resolution<E> = { events: E[] } | { violation: Violation };
