import { describe, expect, it } from 'vitest';
import { planMove, reachForFigure } from './index';
import { asciiCosts, worldFromAscii, type AsciiOptions } from './testing/ascii';
import type { World } from '../../model/schema';

/** Reach costs of figure `id` drawn as ASCII ('x' = cannot end there). */
function costs(map: string, id = 'A', opts: AsciiOptions = {}, apBudget?: number): string {
  const world = worldFromAscii(map, opts);
  const { cells } = reachForFigure(world, id, apBudget);
  return asciiCosts(world, (c, r) => cells.get(`${c},${r}`)?.apCost);
}
const grid = (s: string) =>
  s
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .join('\n');

describe('ascii world helper', () => {
  it('reads cells, figures and walls between cells', () => {
    const w = worldFromAscii(`
      A . m
       +-+
      ~ # N
    `);
    expect(w.map).toMatchObject({ widthCells: 3, heightCells: 2 });
    expect(w.terrain.rows).toEqual(['..m', '~#.']);
    expect(w.figures.A!.cell).toEqual({ c: 0, r: 0 });
    expect(w.figures.N!.sideId).toBe('blue');
    expect(Object.values(w.walls).map((x) => [x.a, x.b])).toEqual([
      [
        { x: 1, y: 1 },
        { x: 2, y: 1 },
      ],
    ]);
  });
});

describe('reach on open ground', () => {
  const open4 = `
    A . . .
    . . . .
    . . . .
    . . . .
  `;
  it('G-MOVE-1 / G-MOVE-2 alternate: every second diagonal costs 2', () => {
    expect(costs(open4)).toBe(
      grid(`
      0123
      1123
      2234
      3344`),
    );
  });
  it('G-MOVE-2 chebyshev: every diagonal costs 1', () => {
    expect(costs(open4, 'A', { rules: { diagonalRule: 'chebyshev' } })).toBe(
      grid(`
      0123
      1123
      2223
      3333`),
    );
  });
  it('G-MOVE-2 the three options differ on a long diagonal (6 diagonals: 9, 6, round(8.49) = 8)', () => {
    const map = Array.from({ length: 7 }, (_, r) => (r === 0 ? 'A' : '.') + ' .'.repeat(6)).join('\n');
    const at = (rule: string) => planMove(worldFromAscii(map, { rules: { diagonalRule: rule }, figures: { A: { apLeft: 20 } } }), 'A', { c: 6, r: 6 });
    expect(at('alternate')).toMatchObject({ ok: true, apCost: 9 });
    expect(at('chebyshev')).toMatchObject({ ok: true, apCost: 6 });
    expect(at('euclidean')).toMatchObject({ ok: true, apCost: 8 });
  });
  it('G-MOVE-2 alternate: two diagonal steps cost 3', () => {
    const res = planMove(worldFromAscii(open4), 'A', { c: 2, r: 2 });
    expect(res).toEqual({
      ok: true,
      apCost: 3,
      path: [
        { c: 0, r: 0 },
        { c: 1, r: 1 },
        { c: 2, r: 2 },
      ],
    });
  });
  it('G-MOVE-4 the budget limits the reach (AP left by default, or a given budget)', () => {
    expect(costs(open4, 'A', { figures: { A: { apLeft: 2 } } })).toBe(
      grid(`
      012x
      112x
      22xx
      xxxx`),
    );
    expect(costs(open4, 'A', {}, 1)).toBe(
      grid(`
      01xx
      11xx
      xxxx
      xxxx`),
    );
  });
});

describe('G-ACT-1 terrain and edge costs', () => {
  it('G-ACT-1 mud costs 2 and deep water 4 per square entered', () => {
    expect(costs('A m ~ .')).toBe('0267');
  });
  it('G-ACT-1 / G-MOVE-2 a diagonal into mud costs 2, the second one 4', () => {
    expect(
      costs(`
      A m m
      m m m
      m m m
    `),
    ).toBe(
      grid(`
      024
      224
      446`),
    );
  });
  it('G-ACT-1 crossing a low wall, fence or window sill costs +2', () => {
    expect(costs('A:. .')).toBe('034');
    expect(costs('Af. . .')).toBe('0345');
    expect(costs('Aw. .')).toBe('034');
  });
  it('G-ACT-1 / G-MOVE-3 a diagonal past the end of a low wall pays its +2 too', () => {
    expect(
      costs(`
      A:.
      . .
    `),
    ).toBe(
      grid(`
      03
      12`),
    );
  });
  it('G-ACT-1 a detour is taken when it is cheaper than crossing the low wall', () => {
    const map = `
      . . .
      A:. .
      . . .
    `;
    expect(costs(map, 'A', { rules: { apCrossLowWall: 4 } })).toBe(
      grid(`
      123
      033
      123`),
    );
    const res = planMove(worldFromAscii(map, { rules: { apCrossLowWall: 4 } }), 'A', { c: 1, r: 1 });
    // Around the wall's top or bottom end, never across it.
    expect(res.ok && res.apCost).toBe(3);
    expect(res.ok && res.path.map((p) => `${p.c},${p.r}`)).toSatisfy((keys: string[]) => ['0,1|0,0|1,0|1,1', '0,1|0,2|1,2|1,1'].includes(keys.join('|')));
  });
});

describe('G-MOVE-3 blocking', () => {
  it('G-MOVE-3 walls block; moves go around them', () => {
    expect(
      costs(`
      A .|. . .
      . . . . .
    `),
    ).toBe(
      grid(`
      01345
      11234`),
    );
  });
  it('G-MOVE-3 no corner cutting: a diagonal past a wall end is refused', () => {
    expect(
      costs(`
      A .
       +-
      . .
    `),
    ).toBe(
      grid(`
      01
      12`),
    );
    const res = planMove(
      worldFromAscii(`
      A .
       +-
      . .
    `),
      'A',
      { c: 1, r: 1 },
    );
    expect(res).toEqual({
      ok: true,
      apCost: 2,
      path: [
        { c: 0, r: 0 },
        { c: 0, r: 1 },
        { c: 1, r: 1 },
      ],
    });
  });
  it('G-MOVE-3 closed and locked doors block, open doors pass', () => {
    expect(costs('Ad. .')).toBe('0xx');
    expect(costs('Ak. .')).toBe('0xx');
    expect(costs('Ao. .')).toBe('012');
  });
  it('G-MOVE-3 impassable terrain blocks', () => {
    expect(
      costs(`
      A # .
      . # .
    `),
    ).toBe(
      grid(`
      0xx
      1xx`),
    );
  });
  it('G-MOVE-3 a figure of another side blocks; a dead one does not', () => {
    expect(costs('A N .')).toBe('0xx');
    expect(costs('A N .', 'A', { figures: { N: { dead: true } } })).toBe('012');
  });
  it('G-MOVE-3 friendly figures may be passed through but not ended on', () => {
    expect(costs('A B .')).toBe('0x2');
    const w = worldFromAscii('A B .', { figures: { B: { name: 'Slim Jack' } } });
    expect(planMove(w, 'A', { c: 1, r: 0 })).toEqual({ ok: false, reason: 'occupied by Slim Jack' });
    expect(planMove(w, 'A', { c: 2, r: 0 })).toMatchObject({ ok: true, apCost: 2 });
  });
  it('G-MOVE-3 walls at any angle block the steps they cross', () => {
    const w = worldFromAscii(`
      A . .
      . . .
      . . .
    `);
    // A diagonal wall from (0,2) to (2,0) cuts the map in two.
    const walls = { x: { id: 'x', kind: 'wall', a: { x: 0, y: 2.2 }, b: { x: 2.2, y: 0 } } } as unknown as World['walls'];
    const cut = { ...w, walls };
    const { cells } = reachForFigure(cut, 'A');
    expect(asciiCosts(cut, (c, r) => cells.get(`${c},${r}`)?.apCost)).toBe(
      grid(`
      01x
      1xx
      xxx`),
    );
  });
});

describe('G-MOVE-4 planMove', () => {
  const world = worldFromAscii(
    `
    A . . . .
    . m # . .
  `,
    { figures: { A: { apLeft: 3 } } },
  );
  it('G-MOVE-4 returns the cheapest path and its cost; the path costs exactly that', () => {
    const res = planMove(world, 'A', { c: 1, r: 1 });
    expect(res).toEqual({
      ok: true,
      apCost: 2,
      path: [
        { c: 0, r: 0 },
        { c: 1, r: 1 },
      ],
    });
  });
  it('G-MOVE-4 explains refusals', () => {
    expect(planMove(world, 'A', { c: 4, r: 1 })).toEqual({ ok: false, reason: 'not enough AP: needs 4, has 3' });
    expect(planMove(world, 'A', { c: 2, r: 1 })).toEqual({ ok: false, reason: 'impassable terrain (Rock)' });
    expect(planMove(world, 'A', { c: 5, r: 0 })).toEqual({ ok: false, reason: 'off the map' });
    expect(planMove(world, 'Q', { c: 1, r: 0 })).toEqual({ ok: false, reason: 'unknown figure "Q"' });
    const walled = worldFromAscii(`
      A .|.
      . .|.
    `);
    expect(planMove(walled, 'A', { c: 2, r: 0 })).toEqual({ ok: false, reason: 'blocked by walls, high objects or impassable terrain' });
    expect(planMove(worldFromAscii('A N . .'), 'A', { c: 3, r: 0 })).toEqual({ ok: false, reason: 'path blocked by figures' });
  });
  it('G-MOVE-4 staying put costs nothing', () => {
    expect(planMove(world, 'A', { c: 0, r: 0 })).toEqual({ ok: true, apCost: 0, path: [{ c: 0, r: 0 }] });
  });
});

describe('big figures and hex grids', () => {
  it('G-MOVE-3 a size-2 figure does not fit through a 1-square gap', () => {
    const map = `
      A . . # . .
      . . . . . .
      . . . # . .
    `;
    const small = costs(map);
    const big = costs(map, 'A', { figures: { A: { sizeCells: 2 } } });
    expect(small.split('\n')[1]![5]).not.toBe('x');
    expect(big).toBe(
      grid(`
      01xxxx
      11xxxx
      xxxxxx`),
    );
  });
  it('G-MOVE-2 hex-pointy: reach cost is the hex distance on open ground, walls still block', () => {
    const open = worldFromAscii(
      `
      A . . .
      . . . .
      . . . .
    `,
      { grid: 'hex-pointy' },
    );
    const { cells } = reachForFigure(open, 'A');
    // odd-r: row 1 is shifted right, so (0,1) touches (0,0) and (1,1) is 2 steps away.
    expect(asciiCosts(open, (c, r) => cells.get(`${c},${r}`)?.apCost)).toBe(
      grid(`
      0123
      1234
      2234`),
    );
    // A wall at x = 2.25 from top to bottom: hex centres right of it are out of reach.
    const walls = { x: { id: 'x', kind: 'wall', a: { x: 2.25, y: 0 }, b: { x: 2.25, y: 5 } } } as unknown as World['walls'];
    const w = reachForFigure({ ...open, walls }, 'A').cells;
    expect([...w.keys()].some((k) => k.startsWith('3,'))).toBe(false);
    expect(w.get('1,2')?.apCost).toBe(2);
    expect(w.get('1,1')?.apCost).toBe(2);
    expect(w.has('2,0')).toBe(false);
  });
  it('G-MOVE-3 hex: a size-3 enemy blocks its hex and the six around it', () => {
    const world = worldFromAscii(
      `
      A . . . . .
      . . . . . .
      . . . N . .
      . . . . . .
      . . . . . .
    `,
      { grid: 'hex-pointy', figures: { N: { sizeCells: 3 } } },
    );
    const { cells } = reachForFigure(world, 'A');
    for (const key of ['3,2', '2,2', '4,2', '2,1', '3,1', '2,3', '3,3']) expect(cells.has(key)).toBe(false);
    expect(cells.has('5,2')).toBe(true);
    expect(planMove(world, 'A', { c: 4, r: 2 })).toEqual({ ok: false, reason: 'occupied by Figure N' });
  });
});

describe('FigureReach accessors', () => {
  for (const grid of ['square', 'hex-pointy'] as const) {
    it(`G-MOVE-4 ${grid}: apCostAt and pathTo agree with cells, and with planMove`, () => {
      const world = worldFromAscii(
        `
        A . m . .
        . B . . #
        . . N ~ .
      `,
        { grid, figures: { A: { apLeft: 6 } } },
      );
      const reach = reachForFigure(world, 'A');
      expect(reach.cells.size).toBeGreaterThan(5);
      for (let r = 0; r < 3; r++) {
        for (let c = 0; c < 5; c++) {
          const entry = reach.cells.get(`${c},${r}`);
          expect(reach.apCostAt({ c, r })).toBe(entry?.apCost ?? null);
          expect(reach.pathTo({ c, r })).toEqual(entry?.path ?? null);
          const plan = planMove(world, 'A', { c, r });
          expect(plan.ok).toBe(entry !== undefined);
          if (plan.ok) expect(plan.apCost).toBe(entry!.apCost);
        }
      }
      expect(reach.apCostAt({ c: 9, r: 9 })).toBeNull();
    });
  }
});

describe('wall edits', () => {
  it('G-MOVE-3 opening, undoing and re-closing a door updates reach (incremental wall index)', () => {
    const closed = worldFromAscii(
      `
      A . . . .
      . . . . .
      . . .d. .
    `,
      { figures: { A: { apLeft: 20 } } },
    );
    // Fence the right part off so the door is the only way in.
    const fence = Object.fromEntries([0, 1].map((r) => [`x${r}`, { id: `x${r}`, kind: 'wall', a: { x: 3, y: r }, b: { x: 3, y: r + 1 } }]));
    const shut = { ...closed, walls: { ...closed.walls, ...fence } as World['walls'] };
    const doorId = Object.keys(closed.walls)[0]!;
    const door = shut.walls[doorId]!;
    expect(reachForFigure(shut, 'A').apCostAt({ c: 4, r: 0 })).toBeNull();
    const opened = { ...shut, walls: { ...shut.walls, [doorId]: { ...door, door: 'open' as const } } };
    expect(reachForFigure(opened, 'A').apCostAt({ c: 4, r: 0 })).toBe(6);
    expect(reachForFigure(shut, 'A').apCostAt({ c: 4, r: 0 })).toBeNull(); // undo: the old walls object again
    const reclosed = { ...opened, walls: { ...opened.walls, [doorId]: { ...door, door: 'locked' as const } } };
    expect(reachForFigure(reclosed, 'A').apCostAt({ c: 4, r: 0 })).toBeNull();
    const removed = { ...reclosed, walls: Object.fromEntries(Object.entries(reclosed.walls).filter(([id]) => id !== doorId)) as World['walls'] };
    expect(reachForFigure(removed, 'A').apCostAt({ c: 4, r: 0 })).toBe(6);
  });
});
