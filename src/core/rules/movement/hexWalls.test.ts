// Hex steps ask the rules cache's spatial index which walls cross them and
// keep the answers per walls record, inheriting them across a wall edit the
// session reported. Checked against a linear scan of every wall per step.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reachForFigure } from './reach';
import { worldFromAscii } from './testing/ascii';
import { RulesCache } from '../../spatial/rulesCache';
import { segmentsIntersect } from '../../spatial/index';
import { emptyChangeSet } from '../../model/changes';
import { hexCellCenter, hexNeighbours, hexOrientation, type Cell } from '../../geometry/grid';
import { reach as genericReach } from '../../geometry/reach';
import { wallMoveEffect } from './graph';
import type { Point, Wall, World } from '../../model/schema';

const open = worldFromAscii(
  `
  . . . . . .
  . . . . . .
  . . . A . .
  . . . . . .
  . . . . . .
`,
  { grid: 'hex-pointy' },
);
const coord = fc.oneof(
  fc.integer({ min: 0, max: 14 }).map((k) => k / 2),
  fc.double({ min: 0, max: 7, noNaN: true }),
);
const point = fc.record({ x: coord, y: coord });
const wallList = fc.array(fc.record({ a: point, b: point, kind: fc.constantFrom('wall', 'low-wall', 'door', 'fence') }), { maxLength: 12 });

function withWalls(list: Array<{ a: Point; b: Point; kind: string }>): World {
  const rec: Record<string, Wall> = {};
  list.forEach((x, k) => (rec[`w${k}`] = { id: `w${k}`, ...x, ...(x.kind === 'door' ? { door: 'closed' } : {}) } as Wall));
  return { ...open, walls: rec };
}

/** G-MOVE-2/3, G-ACT-1 on hexes by a scan of every wall per step (no index, no cache): the reference. */
function scanReach(world: World): Map<string, number> {
  const o = hexOrientation(world.map.grid)!;
  const W = world.map.widthCells,
    H = world.map.heightCells;
  const res = genericReach({
    start: world.figures.A!.cell!,
    budgetAp: 10,
    neighbours: (cell: Cell) => hexNeighbours(cell, o, W, H),
    stepCost(from: Cell, to: Cell) {
      const a = hexCellCenter(from, o),
        b = hexCellCenter(to, o);
      let extra = 0;
      for (const w of Object.values(world.walls)) {
        if (!segmentsIntersect(a, b, w.a, w.b)) continue;
        const e = wallMoveEffect(w);
        if (e === 'block') return null;
        if (e === 'cost') extra = Math.max(extra, 2);
      }
      return 1 + extra;
    },
    canEndOn: () => true,
  });
  return new Map([...res].map(([k, v]) => [k, v.apCost]));
}
const costs = (world: World, cache: RulesCache) => new Map([...reachForFigure(world, 'A', 10, cache).cells].map(([k, v]) => [k, v.apCost]));

const wallArb = fc.record({ a: point, b: point, kind: fc.constantFrom('wall', 'low-wall', 'door', 'fence') });
/** A small edit of the walls record, keeping every other record identical (as immer does). */
const edit = fc.record({ op: fc.constantFrom('kind', 'move', 'add', 'remove'), pick: fc.nat(), wall: wallArb });

function applyEdit(world: World, e: { op: string; pick: number; wall: { a: Point; b: Point; kind: string } }, n: number): World {
  const keys = Object.keys(world.walls);
  const walls = { ...world.walls };
  const id = keys.length ? keys[e.pick % keys.length]! : null;
  if (e.op === 'add' || !id) walls[`n${n}`] = { id: `n${n}`, ...e.wall, ...(e.wall.kind === 'door' ? { door: 'closed' } : {}) } as Wall;
  else if (e.op === 'remove') delete walls[id];
  else if (e.op === 'move') walls[id] = { ...walls[id]!, a: e.wall.a, b: e.wall.b };
  else walls[id] = { ...walls[id]!, kind: walls[id]!.kind === 'wall' ? 'low-wall' : 'wall' } as Wall;
  return { ...world, walls };
}

describe('hex reach: walls crossing each step from the spatial index', () => {
  it('G-MOVE-3 / G-ACT-1 reach equals a linear scan of every wall, fresh and after wall edits the session reported', () => {
    fc.assert(
      fc.property(wallList, fc.array(edit, { minLength: 1, maxLength: 5 }), (list, edits) => {
        const ws = [withWalls(list)];
        edits.forEach((e, k) => ws.push(applyEdit(ws[k]!, e, k)));
        const cache = new RulesCache(ws[0]);
        expect(costs(ws[0]!, cache)).toEqual(scanReach(ws[0]!));
        for (let k = 1; k < ws.length; k++) {
          const changes = emptyChangeSet();
          for (const id of new Set([...Object.keys(ws[k - 1]!.walls), ...Object.keys(ws[k]!.walls)])) if (ws[k - 1]!.walls[id] !== ws[k]!.walls[id]) changes.walls.add(id);
          cache.advance(ws[k - 1]!, ws[k]!, changes);
          expect(costs(ws[k]!, cache)).toEqual(scanReach(ws[k]!));
        }
        // An older World asked again after newer ones: the same answer as on a fresh cache.
        expect(costs(ws[0]!, cache)).toEqual(costs(ws[0]!, new RulesCache()));
      }),
      { numRuns: 100 },
    );
  });
});
