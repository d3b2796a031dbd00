// Builds a World from a small ASCII map, for grid tests (DESIGN "Tests").
//
// A line starting with a cell character is a cell row; any other line is an
// edge row lying between the cell rows above and below it (optional).
// In a cell row, column 2c is cell c and column 2c+1 the edge between cells
// c and c+1. In an edge row, column 2c is the edge between cell (c, r) and
// (c, r+1); odd columns are corners (write '+' or ' ', ignored).
//   cells: '.' open (1 AP)  'm' mud (2)  '~' deep water (4)  '#' impassable (rock)
//          't' open ground under a high object (a tree, circle of radius 0.45")
//          'b' open ground under a low object (a crate, square inset 0.1")
//          'A'..'Z' a figure standing on open ground; id = the letter,
//          side 'red' for A..M and 'blue' for N..Z unless `figures` says otherwise
//   edges: '|' or '-' wall  'd' closed door  'k' locked door  'o' open door
//          'w' window  ':' or '=' low wall  'f' fence   ' ' nothing
// The common indentation and blank first/last lines are removed, so a
// template literal can be indented with the test code.
import { World, type WorldInput, SCENARIO_VERSION } from '../../../model/schema';

export interface AsciiFigure {
  sideId?: string;
  name?: string;
  apLeft?: number;
  sizeCells?: number;
  dead?: boolean;
  prone?: boolean;
  unconscious?: boolean;
}

export interface AsciiOptions {
  figures?: Record<string, AsciiFigure>;
  /** Rule options (scenario.rules), e.g. { diagonalRule: 'chebyshev' }. */
  rules?: Record<string, string | number | boolean>;
  grid?: 'square' | 'hex-pointy' | 'hex-flat';
}

const TERRAIN: Record<string, { id: string; name: string; apCost: number | null; colour: string }> = {
  '.': { id: 'open', name: 'Open ground', apCost: 1, colour: '#b08d57' },
  m: { id: 'mud', name: 'Mud', apCost: 2, colour: '#5e4b32' },
  '~': { id: 'deep', name: 'Deep water', apCost: 4, colour: '#3b6f8f' },
  '#': { id: 'rock', name: 'Rock', apCost: null, colour: '#333333' },
};

const EDGE: Record<string, { kind: 'wall' | 'door' | 'window' | 'low-wall' | 'fence'; door?: 'open' | 'closed' | 'locked' }> = {
  '|': { kind: 'wall' },
  '-': { kind: 'wall' },
  d: { kind: 'door', door: 'closed' },
  k: { kind: 'door', door: 'locked' },
  o: { kind: 'door', door: 'open' },
  w: { kind: 'window' },
  ':': { kind: 'low-wall' },
  '=': { kind: 'low-wall' },
  f: { kind: 'fence' },
};

export function asciiLines(map: string): string[] {
  const lines = map.replace(/\t/g, '  ').split('\n');
  while (lines.length && lines[0]!.trim() === '') lines.shift();
  while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop();
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(indent).trimEnd());
}

export function worldFromAscii(map: string, opts: AsciiOptions = {}): World {
  const lines = asciiLines(map);
  const isCellRow = (l: string) => /^[.m~#tbA-Z]/.test(l);
  const cellRows = lines.filter(isCellRow);
  const heightCells = cellRows.length;
  const widthCells = Math.max(...cellRows.map((l) => Math.ceil(l.length / 2)));
  const rows: string[] = [];
  const figures: WorldInput['figures'] = {};
  const walls: WorldInput['walls'] = {};
  const objects: NonNullable<WorldInput['objects']> = {};
  const sides = new Set<string>(['red', 'blue']);
  let wallNo = 0;
  const addWall = (ch: string, ax: number, ay: number, bx: number, by: number, where: string) => {
    const e = EDGE[ch];
    if (!e) throw new Error(`ascii map: ${where}: unknown edge character "${ch}"`);
    const id = `w${++wallNo}`;
    walls[id] = { id, kind: e.kind, a: { x: ax, y: ay }, b: { x: bx, y: by }, ...(e.door ? { door: e.door } : {}) };
  };
  let r = -1;
  lines.forEach((line, li) => {
    if (isCellRow(line)) {
      r++;
      let row = '';
      for (let c = 0; c < widthCells; c++) {
        const ch = line[2 * c] ?? '.';
        if (/[A-Z]/.test(ch)) {
          const o = opts.figures?.[ch] ?? {};
          const sideId = o.sideId ?? (ch <= 'M' ? 'red' : 'blue');
          sides.add(sideId);
          figures[ch] = {
            id: ch,
            name: o.name ?? `Figure ${ch}`,
            sideId,
            kind: 'NPC',
            cell: { c, r },
            sizeCells: o.sizeCells ?? 1,
            stats: { ap: 10, hp: 10, bod: 3, mnd: 3, mys: 0, rce: 3 },
            hp: 10,
            apLeft: o.apLeft ?? 10,
            status: { dead: !!o.dead, prone: !!o.prone, unconscious: !!o.unconscious },
          };
          row += '.';
        } else if (ch === 't' || ch === 'b') {
          const id = `${ch === 't' ? 'tree' : 'crate'}${c}_${r}`;
          objects[id] =
            ch === 't'
              ? { id, name: 'Tree', height: 'high', shape: { kind: 'circle', center: { x: c + 0.5, y: r + 0.5 }, radiusInches: 0.45 } }
              : {
                  id,
                  name: 'Crate',
                  height: 'low',
                  shape: {
                    kind: 'polygon',
                    points: [
                      { x: c + 0.1, y: r + 0.1 },
                      { x: c + 0.9, y: r + 0.1 },
                      { x: c + 0.9, y: r + 0.9 },
                      { x: c + 0.1, y: r + 0.9 },
                    ],
                  },
                };
          row += '.';
        } else if (TERRAIN[ch]) row += ch;
        else throw new Error(`ascii map: line ${li + 1} column ${2 * c + 1}: unknown cell character "${ch}"`);
        const sep = line[2 * c + 1];
        if (sep !== undefined && sep !== ' ' && c + 1 < widthCells) addWall(sep, c + 1, r, c + 1, r + 1, `line ${li + 1} column ${2 * c + 2}`);
      }
      rows.push(row);
    } else {
      for (let c = 0; c < widthCells; c++) {
        const ch = line[2 * c];
        if (ch !== undefined && ch !== ' ' && r >= 0) addWall(ch, c, r + 1, c + 1, r + 1, `line ${li + 1} column ${2 * c + 1}`);
      }
    }
  });
  const legend: Record<string, string> = {};
  const terrainTypes: WorldInput['terrainTypes'] = {};
  for (const [ch, t] of Object.entries(TERRAIN)) {
    legend[ch] = t.id;
    terrainTypes[t.id] = { id: t.id, name: t.name, colour: t.colour, apCost: t.apCost };
  }
  const input: WorldInput = {
    format: 'grit-scenario',
    version: SCENARIO_VERSION,
    map: { grid: opts.grid ?? 'square', widthCells, heightCells },
    terrainTypes,
    terrain: { legend, rows },
    walls,
    objects,
    figures,
    sides: Object.fromEntries([...sides].map((id) => [id, { id, name: id, colour: id === 'red' ? '#cc3333' : '#3355cc' }])),
    scenario: { title: 'ascii test map', rules: opts.rules ?? {} },
  };
  return World.parse(input);
}

/** Renders reach costs as an ASCII grid ('x' = not reachable; costs above 9 as letters a..z) for readable failures. */
export function asciiCosts(world: World, costAt: (c: number, r: number) => number | undefined): string {
  const out: string[] = [];
  for (let r = 0; r < world.map.heightCells; r++) {
    let line = '';
    for (let c = 0; c < world.map.widthCells; c++) {
      const v = costAt(c, r);
      line += v === undefined ? 'x' : v < 10 ? String(v) : v < 36 ? String.fromCharCode(87 + v) : '+';
    }
    out.push(line);
  }
  return out.join('\n');
}
