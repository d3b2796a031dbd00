import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { arena, started, act } from '../testing/world';
import { chooseCommand } from '.';
import { activeFigureId } from '../state';
import { stepsInFirst } from './brawl';
import { canAttack } from './hold';
import { freshRulesCache } from '../../spatial/rulesCache';
import type { Command } from '../commands';
import type { World } from '../../model/schema';

// A (red, knife) acts first; Z (blue, knife) stands five cells east.
const hall = `
  . . . . . . . . . .
  . A . . . . . Z . .
  . . . . . . . . . .
`;
const brawlers = { A: { stats: { mnd: 9 }, weapons: ['knife'] }, Z: { weapons: ['knife'] } };
const gapFrom = (w: World, id: 'A' | 'Z', c: Command) => {
  const moved = act(w, c).world;
  const [a, z] = [moved.figures.A!.cell!, moved.figures.Z!.cell!];
  expect(moved.figures[id]!.cell).not.toEqual(w.figures[id]!.cell);
  return Math.max(Math.abs(a.c - z.c), Math.abs(a.r - z.r));
};
/** A world (from the first seed that gives it) where the coin does not send red in first. */
function redWaits(): World {
  for (let seed = 1; ; seed++) {
    const w = started(arena(hall, brawlers, {}, seed));
    if (!stepsInFirst(w, 'red', [w.figures.Z!])) return w;
  }
}
const stepShort = (w: World) =>
  produce(w, (d) => {
    d.figures.A!.cell = { c: 5, r: 1 };
  });

describe('G-TIME-1 G-INIT-3 computer player: a melee approach that waits', () => {
  it('G-INIT-3 a brawler stops a cell short of an enemy that could strike first, then passes', () => {
    const w = redWaits();
    expect(activeFigureId(w)).toBe('A');
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    expect(gapFrom(w, 'A', c)).toBe(2);
    // A step short already: it waits for Z to walk in (and be struck first) or spend its AP.
    expect(chooseCommand(stepShort(w), 'A')).toEqual({ type: 'pass', figureId: 'A' });
  });

  it('G-TIME-1 it steps in beside an enemy with no AP left for a blow', () => {
    const spent = produce(redWaits(), (d) => {
      d.figures.Z!.apLeft = 0;
    });
    const c = chooseCommand(spent, 'A');
    expect(gapFrom(spent, 'A', c)).toBe(1);
  });

  it('G-INIT-3 when both wait a step short, exactly one side steps in (no stall to the round cap)', () => {
    for (const seed of [1, 2, 3, 4]) {
      const w = stepShort(started(arena(hall, brawlers, {}, seed)));
      const zTurn = produce(w, (d) => {
        d.turn.activeIndex = d.turn.order.findIndex((id) => id === 'Z');
      });
      const a = chooseCommand(w, 'A');
      const z = chooseCommand(zTurn, 'Z');
      const aIn = a.type === 'moveFigure' && gapFrom(w, 'A', a) === 1;
      const zIn = z.type === 'moveFigure' && gapFrom(zTurn, 'Z', z) === 1;
      expect(aIn !== zIn).toBe(true);
      expect((aIn ? z : a).type).toBe('pass');
    }
  });
});

describe('G-TIME-1 computer player: a brawler against shooters', () => {
  it('G-TIME-1 it walks on into a ready shooter\u2019s sight: only a blow from beside it is waited out', () => {
    // Z (revolver) cannot see A behind the wall now; the way round the wall's end is in its sight.
    const w = started(
      arena(
        `
  . . . . . . . . . .
  . A . . . . . . . .
  . . . . . . . . . .
  -+-+-+-+-+-+-+ + + +
  . . . . . . . Z . .
`,
        { A: { stats: { mnd: 9 }, weapons: ['knife'] }, Z: { weapons: [{ catalogueId: 'revolver', ammo: 6 }] } },
      ),
    );
    expect(canAttack(w, w.figures.Z!, w.figures.A!, freshRulesCache())).toBe(false);
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    const moved = act(w, c).world;
    expect(canAttack(moved, moved.figures.Z!, moved.figures.A!, freshRulesCache())).toBe(true);
  });
});
