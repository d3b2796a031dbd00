import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { worldFromAscii } from '../movement/testing/ascii';
import type { World } from '../../model/schema';
import { canPlay, scenarioProblems, type ProblemCode } from './problems';

const SHEET = { ap: 8, hp: 8, bod: 6, mnd: 5, mys: 1, rce: 2, race: 'Human' };

/** An ASCII world whose figures all have a legal 30 SP sheet, so each test sees only its own problem. */
function world(map: string, edit?: (w: World) => void): World {
  const base = produce(worldFromAscii(map), (d) => {
    for (const f of Object.values(d.figures)) f.stats = { ...SHEET };
  });
  return edit ? produce(base, edit) : base;
}
const codes = (w: World, code: ProblemCode) => scenarioProblems(w).filter((p) => p.code === code);

describe('editor problems panel (scenarioProblems / canPlay)', () => {
  it('a clean two-side map has no problems and can be played', () => {
    const w = world(`
      A . . N
    `);
    expect(scenarioProblems(w)).toEqual([]);
    expect(canPlay(w)).toBe(true);
  });

  it('a figure inside a wall: a wall through the middle of its square (not along an edge) is an error at that cell', () => {
    const w = world(
      `
      A . . N
    `,
      (d) => {
        d.walls['x'] = { id: 'x', kind: 'wall', a: { x: 0.5, y: 0 }, b: { x: 0.5, y: 1 } } as never;
      },
    );
    const p = codes(w, 'figure-in-wall');
    expect(p).toHaveLength(1);
    expect(p[0]).toMatchObject({ level: 'error', cell: { c: 0, r: 0 }, recordId: 'A', path: ['figures', 'A', 'cell'] });
    expect(canPlay(w)).toBe(false);
    // The same wall on the square's edge is not inside it.
    const edge = world(`
      A|. . N
    `);
    expect(codes(edge, 'figure-in-wall')).toEqual([]);
  });

  it('a figure on impassable terrain is an error at its cell', () => {
    const w = world(
      `
      . # . N
    `,
      (d) => {
        d.figures['N']!.cell = { c: 1, r: 0 } as never;
      },
    );
    expect(codes(w, 'figure-on-impassable')).toMatchObject([{ level: 'error', cell: { c: 1, r: 0 }, recordId: 'N' }]);
  });

  it('G-MOVE-3 a figure inside a high object (a tree) is an error', () => {
    const w = world(
      `
      A t . N
    `,
      (d) => {
        d.figures['A']!.cell = { c: 1, r: 0 } as never;
      },
    );
    expect(codes(w, 'figure-in-object')).toMatchObject([{ level: 'error', cell: { c: 1, r: 0 }, recordId: 'A' }]);
  });

  it('a side with no figures is an error naming the side (no place to show)', () => {
    const w = world(
      `
      A . . .
    `,
    );
    const p = codes(w, 'side-without-figures');
    expect(p).toMatchObject([{ level: 'error', cell: null, recordId: 'blue' }]);
    expect(p[0]!.message).toContain('"blue"');
  });

  it('G-GAME-1 figures off the map need an entry point of their side', () => {
    const off = world(
      `
      A . . N
    `,
      (d) => {
        d.figures['N']!.cell = null;
      },
    );
    expect(codes(off, 'figures-without-entry')).toMatchObject([{ level: 'error', recordId: 'blue' }]);
    const withEntry = produce(off, (d) => {
      d.scenario.entryPoints.push({ sideId: 'blue' as never, cell: { c: 3, r: 0 }, name: 'road' });
    });
    expect(codes(withEntry, 'figures-without-entry')).toEqual([]);
  });

  it('G-WIN-6 a zone no figure of the side can reach is an error shown at the zone', () => {
    const w = world(
      `
      A . . . .|.
                -
      N . . . . .
    `,
      (d) => {
        // The top-right square, walled off on the left and below.
        d.scenario.zones['vault'] = { id: 'vault', name: 'Vault', cells: [{ c: 5, r: 0 }], rects: [], exit: false };
        d.scenario.objectives['red'] = [{ id: 'in', kind: 'reach', zone: 'vault', when: 'required' }];
        d.scenario.objectives['blue'] = [{ id: 'kill', kind: 'eliminate', when: 'required' }];
      },
    );
    const p = codes(w, 'zone-unreachable');
    expect(p).toHaveLength(1);
    expect(p[0]).toMatchObject({ level: 'error', cell: { c: 5, r: 0 }, recordId: 'vault', path: ['scenario', 'objectives', 'red', 0] });
    expect(p[0]!.message).toMatch(/G-WIN-6/);
    // A door, even a locked one, makes it reachable (doors can be opened or forced).
    const door = produce(w, (d) => {
      const wall = Object.values(d.walls).find((x) => x.a.x === 5 && x.a.y === 0)!;
      wall.kind = 'door';
      wall.door = 'locked';
    });
    expect(codes(door, 'zone-unreachable')).toEqual([]);
  });

  it('an objective naming a deleted zone is an error (the loader would refuse the file)', () => {
    const w = world(
      `
      A . . N
    `,
      (d) => {
        d.scenario.objectives['red'] = [{ id: 'in', kind: 'reach', zone: 'gone', when: 'required' }];
      },
    );
    expect(codes(w, 'objective-reference')).toMatchObject([{ level: 'error', path: ['scenario', 'objectives', 'red', 0, 'zone'] }]);
  });

  it('G-OBJ-1 a loadout over the OP budget is an error at the figure', () => {
    const w = world(
      `
      A . . N
    `,
      (d) => {
        d.scenario.opBudget = 10;
        d.figures['A']!.loadout = { weapons: [{ catalogueId: 'knife', dvBonus: 2 }], drvBonus: 0, activeWeapon: 0 } as never;
      },
    );
    const p = codes(w, 'op-over-budget');
    expect(p).toMatchObject([{ level: 'error', cell: { c: 0, r: 0 }, recordId: 'A', path: ['figures', 'A', 'loadout'] }]);
    expect(p[0]!.message).toMatch(/over the budget of 10 OP/);
  });

  it('G-CHR-2 stats that do not total the SP are an error for a character, a warning for an NCF', () => {
    const w = world(
      `
      A . . N
    `,
      (d) => {
        d.figures['A']!.stats.ap = 12;
        d.figures['N']!.stats.ap = 12;
        d.figures['N']!.kind = 'NCF';
      },
    );
    const p = codes(w, 'stats-not-sp');
    expect(p.map((x) => [x.recordId, x.level])).toEqual([
      ['A', 'error'],
      ['N', 'warning'],
    ]);
    expect(p[0]!.message).toMatch(/total 34 SP/);
    // The scenario's own SP total (rule option spTotal) is the one checked.
    const forty = produce(w, (d) => {
      d.scenario.rules['spTotal'] = 34;
    });
    expect(codes(forty, 'stats-not-sp')).toEqual([]);
  });

  it('warnings alone do not stop play; errors come before warnings', () => {
    const w = world(
      `
      A . . N
    `,
      (d) => {
        d.scenario.objectives['red'] = [{ id: 'kill', kind: 'eliminate', when: 'required' }];
      },
    );
    expect(scenarioProblems(w).map((p) => p.code)).toEqual(['side-without-objectives']);
    expect(canPlay(w)).toBe(true);
    const both = produce(w, (d) => {
      d.figures['A']!.stats.ap = 1;
    });
    expect(scenarioProblems(both).map((p) => p.level)).toEqual(['error', 'warning']);
  });
});
