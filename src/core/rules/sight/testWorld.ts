// Test fixture: a World from an ASCII map. '.' open ground, '#' sight-
// blocking terrain, '%' concealing foliage; an upper-case letter is a figure
// of side "red", a lower-case letter one of side "blue" (id = the letter).
import { World, type WorldInput, SCENARIO_VERSION } from '../../model/schema';

export function worldFromAscii(text: string, extra: Partial<Pick<WorldInput, 'walls' | 'objects' | 'areas'>> = {}): World {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const height = lines.length,
    width = Math.max(...lines.map((l) => l.length));
  const figures: NonNullable<WorldInput['figures']> = {};
  const rows = lines.map((line, r) =>
    line.padEnd(width, '.').replace(/[A-Za-z]/g, (ch, c: number) => {
      figures[ch] = {
        id: ch,
        name: ch,
        sideId: ch === ch.toUpperCase() ? 'red' : 'blue',
        kind: 'NPC',
        cell: { c, r },
        stats: { ap: 6, hp: 6, bod: 5, mnd: 5, mys: 1, rce: 1 },
        hp: 6,
        apLeft: 6,
      };
      return '.';
    }),
  );
  const input: WorldInput = {
    format: 'grit-scenario',
    version: SCENARIO_VERSION,
    map: { grid: 'square', widthCells: width, heightCells: height },
    terrainTypes: {
      ground: { id: 'ground', name: 'Ground', colour: '#888888', apCost: 1 },
      rock: { id: 'rock', name: 'Rock', colour: '#333333', apCost: null, blocksSight: true },
      bush: { id: 'bush', name: 'Bushes', colour: '#2f6b2f', apCost: 2, concealment: true },
    },
    terrain: { legend: { '.': 'ground', '#': 'rock', '%': 'bush' }, rows },
    walls: extra.walls ?? {},
    objects: extra.objects ?? {},
    areas: extra.areas ?? {},
    figures,
    sides: { red: { id: 'red', name: 'Red', colour: '#aa0000' }, blue: { id: 'blue', name: 'Blue', colour: '#0000aa' } },
    scenario: { title: 'fixture' },
  };
  return World.parse(input);
}

export function wall(id: string, kind: 'wall' | 'door' | 'window' | 'low-wall' | 'fence', ax: number, ay: number, bx: number, by: number, door?: 'open' | 'closed' | 'locked') {
  return { [id]: { id, kind, a: { x: ax, y: ay }, b: { x: bx, y: by }, ...(door ? { door } : {}) } };
}
