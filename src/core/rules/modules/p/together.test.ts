import { describe, expect, it } from 'vitest';
import { act, ofType, refused, rolls, seedFor, withSeed } from '../../testing/world';
import { activeFigureId } from '../../state';
import type { World } from '../../../model/schema';
import { pArena } from './testing';

// Sides roll surprise in id order (blue, red: 8 and 8, nobody surprised), then each figure initiative in id order.
function startedTied(map: string, figures: Parameters<typeof pArena>[1], initFaces: number[], after: Array<[number, number]>): World {
  const w0 = withSeed(pArena(map, figures), seedFor([[10, 8], [10, 8], ...initFaces.map((f): [number, number] => [10, f])]));
  const w = act(w0, { type: 'startEncounter' }).world;
  return withSeed(w, seedFor(after));
}
const knife = { weapons: ['knife'], hp: 5, stats: { hp: 5, bod: 5 } };

describe('module P: equal initiative results act at the same time (P-INIT)', () => {
  it('P-INIT tied figures declare in turn, then their attacks resolve together: both rolls first, then the damage, so both fall', () => {
    // A 4+5 = 9, C 1+5 = 6, N 4+5 = 9: order A, N, C; A and N act together.
    const w = startedTied(
      `A N . . C`,
      { A: knife, N: knife, C: { weapons: ['knife'] } },
      [4, 1, 4],
      [
        [10, 2],
        [10, 9],
        [10, 3],
        [10, 8],
      ],
    );
    expect(w.turn.order).toEqual(['A', 'N', 'C']);
    expect(w.turn.together).toEqual([['A', 'N']]);
    // A declares: no dice, no damage, the turn passes to N.
    const a = act(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 1 });
    expect(ofType(a.events, 'actionDeclared')).toEqual([{ type: 'actionDeclared', figureId: 'A', command: { type: 'attack', figureId: 'A', targetId: 'N', shots: 1 } }]);
    expect(rolls(a.events)).toEqual([]);
    expect(a.world.figures.A.apLeft).toBe(10);
    expect(activeFigureId(a.world)).toBe('N');
    // N, the last of the pair, declares: the pair's pass ends and both attacks resolve.
    const n = act(a.world, { type: 'attack', figureId: 'N', targetId: 'A', shots: 1 });
    expect(ofType(n.events, 'declaredResolved')).toEqual([{ type: 'declaredResolved', figureIds: ['A', 'N'] }]);
    const types = n.events.map((e) => (e.type === 'diceRolled' ? `roll ${e.purpose.split(':')[0]}` : e.type)).filter((t) => /^roll|figureDamaged/.test(t));
    // A's attack 2 (hit, BOD 5) and 9 damage; N's attack 3 (hit) and 8 damage; only then the damage: both fall.
    expect(types.indexOf('figureDamaged')).toBeGreaterThan(types.lastIndexOf('roll damage'));
    expect(ofType(n.events, 'figureDamaged').map((e) => [e.figureId, e.raw])).toEqual([
      ['N', 9],
      ['A', 8],
    ]);
    expect(n.world.figures.A.hp).toBeLessThanOrEqual(0);
    expect(n.world.figures.N.hp).toBeLessThanOrEqual(0);
    expect(n.world.turn.declared).toBeUndefined();
    // C, who acts alone, takes its turn after the pair: its Action resolves at once.
    expect(activeFigureId(n.world)).toBe('C');
  });

  it('P-INIT declared moves resolve first: an attack declared on a figure that withdraws meets empty ground and fails', () => {
    // A 4+5 = 9, N 4+5 = 9: A and N act together (order A, N by id).
    const w = startedTied(`A N . .`, { A: knife, N: knife }, [4, 4], [[10, 1]]);
    const a = act(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 1 });
    const n = act(a.world, { type: 'withdraw', figureId: 'N', to: '3,0' });
    expect(n.world.figures.N.cell).toEqual({ c: 3, r: 0 });
    expect(ofType(n.events, 'actionFailed')).toEqual([{ type: 'actionFailed', figureId: 'A', action: 'attack', reason: expect.stringMatching(/adjacent|reach|range/) }]);
    expect(rolls(n.events).filter((e) => e.purpose.startsWith('attack'))).toEqual([]);
    expect(n.world.figures.N.hp).toBe(5);
  });

  it('P-INIT a declaration is checked as it is made: a bad one is refused with its reason and nothing is declared', () => {
    const w = startedTied(`A . . N`, { A: knife, N: knife }, [4, 4], [[10, 1]]);
    const v = refused(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 1 });
    expect(v.code).toBe('not-adjacent');
    expect(w.turn.declared).toBeUndefined();
    // An ended turn needs no declaring; the pass still resolves what the others declared.
    const a = act(w, { type: 'moveFigure', figureId: 'A', to: '1,0' });
    expect(a.world.figures.A.cell).toEqual({ c: 0, r: 0 });
    const n = act(a.world, { type: 'endTurn', figureId: 'N' });
    expect(n.world.figures.A.cell).toEqual({ c: 1, r: 0 });
    expect(ofType(n.events, 'declaredResolved')[0].figureIds).toEqual(['A']);
  });

  it('P-INIT without a tie every Action resolves at once, as in GRIT Basic', () => {
    // A 9+5 = 14, N 1+5 = 6.
    const w = startedTied(
      `A N`,
      { A: knife, N: knife },
      [9, 1],
      [
        [10, 2],
        [10, 9],
      ],
    );
    expect(w.turn.together).toBeUndefined();
    const a = act(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 1 });
    expect(ofType(a.events, 'actionDeclared')).toEqual([]);
    expect(ofType(a.events, 'figureDamaged').map((e) => [e.figureId, e.raw])).toEqual([['N', 9]]);
    expect(a.world.figures.N.hp).toBeLessThanOrEqual(0);
  });
});
