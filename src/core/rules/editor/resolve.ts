// Editor commands -> events, pure. Records are checked with the same zod
// schemas as files, so the editor can never make a World the loader refuses.
import type { z } from 'zod';
import {
  Area as AreaSchema,
  Figure as FigureSchema,
  MapObject as MapObjectSchema,
  ScenarioInfo as ScenarioInfoSchema,
  MapInfo as MapInfoSchema,
  Side as SideSchema,
  TerrainType as TerrainTypeSchema,
  Wall as WallSchema,
  type Cell,
  type World,
} from '../../model/schema';
import { freshId } from '../../model/ids';
import { cellKey, figureCells } from '../../geometry/grid/index';
import type { EditorCommand, EditorEvent, Resolution, Violation } from './types';
import { imageSrcProblem } from '../../model/refs';
import { checkObjectiveReferences } from '../../model/objectiveRefs';
import { figureReferences, sideReferences } from './references';

const LEGEND_CHARS = '.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#%&*+-=~^_:;!?@$<>|/';

const violation = (code: string, message: string): Resolution<EditorEvent> => ({ violation: { code, message } });

function parseRecord<S extends z.ZodTypeAny>(schema: S, value: unknown, what: string): { ok: true; value: z.infer<S> } | { ok: false; v: Violation } {
  const r = schema.safeParse(value);
  if (r.success) return { ok: true, value: r.data };
  const i = r.error.issues[0];
  return { ok: false, v: { code: 'invalid-record', message: `${what}: ${i.path.join('.') || '(record)'}: ${i.message}` } };
}

type Checked<T> = { ok: true; value: T } | { ok: false; v: Violation };

/** A new record: its id (given or fresh) not taken, its shape valid. */
function newRecord<S extends z.ZodTypeAny>(records: Record<string, unknown>, input: { id?: string }, idPrefix: string, noun: string, schema: S): Checked<z.infer<S>> {
  const id = input.id ?? freshId(idPrefix, records);
  if (records[id]) return { ok: false, v: { code: 'duplicate-id', message: `${noun} "${id}" already exists` } };
  return parseRecord(schema, { ...input, id }, `${noun} ${id}`);
}

/** An existing record with `changes` merged in (its id kept), its shape valid. */
function changedRecord<S extends z.ZodTypeAny>(records: Record<string, { id: string }>, id: string, changes: object, noun: string, schema: S): Checked<z.infer<S>> {
  const old = records[id];
  if (!old) return { ok: false, v: { code: 'unknown-id', message: `${noun} "${id}" does not exist` } };
  return parseRecord(schema, { ...old, ...changes, id: old.id }, `${noun} ${old.id}`);
}

const missing = (records: Record<string, unknown>, id: string, noun: string): Resolution<EditorEvent> | null => (records[id] ? null : violation('unknown-id', `${noun} "${id}" does not exist`));

/** The one event of a checked record, or the check's violation. */
function eventOf<T>(r: Checked<T>, event: (value: T) => EditorEvent): Resolution<EditorEvent> {
  return r.ok ? { events: [event(r.value)] } : { violation: r.v };
}

function cellInMap(world: World, cell: Cell | null, size = 1): boolean {
  if (!cell) return true;
  const inside = (c: Cell) => c.c >= 0 && c.r >= 0 && c.c < world.map.widthCells && c.r < world.map.heightCells;
  // Footprints are top-left anchored on squares and centred on hexes (geometry/grid).
  return size === 1 ? inside(cell) : figureCells(world.map.grid, cell, size).every(inside);
}

export function resolveEditor(world: World, command: EditorCommand): Resolution<EditorEvent> {
  switch (command.type) {
    case 'paintTerrain': {
      if (!world.terrainTypes[command.terrainTypeId]) return violation('unknown-id', `terrain type "${command.terrainTypeId}" does not exist`);
      const bad = command.cells.find((c) => !Number.isInteger(c.c) || !Number.isInteger(c.r) || !cellInMap(world, c));
      if (bad) return violation('out-of-map', `cell ${bad.c},${bad.r} lies outside the map`);
      let char = Object.keys(world.terrain.legend).find((ch) => world.terrain.legend[ch] === command.terrainTypeId);
      const legendAdded = char === undefined;
      if (char === undefined) {
        char = [...LEGEND_CHARS].find((ch) => !(ch in world.terrain.legend));
        if (char === undefined) return violation('legend-full', 'no free legend character for another terrain type');
      }
      return { events: [{ type: 'terrainPainted', cells: command.cells.map((c) => ({ c: c.c, r: c.r })), char, terrainTypeId: command.terrainTypeId, legendAdded }] };
    }
    case 'addWall':
      return eventOf(newRecord(world.walls, command.wall, 'w', 'wall', WallSchema), (wall) => ({ type: 'wallAdded', wall }));
    case 'updateWall':
    case 'setDoor': {
      const old = world.walls[command.wallId];
      if (command.type === 'setDoor' && old && old.kind !== 'door') return violation('not-a-door', `wall "${old.id}" is a ${old.kind}, not a door`);
      const changes = command.type === 'setDoor' ? { door: command.state } : command.changes;
      return eventOf(changedRecord(world.walls, command.wallId, changes, 'wall', WallSchema), (wall) => ({ type: 'wallUpdated', wall }));
    }
    case 'removeWall':
      return missing(world.walls, command.wallId, 'wall') ?? { events: [{ type: 'wallRemoved', wallId: command.wallId }] };

    case 'placeFigure':
      return figureEvent(world, newRecord(world.figures, command.figure, 'fig', 'figure', FigureSchema), (figure) => ({ type: 'figurePlaced', figure }));
    case 'updateFigure':
      return figureEvent(world, changedRecord(world.figures, command.figureId, command.changes, 'figure', FigureSchema), (figure) => ({ type: 'figureUpdated', figure }));
    case 'removeFigure': {
      const unknown = missing(world.figures, command.figureId, 'figure');
      if (unknown) return unknown;
      return inUse(`figure "${command.figureId}"`, figureReferences(world, command.figureId)) ?? { events: [{ type: 'figureRemoved', figureId: command.figureId }] };
    }

    case 'addObject':
      return eventOf(newRecord(world.objects, command.object, 'obj', 'object', MapObjectSchema), (object) => ({ type: 'objectAdded', object }));
    case 'updateObject':
      return eventOf(changedRecord(world.objects, command.objectId, command.changes, 'object', MapObjectSchema), (object) => ({ type: 'objectUpdated', object }));
    case 'removeObject':
      return missing(world.objects, command.objectId, 'object') ?? { events: [{ type: 'objectRemoved', objectId: command.objectId }] };

    case 'addArea':
      return eventOf(newRecord(world.areas, command.area, 'area', 'area', AreaSchema), (area) => ({ type: 'areaAdded', area }));
    case 'deleteArea':
      return missing(world.areas, command.areaId, 'area') ?? { events: [{ type: 'areaDeleted', areaId: command.areaId }] };

    case 'addSide':
      return eventOf(newRecord(world.sides, command.side, 'side', 'side', SideSchema), (side) => ({ type: 'sideAdded', side }));
    case 'updateSide':
      return eventOf(changedRecord(world.sides, command.sideId, command.changes, 'side', SideSchema), (side) => ({ type: 'sideUpdated', side }));
    case 'removeSide': {
      const unknown = missing(world.sides, command.sideId, 'side');
      if (unknown) return unknown;
      return inUse(`side "${command.sideId}"`, sideReferences(world, command.sideId)) ?? { events: [{ type: 'sideRemoved', sideId: command.sideId }] };
    }
    case 'setTerrainType': {
      const id = command.terrainType.id ?? freshId('terrain', world.terrainTypes);
      const r = parseRecord(TerrainTypeSchema, { ...command.terrainType, id }, `terrain type ${id}`);
      if (!r.ok) return { violation: r.v };
      return { events: [{ type: 'terrainTypeSet', terrainType: r.value }] };
    }
    case 'updateScenario': {
      const r = parseRecord(ScenarioInfoSchema, { ...world.scenario, ...command.changes }, 'scenario');
      if (!r.ok) return { violation: r.v };
      const side = r.value.entryPoints.find((e) => !world.sides[e.sideId]);
      if (side) return violation('unknown-id', `entry point side "${side.sideId}" does not exist`);
      const ep = r.value.entryPoints.find((e) => !cellInMap(world, e.cell));
      if (ep) return violation('out-of-map', `entry point ${ep.cell.c},${ep.cell.r} lies outside the map`);
      // Zones and objectives name each other (G-WIN-1): a zone deleted while an objective needs it would make a file the loader refuses.
      let broken: string | null = null;
      checkObjectiveReferences({ ...world, scenario: r.value }, (path, message) => (broken ??= `${path.join('.')}: ${message}`));
      if (broken) return violation('bad-reference', broken);
      return { events: [{ type: 'scenarioUpdated', scenario: r.value }] };
    }
    case 'updateMap':
      return resolveUpdateMap(world, command);
    case 'setRuleOption':
      if (!command.optionId) return violation('invalid-record', 'rule option id is empty');
      return { events: [{ type: 'ruleOptionSet', optionId: command.optionId, value: command.value }] };
  }
}

/** A removal refused while other records name the thing (no dangling references): the list, to change them first. */
function inUse(what: string, references: string[]): Resolution<EditorEvent> | null {
  if (references.length === 0) return null;
  return violation('in-use', `${what} is still used; change or remove these first: ${references.join('; ')}`);
}

/** Figures also need their side and a free, on-map footprint. */
function figureEvent(world: World, r: Checked<z.infer<typeof FigureSchema>>, event: (figure: z.infer<typeof FigureSchema>) => EditorEvent): Resolution<EditorEvent> {
  const check = r.ok ? checkFigure(world, r.value) : null;
  return check ? { violation: check } : eventOf(r, event);
}

function checkFigure(world: World, f: z.infer<typeof FigureSchema>): Violation | null {
  if (!world.sides[f.sideId]) return { code: 'unknown-id', message: `side "${f.sideId}" does not exist` };
  if (!cellInMap(world, f.cell, f.sizeCells)) return { code: 'out-of-map', message: `figure "${f.id}" at ${f.cell!.c},${f.cell!.r} lies outside the map` };
  const old = world.figures[f.id];
  const moved = !old || !old.cell || !f.cell || old.cell.c !== f.cell.c || old.cell.r !== f.cell.r || old.sizeCells !== f.sizeCells;
  if (f.cell && moved) {
    // One figure per square on the table.
    const mine = new Set(figureCells(world.map.grid, f.cell, f.sizeCells).map(cellKey));
    for (const other of Object.values(world.figures)) {
      if (other.id === f.id || !other.cell) continue;
      if (figureCells(world.map.grid, other.cell, other.sizeCells).some((c) => mine.has(cellKey(c)))) return { code: 'occupied', message: `figure "${other.id}" already stands there` };
    }
  }
  return null;
}

function resolveUpdateMap(world: World, command: Extract<EditorCommand, { type: 'updateMap' }>): Resolution<EditorEvent> {
  const r = parseRecord(MapInfoSchema, { ...world.map, ...command.changes }, 'map');
  if (!r.ok) return { violation: r.v };
  const map = r.value;
  if (map.background) {
    const problem = imageSrcProblem(map.background.src);
    if (problem) return violation('bad-image', problem);
  }
  const { widthCells: w, heightCells: h } = map;
  const resized = w !== world.map.widthCells || h !== world.map.heightCells;
  if (!resized) return { events: [{ type: 'mapUpdated', map, terrainRows: null, legendChar: null, fillTerrainTypeId: null }] };
  const outside = (c: number, r: number) => c >= w || r >= h;
  const fig = Object.values(world.figures).find((f) => f.cell && figureCells(map.grid, f.cell, f.sizeCells).some((c) => outside(c.c, c.r)));
  if (fig) return violation('out-of-map', `figure "${fig.id}" would be outside a ${w}x${h} map; move it first`);
  const ep = world.scenario.entryPoints.find((e) => outside(e.cell.c, e.cell.r));
  if (ep) return violation('out-of-map', `entry point ${ep.cell.c},${ep.cell.r} would be outside a ${w}x${h} map; move it first`);
  const fillId = command.fillTerrainTypeId ?? world.terrain.legend[world.terrain.rows[0]?.[0] ?? '.'] ?? Object.keys(world.terrainTypes)[0];
  if (!fillId || !world.terrainTypes[fillId]) return violation('unknown-id', `terrain type "${fillId}" does not exist`);
  let char = Object.keys(world.terrain.legend).find((ch) => world.terrain.legend[ch] === fillId) ?? null;
  const legendChar = char === null ? ([...LEGEND_CHARS].find((ch) => !(ch in world.terrain.legend)) ?? null) : null;
  char = char ?? legendChar;
  if (char === null) return violation('legend-full', 'no free legend character for another terrain type');
  const rows = Array.from({ length: h }, (_, r) => {
    const old = world.terrain.rows[r] ?? '';
    return old.length >= w ? old.slice(0, w) : old + char!.repeat(w - old.length);
  });
  return { events: [{ type: 'mapUpdated', map, terrainRows: rows, legendChar, fillTerrainTypeId: legendChar ? fillId : null }] };
}
