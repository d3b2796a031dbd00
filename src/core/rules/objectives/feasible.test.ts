import { describe, expect, it } from 'vitest';
import { worldFromAscii } from '../movement/testing/ascii';
import type { World } from '../../model/schema';
import { unmeetableObjectives } from './feasible';

/** The ASCII world with one zone (cells) and one objective of `sideId` on it. */
function withObjective(world: World, sideId: string, kind: 'reach' | 'hold', cells: Array<{ c: number; r: number }>): World {
  return {
    ...world,
    scenario: {
      ...world.scenario,
      zones: { vault: { id: 'vault', name: 'The vault', cells, rects: [], exit: false } },
      objectives: { [sideId]: [kind === 'reach' ? { id: 'get-in', kind, zone: 'vault', when: 'required' } : { id: 'get-in', kind, zone: 'vault', when: 'required' }] },
    },
  } as World;
}

describe('G-WIN-6 objectives no figure can meet', () => {
  it('G-WIN-6 a zone walled off from every figure of the side is refused, naming the objective and its JSON path', () => {
    const w = worldFromAscii(`
      A . .|.
      . . .|.
    `);
    const bad = unmeetableObjectives(withObjective(w, 'red', 'reach', [{ c: 3, r: 0 }]));
    expect(bad).toHaveLength(1);
    expect(bad[0]!.path).toEqual(['scenario', 'objectives', 'red', 0]);
    expect(bad[0]!.message).toContain('reach objective "get-in"');
    expect(bad[0]!.message).toContain('The vault');
  });

  it('G-WIN-6 doors count as passable, shut or locked', () => {
    const shut = worldFromAscii(`
      A .d.
      . .k.
    `);
    expect(unmeetableObjectives(withObjective(shut, 'red', 'hold', [{ c: 2, r: 1 }]))).toEqual([]);
  });

  it('G-WIN-6 other figures do not block the way (they may fall or move)', () => {
    const w = worldFromAscii(`
      A N . .
      # # # .
    `);
    expect(unmeetableObjectives(withObjective(w, 'red', 'reach', [{ c: 3, r: 1 }]))).toEqual([]);
  });

  it('G-WIN-6 a zone only the other side can reach is refused for this side and not for that one', () => {
    const w = worldFromAscii(`
      A .|N .
      . .|. .
    `);
    expect(unmeetableObjectives(withObjective(w, 'red', 'reach', [{ c: 3, r: 1 }]))).toHaveLength(1);
    expect(unmeetableObjectives(withObjective(w, 'blue', 'reach', [{ c: 3, r: 1 }]))).toEqual([]);
  });

  it('G-WIN-6 impassable terrain closes a zone off as a wall does', () => {
    const w = worldFromAscii(`
      A . # .
      . . # .
    `);
    expect(unmeetableObjectives(withObjective(w, 'red', 'reach', [{ c: 3, r: 0 }]))).toHaveLength(1);
  });
});
