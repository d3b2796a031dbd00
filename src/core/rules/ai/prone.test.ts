import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { act, arena, started } from '../testing/world';
import { chooseCommand } from '.';
import type { World } from '../../model/schema';

// A and N trade rifle shots down an open street; the wall below A's row hides row 1 from N.
const street = `
  A . . . . . N
  .|. . . . . .
`;

type Setup = Parameters<typeof arena>[1];

function duel(a: NonNullable<Setup>['A'], n: NonNullable<Setup>['N'] = { weapons: ['rifle'] }, more: Setup = {}, map = street): World {
  return started(arena(map, { A: { weapons: ['rifle'], ...a, stats: { mnd: 9, ...a?.stats } }, N: n, ...more }));
}

describe('G-GAME-3 computer player: lying down to shoot (./prone)', () => {
  it('the fixture: A (MND 9) acts first', () => {
    expect(duel({ stats: { ap: 8 } }).turn.order[0]).toBe('A');
  });

  it('G-MOD-1 a rifleman about to trade shots, with AP for the shot after dropping, drops prone first', () => {
    const w = duel({ stats: { ap: 8 } });
    expect(chooseCommand(w, 'A')).toEqual({ type: 'dropProne', figureId: 'A' });
  });

  it('G-MOD-1 lying down, it then shoots (or aims) from the ground and does not get up again', () => {
    const w = produce(duel({ stats: { ap: 8 } }), (d) => {
      d.figures.A!.status.prone = true;
      d.figures.A!.apLeft = 7;
    });
    const c = chooseCommand(w, 'A');
    expect(['attack', 'aim']).toContain(c.type);
    expect(c.type).not.toBe('standUp');
  });

  it('G-MOD-1 with AP for one rifle shot and no more it shoots at once: dropping would cost the shot', () => {
    const w = produce(duel({ stats: { ap: 8 } }), (d) => {
      d.figures.A!.apLeft = 3;
    });
    expect(chooseCommand(w, 'A').type).toBe('attack');
  });

  it('G-MOD-1 a blade within a walk of it (+1 to strike a prone figure): it shoots standing', () => {
    // O (an enemy, letters after M) holds a club 3 squares from A: within its 10 AP walk.
    const map = `
      A . . . . . N
      . . . O . . .
    `;
    const w = duel({ stats: { ap: 8 } }, { weapons: ['rifle'] }, { O: { weapons: ['club-one-handed'] } }, map);
    expect(w.figures.O!.sideId).toBe(w.figures.N!.sideId);
    expect(chooseCommand(w, 'A').type).toBe('attack');
  });

  it('G-AREA-1 an enemy carries dynamite and a friend stands within one burst of A: it stays on its feet to spread out', () => {
    const map = `
      A . . . . . N
      B . . . . . .
    `;
    const w = duel({ stats: { ap: 8 } }, { weapons: ['rifle', 'dynamite'] }, { B: { weapons: ['rifle'] } }, map);
    expect(w.figures.B!.sideId).toBe(w.figures.A!.sideId);
    expect(chooseCommand(w, 'A').type).toBe('attack');
  });

  it('G-AREA-1 the same dynamite with no friend near A: one stick takes one figure, so it lies down', () => {
    const w = duel({ stats: { ap: 8 } }, { weapons: ['rifle', 'dynamite'] });
    expect(chooseCommand(w, 'A')).toEqual({ type: 'dropProne', figureId: 'A' });
  });

  it('G-ACT-1 a prone figure that has to move (no enemy in sight) stands up first: crawling costs double', () => {
    const hidden = `
      A .|. . . . N
      . .|. . . . .
      . . . . . . .
    `;
    const w = produce(duel({ stats: { ap: 8 } }, { weapons: ['rifle'] }, {}, hidden), (d) => {
      d.figures.A!.status.prone = true;
    });
    expect(chooseCommand(w, 'A')).toEqual({ type: 'standUp', figureId: 'A' });
    // Standing, it moves on.
    const up = act(w, { type: 'standUp', figureId: 'A' }).world;
    const next = produce(up, (d) => {
      d.turn.activeIndex = 0;
    });
    expect(chooseCommand(next, 'A').type).toBe('moveFigure');
  });

  it('G-ACT-1 a prone rifleman with 1 AP left under a ready gun stays down: standing up would leave no AP to step aside', () => {
    const w = produce(duel({ stats: { ap: 8 } }), (d) => {
      d.figures.A!.status.prone = true;
      d.figures.A!.apLeft = 1;
    });
    expect(chooseCommand(w, 'A')).toEqual({ type: 'endTurn', figureId: 'A' });
  });

  it('G-ACT-1 with 2 AP left it stands up to step out of the ready gun’s sight (behind the wall, row 1)', () => {
    const w = produce(duel({ stats: { ap: 8 } }), (d) => {
      d.figures.A!.status.prone = true;
      d.figures.A!.apLeft = 2;
    });
    expect(chooseCommand(w, 'A')).toEqual({ type: 'standUp', figureId: 'A' });
  });

  it('G-ACT-1 a prone figure with no shot from where it lies (a club, the rifleman 6 squares off) stands up to close in, seen or not', () => {
    const w = produce(duel({ stats: { ap: 8 }, weapons: ['club-one-handed'] }), (d) => {
      d.figures.A!.status.prone = true;
    });
    expect(chooseCommand(w, 'A')).toEqual({ type: 'standUp', figureId: 'A' });
  });
});
