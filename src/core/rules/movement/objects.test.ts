import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planMove, reachForFigure } from './index';
import { objectCells, objectContains } from './objects';
import { asciiCosts, worldFromAscii, type AsciiOptions } from './testing/ascii';
import { MapObject, type World } from '../../model/schema';

// 't' = a tree (high object) on the cell, 'b' = a crate (low object); see testing/ascii.
function costs(map: string, id = 'A', opts: AsciiOptions = {}): string {
  const world = worldFromAscii(map, opts);
  const { cells } = reachForFigure(world, id);
  return asciiCosts(world, (c, r) => cells.get(`${c},${r}`)?.apCost);
}
const grid = (s: string) =>
  s
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .join('\n');

describe('G-MOVE-3 high objects block movement', () => {
  it('G-MOVE-3 a square under a tree cannot be entered; moves go around it', () => {
    expect(
      costs(`
      A t .
      . . .
    `),
    ).toBe(
      grid(`
      0x3
      112`),
    );
    const w = worldFromAscii('A t .');
    expect(planMove(w, 'A', { c: 1, r: 0 })).toEqual({ ok: false, reason: 'blocked by Tree' });
    expect(planMove(w, 'A', { c: 2, r: 0 })).toEqual({ ok: false, reason: 'blocked by walls, high objects or impassable terrain' });
  });

  it('G-MOVE-3 a polygon (a wagon) blocks every square whose centre it covers, not the ones it only grazes', () => {
    const base = worldFromAscii(
      `
      A . . . .
      . . . . .
      . . . . .
    `,
      { figures: { A: { apLeft: 20 } } },
    );
    // Covers the centres of (1,1), (2,1), (3,1); its edge runs through cells of row 0 and 2 short of their centres.
    const wagon = MapObject.parse({
      id: 'wagon',
      name: 'Wagon',
      height: 'high',
      shape: {
        kind: 'polygon',
        points: [
          { x: 1, y: 0.7 },
          { x: 4, y: 0.7 },
          { x: 4, y: 2.3 },
          { x: 1, y: 2.3 },
        ],
      },
    });
    const w: World = { ...base, objects: { wagon } };
    const reach = reachForFigure(w, 'A');
    expect(asciiCosts(w, (c, r) => reach.cells.get(`${c},${r}`)?.apCost)).toBe(
      grid(`
      01234
      1xxx4
      22345`),
    );
    expect(planMove(w, 'A', { c: 2, r: 1 })).toEqual({ ok: false, reason: 'blocked by Wagon' });
  });

  it('G-MOVE-3 a size-2 figure does not fit past a tree in a 2-square gap', () => {
    const map = `
      A . . . . .
      . . . . . .
      # # t . # #
      . . . . . .
      . . . . . .
    `;
    const big = costs(map, 'A', { figures: { A: { sizeCells: 2, apLeft: 20 } } });
    expect(big.split('\n')[3]).toBe('xxxxxx');
    const noTree = costs(map.replace('t', '.'), 'A', { figures: { A: { sizeCells: 2, apLeft: 20 } } });
    expect(noTree.split('\n')[3]).not.toBe('xxxxxx');
  });

  it('G-MOVE-3 hex grid: a tree blocks its hex', () => {
    const w = worldFromAscii('A t .', { grid: 'hex-pointy' });
    expect(reachForFigure(w, 'A').apCostAt({ c: 1, r: 0 })).toBeNull();
    expect(planMove(w, 'A', { c: 1, r: 0 })).toMatchObject({ ok: false, reason: 'blocked by Tree' });
    expect(reachForFigure(worldFromAscii('A b .', { grid: 'hex-pointy' }), 'A').apCostAt({ c: 2, r: 0 })).toBe(4);
  });

  it('G-MOVE-3 highObjectsBlockMovement: false lets figures through', () => {
    expect(costs('A t .', 'A', { rules: { highObjectsBlockMovement: false } })).toBe('012');
  });
});

describe('G-ACT-1 low objects cost extra to enter', () => {
  it('G-ACT-1 entering a square under a crate costs +2; each such square pays it', () => {
    expect(costs('A b .')).toBe('034');
    expect(costs('A b b .')).toBe('0367');
  });

  it('G-ACT-1 a low wall and a crate on the same step add up', () => {
    expect(costs('A:b .')).toBe('056');
  });

  it('G-ACT-1 a detour is taken when cheaper than climbing over the crate', () => {
    const w = worldFromAscii(`
      . . .
      A b .
      . . .
    `);
    expect(planMove(w, 'A', { c: 2, r: 1 })).toMatchObject({ ok: true, apCost: 3 });
  });

  it('G-ACT-1 apEnterLowObject is a rule option (0 = crates cost nothing extra)', () => {
    expect(costs('A b .', 'A', { rules: { apEnterLowObject: 0 } })).toBe('012');
    expect(costs('A b .', 'A', { rules: { apEnterLowObject: 3 } })).toBe('045');
  });
});

describe('object layer cache', () => {
  it('G-MOVE-3 adding, then undoing, a tree updates reach (cached by world.objects identity)', () => {
    const w = worldFromAscii('A . .');
    expect(reachForFigure(w, 'A').apCostAt({ c: 2, r: 0 })).toBe(2);
    const tree = MapObject.parse({ id: 't', name: 'Oak', height: 'high', shape: { kind: 'circle', center: { x: 1.5, y: 0.5 }, radiusInches: 0.4 } });
    const planted: World = { ...w, objects: { t: tree } };
    expect(reachForFigure(planted, 'A').apCostAt({ c: 2, r: 0 })).toBeNull();
    expect(planMove(planted, 'A', { c: 1, r: 0 })).toEqual({ ok: false, reason: 'blocked by Oak' });
    expect(reachForFigure(w, 'A').apCostAt({ c: 2, r: 0 })).toBe(2);
    expect(objectCells(planted)).toBe(objectCells({ ...planted }));
  });

  it('objectContains: strict inside for circles and polygons', () => {
    const circle = MapObject.parse({ id: 'c', name: 'c', height: 'low', shape: { kind: 'circle', center: { x: 0, y: 0 }, radiusInches: 1 } });
    expect(objectContains(circle, 0.5, 0.5)).toBe(true);
    expect(objectContains(circle, 1, 0)).toBe(false);
    const tri = MapObject.parse({
      id: 'p',
      name: 'p',
      height: 'low',
      shape: {
        kind: 'polygon',
        points: [
          { x: 0, y: 0 },
          { x: 4, y: 0 },
          { x: 0, y: 4 },
        ],
      },
    });
    expect(objectContains(tri, 1, 1)).toBe(true);
    expect(objectContains(tri, 3, 3)).toBe(false);
  });
});

describe('G-MOVE-4 with objects (property)', () => {
  it('G-MOVE-4 / G-ACT-1 reach cost = planMove cost = the sum of its steps; paths avoid trees', () => {
    const cellArb = fc.constantFrom<string>('.', '.', '.', 'm', 't', 'b');
    fc.assert(
      fc.property(fc.array(fc.array(cellArb, { minLength: 5, maxLength: 5 }), { minLength: 4, maxLength: 4 }), (rows) => {
        rows[0]![0] = 'A';
        const map = rows.map((r) => r.join(' ')).join('\n');
        // Chebyshev: every step costs the entered terrain plus +2 for a crate, no diagonal factor.
        const w = worldFromAscii(map, { rules: { diagonalRule: 'chebyshev' }, figures: { A: { apLeft: 30 } } });
        const reach = reachForFigure(w, 'A');
        for (const [, rc] of reach.cells) {
          const plan = planMove(w, 'A', rc.cell);
          expect(plan.ok && plan.apCost).toBe(rc.apCost);
          let sum = 0;
          for (const p of rc.path.slice(1)) {
            const ch = rows[p.r]![p.c]!;
            expect(ch).not.toBe('t');
            sum += (ch === 'm' ? 2 : 1) + (ch === 'b' ? 2 : 0);
          }
          expect(sum).toBe(rc.apCost);
        }
      }),
      { numRuns: 60, seed: 7 },
    );
  });
});
