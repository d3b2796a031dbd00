// GM World -> TableProjection: only what the players may see (DESIGN user 2,
// issue 7). Filtering happens here, before anything is sent, so no GM-only
// data (hidden figures, notes, enemy stats and loadouts, other sides' victory
// conditions, the dice state) ever leaves the GM window. Pure: no DOM.
import { freshRulesCache, type RulesCache } from '../../core/spatial/rulesCache';
import { cellCenter, HEX_RADIUS_INCHES } from '../../core/geometry/grid';
import type { Area, Figure, GridKind, Side, World } from '../../core/model/schema';
import { visibleCellsForSide, visibleFiguresForSide } from '../../core/rules/sight';
import { DEFAULT_TABLE_VIEW, TABLE_PROJECTION_KIND, type TableProjection, type TableViewOptions } from '../../shared/table';

import type { OverlaySwitches } from './controlsContract';
import { filterOverlays, hiddenFigureCells, knownMapRecords, type CellMask, type GmOverlays } from './sightFilter';

export type { OverlaySwitches, GmOverlays };

export const NO_OVERLAYS: OverlaySwitches = { reach: false, path: false, templates: false, los: false };

export interface ProjectionOptions {
  playerSideIds: readonly string[];
  view?: Partial<TableViewOptions>;
  /** Overlays the GM currently has (the play screen's previews), with the figures they come from. */
  overlays?: GmOverlays;
  show?: Partial<OverlaySwitches>;
  /** Cells seen before (row-major), carried by the caller between moves (TableProjectionBuild.seenCells). */
  explored?: Uint8Array | null;
  seq?: number;
  /** The session's rules cache: fog reuses its sight index and FOV masks between sends. */
  rulesCache?: RulesCache;
}

/** The players' sides: the given ids, or every side marked `player` when none are given. */
export function defaultPlayerSides(world: World): string[] {
  return Object.values(world.sides)
    .filter((s) => s.player)
    .map((s) => s.id);
}

/** G-LOS-5: union of what each player side's figures see now. */
export function playersVisibleCells(world: World, playerSideIds: readonly string[], cache: RulesCache = freshRulesCache()): Uint8Array {
  world = withoutHiddenFigures(world);
  const out = new Uint8Array(world.map.widthCells * world.map.heightCells);
  for (const sideId of playerSideIds) {
    const mask = visibleCellsForSide(world, sideId, {}, cache);
    for (let k = 0; k < out.length && k < mask.length; k++) if (mask[k]) out[k] = 1;
  }
  return out;
}

export function buildTableProjection(world: World, options: ProjectionOptions): TableProjection {
  return projectForTable(world, options).projection;
}

/** A projection and the players' memory of the map, which the caller keeps for the next one. */
export interface TableProjectionBuild {
  projection: TableProjection;
  /** Cells the players see now or have seen (row-major): kept whether or not the table dims explored cells. */
  seenCells: Uint8Array;
}

export function projectForTable(world: World, options: ProjectionOptions): TableProjectionBuild {
  const players = new Set(options.playerSideIds.filter((id) => world.sides[id]));
  const view: TableViewOptions = { ...DEFAULT_TABLE_VIEW, ...options.view, panInches: { ...DEFAULT_TABLE_VIEW.panInches, ...options.view?.panInches } };
  const { widthCells, heightCells } = world.map;
  const cache = options.rulesCache ?? freshRulesCache();
  const visible = playersVisibleCells(world, [...players], cache);

  // G-LOS-5: enemies only while some player figure has line of sight now.
  const seenEnemies = new Set<string>();
  const known = withoutHiddenFigures(world);
  for (const sideId of players) for (const id of visibleFiguresForSide(known, sideId, cache)) seenEnemies.add(id);

  const figures: Record<string, Figure> = {};
  for (const f of Object.values(world.figures)) {
    if (f.hidden || !f.cell) continue;
    if (players.has(f.sideId)) figures[f.id] = ownFigure(f);
    else if (seenEnemies.has(f.id)) figures[f.id] = enemyFigure(f);
  }

  // A figure is seen when any part of its footprint is (G-LOS-1), while the
  // fog samples cell centres: uncover the squares of every figure shown, so
  // the fog never paints over a figure the players may see.
  for (const f of Object.values(figures)) {
    for (let r = f.cell!.r; r < Math.min(heightCells, f.cell!.r + f.sizeCells); r++) {
      for (let c = f.cell!.c; c < Math.min(widthCells, f.cell!.c + f.sizeCells); c++) visible[r * widthCells + c] = 1;
    }
  }

  // 17.3: the memory is kept even while the table does not dim explored
  // cells, so walls, objects and lights once seen stay and no others are sent.
  const seenCells = new Uint8Array(visible.length);
  const before = options.explored && options.explored.length === visible.length ? options.explored : null;
  for (let k = 0; k < visible.length; k++) seenCells[k] = visible[k] || (before ? before[k] : 0);
  const explored = view.showExplored ? seenCells.slice() : null;
  const grid = world.map.grid;
  const visibleMask: CellMask = { grid, widthCells, heightCells, cells: visible };
  // Whole-map mode (issue 16 fix 6): every map record goes and no square is fogged; figures stay filtered by sight above.
  const mapCells = view.wholeMap ? new Uint8Array(visible.length).fill(1) : seenCells;
  const seenRecords = knownMapRecords(world, { grid, widthCells, heightCells, cells: mapCells });

  const shownSides = new Set<string>([...players, ...Object.values(figures).map((f) => f.sideId)]);
  const sides: Record<string, Side> = {};
  for (const id of shownSides) {
    const side = world.sides[id];
    if (side) sides[id] = { ...side };
  }

  const isVisible = (c: number, r: number) => c >= 0 && r >= 0 && c < widthCells && r < heightCells && visible[r * widthCells + c] === 1;
  const areas: Record<string, Area> = {};
  for (const a of Object.values(world.areas)) if (view.wholeMap || areaTouchesVisible(a, isVisible, world.map)) areas[a.id] = { ...a, center: { ...a.center } };

  const victory: Record<string, string> = {};
  for (const [sideId, text] of Object.entries(world.scenario.victory)) if (players.has(sideId)) victory[sideId] = text;

  const projected: World = {
    format: world.format,
    version: world.version,
    map: structuredClone(world.map),
    terrainTypes: structuredClone(world.terrainTypes),
    terrain: structuredClone(world.terrain),
    walls: seenRecords.walls,
    objects: seenRecords.objects,
    figures,
    areas,
    sides,
    items: {},
    scenario: {
      title: world.scenario.title,
      briefing: world.scenario.briefing,
      victory,
      // Zones and objectives stay on the GM screen for now (they can name hidden figures).
      zones: {},
      objectives: {},
      entryPoints: world.scenario.entryPoints.filter((e) => players.has(e.sideId)).map((e) => structuredClone(e)),
      opBudget: world.scenario.opBudget,
      rules: { ...world.scenario.rules },
      gmNotes: '',
    },
    // The initiative order names every figure, hidden ones too: only the round is shared.
    turn: { round: world.turn.round, order: [], tieBreaks: {}, activeIndex: 0, done: [] },
  };
  if (seenRecords.lights) projected.lights = seenRecords.lights;

  const projection: TableProjection = {
    kind: TABLE_PROJECTION_KIND,
    version: 1,
    seq: options.seq ?? 0,
    playerSideIds: [...players],
    world: projected,
    fog: view.wholeMap ? { widthCells, heightCells, visible: mapCells.slice(), explored: null } : { widthCells, heightCells, visible, explored },
    overlays: filterOverlays(options.overlays ?? {}, { ...NO_OVERLAYS, ...options.show }, new Set(Object.keys(figures)), visibleMask, hiddenFigureCells(world)),
    view,
  };
  return { projection, seenCells };
}

/**
 * GM-only figures neither show nor see for the players: a hidden scout of a
 * player side must not lift the fog. Walls and objects stay identical, so
 * the sight index cache (keyed by them) is reused.
 */
function withoutHiddenFigures(world: World): World {
  if (!Object.values(world.figures).some((f) => f.hidden)) return world;
  const figures: World['figures'] = {};
  for (const [id, f] of Object.entries(world.figures)) if (!f.hidden) figures[id] = f;
  return { ...world, figures };
}

/**
 * The same projection with new overlays (the play screen's previews change
 * on hover while the World, `world` here, does not): no fog recomputation.
 */
export function withOverlays(p: TableProjection, world: World, overlays: GmOverlays, show: Partial<OverlaySwitches>, seq: number): TableProjection {
  const { widthCells, heightCells, visible } = p.fog;
  const visibleMask: CellMask = { grid: world.map.grid, widthCells, heightCells, cells: visible };
  return { ...p, seq, overlays: filterOverlays(overlays, { ...NO_OVERLAYS, ...show }, new Set(Object.keys(p.world.figures)), visibleMask, hiddenFigureCells(world)) };
}

/** The players' own figures, as the players know them; GM notes stay behind. */
function ownFigure(f: Figure): Figure {
  return { ...structuredClone(f), notes: '' };
}

/** What a player sees of an enemy miniature: where it stands and whether it is down. */
function enemyFigure(f: Figure): Figure {
  return {
    id: f.id,
    name: f.label || 'Enemy',
    label: f.label,
    sideId: f.sideId,
    kind: f.kind,
    cell: { ...f.cell! },
    sizeCells: f.sizeCells,
    stats: { ap: 0, hp: 1, bod: 0, mnd: 0, mys: 0, rce: 0, race: '' },
    loadout: { weapons: [], drvBonus: 0, activeWeapon: 0 },
    // Only "down or not" (the miniature lies down on the table), never the number.
    hp: f.hp <= 0 ? 0 : 1,
    apLeft: 0,
    status: { prone: f.status.prone, unconscious: f.status.unconscious, dead: f.status.dead, incapacitatedRounds: 0, burning: f.status.burning, aimed: false },
    hidden: false,
    notes: '',
  };
}

function areaTouchesVisible(a: Area, isVisible: (c: number, r: number) => boolean, map: { grid: GridKind; widthCells: number; heightCells: number }): boolean {
  if (map.grid !== 'square') {
    // A seen hex within the radius (its centre closer than radius + the hex's circumradius).
    for (let r = 0; r < map.heightCells; r++) {
      for (let c = 0; c < map.widthCells; c++) {
        if (!isVisible(c, r)) continue;
        const p = cellCenter(map.grid, { c, r });
        if (Math.hypot(p.x - a.center.x, p.y - a.center.y) <= a.radiusInches + HEX_RADIUS_INCHES) return true;
      }
    }
    return false;
  }
  const r0 = Math.floor(a.center.y - a.radiusInches),
    r1 = Math.floor(a.center.y + a.radiusInches);
  const c0 = Math.floor(a.center.x - a.radiusInches),
    c1 = Math.floor(a.center.x + a.radiusInches);
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      if (!isVisible(c, r)) continue;
      // Nearest point of the cell to the centre inside the radius.
      const nx = Math.max(c, Math.min(a.center.x, c + 1)),
        ny = Math.max(r, Math.min(a.center.y, r + 1));
      if (Math.hypot(nx - a.center.x, ny - a.center.y) <= a.radiusInches) return true;
    }
  }
  return false;
}
