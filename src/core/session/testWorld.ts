// A small World built from ASCII rows for session/spatial tests.
import { World, type WorldInput, SCENARIO_VERSION } from '../model/schema';

export function asciiWorld(rows: string[], extra: Partial<WorldInput> = {}): World {
  return World.parse({
    format: 'grit-scenario',
    version: SCENARIO_VERSION,
    map: { grid: 'square', widthCells: rows[0].length, heightCells: rows.length },
    terrainTypes: {
      open: { id: 'open', name: 'Open', colour: '#aaaaaa', apCost: 1 },
      mud: { id: 'mud', name: 'Mud', colour: '#554433', apCost: 2 },
      rock: { id: 'rock', name: 'Rock', colour: '#333333', apCost: null, blocksSight: true },
    },
    terrain: { legend: { '.': 'open', m: 'mud' }, rows },
    sides: {
      law: { id: 'law', name: 'Lawmen', colour: '#2040a0' },
      gang: { id: 'gang', name: 'Gang', colour: '#a02020', controller: 'computer' },
    },
    scenario: { title: 'Test' },
    ...extra,
  });
}

export function figureInput(id: string | undefined, sideId: string, c: number, r: number) {
  return {
    ...(id ? { id } : {}),
    name: `Figure ${id ?? 'new'}`,
    sideId,
    kind: 'NPC' as const,
    cell: { c, r },
    stats: { ap: 4, hp: 10, bod: 6, mnd: 6, mys: 4, rce: 6 },
    hp: 10,
    apLeft: 4,
  };
}
