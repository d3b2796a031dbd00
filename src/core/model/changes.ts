// What one dispatch, undo or redo touched, per collection (DESIGN "Core ideas"):
// canvas layers and the spatial index update only these ids.
export interface ChangeSet {
  figures: Set<string>;
  walls: Set<string>;
  objects: Set<string>;
  areas: Set<string>;
  sides: Set<string>;
  terrainTypes: Set<string>;
  /** Any terrain cell or legend changed. */
  terrain: boolean;
  /** map size or background changed. */
  map: boolean;
  scenario: boolean;
  turn: boolean;
  rng: boolean;
  lights: boolean;
  /** Long-task progress (G-TURN-3) changed. */
  tasks: boolean;
}

/** The record changes a view redraws from (the GM canvas, the table projection): a ChangeSet fits as is. */
export interface RecordChanges {
  figures: ReadonlySet<string>;
  walls: ReadonlySet<string>;
  objects: ReadonlySet<string>;
  areas: ReadonlySet<string>;
  sides: ReadonlySet<string>;
  terrainTypes: ReadonlySet<string>;
  terrain: boolean;
  map: boolean;
}

export const KEYED_COLLECTIONS = ['figures', 'walls', 'objects', 'areas', 'sides', 'terrainTypes'] as const;
export type KeyedCollection = (typeof KEYED_COLLECTIONS)[number];

export function emptyChangeSet(): ChangeSet {
  return {
    figures: new Set(),
    walls: new Set(),
    objects: new Set(),
    areas: new Set(),
    sides: new Set(),
    terrainTypes: new Set(),
    terrain: false,
    map: false,
    scenario: false,
    turn: false,
    rng: false,
    lights: false,
    tasks: false,
  };
}

export function isEmptyChangeSet(cs: ChangeSet): boolean {
  return KEYED_COLLECTIONS.every((k) => cs[k].size === 0) && !cs.terrain && !cs.map && !cs.scenario && !cs.turn && !cs.rng && !cs.lights && !cs.tasks;
}

/** A change set that says "everything": used after loading a whole new World. */
export function fullChangeSet(world: { [K in KeyedCollection]: Record<string, unknown> }): ChangeSet {
  const cs = emptyChangeSet();
  for (const k of KEYED_COLLECTIONS) for (const id of Object.keys(world[k])) cs[k].add(id);
  cs.terrain = cs.map = cs.scenario = cs.turn = cs.rng = cs.lights = cs.tasks = true;
  return cs;
}
