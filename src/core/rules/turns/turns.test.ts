import { describe, expect, it } from 'vitest';
import { act, arena, ofType, refused, rolls, started } from '../testing/world';
import { activeFigureId } from '../state';
import { tieRolls } from '../describe';

const MAP = `
  A . . . N
  . . . . .
  B . . . O
`;

describe('initiative', () => {
  it('G-INIT-1 order is by BOD + MND, highest first', () => {
    const w = started(arena(MAP, { A: { stats: { bod: 2, mnd: 2 } }, B: { stats: { bod: 6, mnd: 3 } }, N: { stats: { bod: 4, mnd: 4 } }, O: { stats: { bod: 1, mnd: 1 } } }));
    expect(w.turn.order).toEqual(['B', 'N', 'A', 'O']);
    expect(activeFigureId(w)).toBe('B');
  });

  it('G-INIT-1 ties are rolled on 1d10 until distinct, higher first, and kept for the encounter', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const w0 = arena(MAP, { A: { kind: 'PC' }, B: { kind: 'PC' }, N: { kind: 'PC' }, O: { kind: 'PC', stats: { bod: 1 } } }, {}, seed);
      const r = act(w0, { type: 'startEncounter' });
      const tb = r.world.turn.tieBreaks;
      expect(Object.keys(tb).sort()).toEqual(['A', 'B', 'N']);
      expect(new Set(Object.values(tb)).size).toBe(3);
      expect(r.world.turn.order.slice(0, 3)).toEqual(['A', 'B', 'N'].sort((x, y) => tb[y] - tb[x]));
      expect(r.world.turn.order[3]).toBe('O');
      expect(rolls(r.events).every((e) => e.purpose.includes('G-INIT-1'))).toBe(true);
      // Kept: later rounds do not re-roll.
      let w = r.world;
      for (let i = 0; i < 4; i++) w = act(w, { type: 'endTurn', figureId: activeFigureId(w)! }).world;
      expect(w.turn.round).toBe(2);
      expect(w.turn.tieBreaks).toEqual(tb);
    }
  });

  it('G-INIT-1 eleven figures tied on value and kind still get a distinct order (re-rolls among the tied only)', () => {
    const row = 'A B C D E F G H I J K';
    const figures = Object.fromEntries([...'ABCDEFGHIJK'].map((id) => [id, { kind: 'PC' as const, stats: { bod: 5, mnd: 5 } }]));
    for (let seed = 1; seed <= 5; seed++) {
      const r = act(arena(row, figures, {}, seed), { type: 'startEncounter' });
      const tb = r.world.turn.tieBreaks;
      expect(new Set(Object.values(tb)).size).toBe(11);
      expect(r.world.turn.order).toEqual([...'ABCDEFGHIJK'].sort((x, y) => tb[y] - tb[x]));
      // Every first roll is a whole d10 face; re-rolls only refine within it.
      for (const v of Object.values(tb)) expect(Math.floor(v)).toBeGreaterThanOrEqual(1);
      // The log shows each tied figure's rolls, every one a d10 face.
      for (const v of Object.values(tb)) for (const face of tieRolls(v).split(', then ').map(Number)) expect(face >= 1 && face <= 10).toBe(true);
    }
    expect(tieRolls(5 + 3 / 11)).toBe('5, then 3');
    expect(tieRolls(7)).toBe('7');
  });

  it('G-INIT-2 NPCs go after PCs of the same value and before lower values', () => {
    const w = started(
      arena(MAP, {
        A: { kind: 'NPC', stats: { bod: 5, mnd: 5 } },
        B: { kind: 'PC', stats: { bod: 5, mnd: 5 } },
        N: { kind: 'NCF', stats: { bod: 6, mnd: 5 } },
        O: { kind: 'PC', stats: { bod: 4, mnd: 5 } },
      }),
    );
    expect(w.turn.order).toEqual(['N', 'B', 'A', 'O']);
  });

  it('G-INIT-3 passing costs no AP and the turn comes round again', () => {
    let w = started(arena(MAP, { A: { stats: { mnd: 9 } }, B: { stats: { mnd: 8 } }, N: { stats: { mnd: 7 } }, O: { stats: { mnd: 6 } } }));
    const r = act(w, { type: 'pass', figureId: 'A' });
    expect(r.world.figures.A.apLeft).toBe(10);
    expect(ofType(r.events, 'figurePassed')).toHaveLength(1);
    w = r.world;
    expect(activeFigureId(w)).toBe('B');
    for (const id of ['B', 'N', 'O']) w = act(w, { type: 'pass', figureId: id }).world;
    expect(activeFigureId(w)).toBe('A');
  });

  it('G-INIT-3 the only one left able to act must act or give up the round', () => {
    let w = started(arena(MAP, { A: { stats: { mnd: 9 } }, B: { stats: { mnd: 8 } }, N: { stats: { mnd: 7 } }, O: { stats: { mnd: 6 } } }));
    for (const id of ['A', 'B', 'N']) w = act(w, { type: 'endTurn', figureId: id }).world;
    expect(activeFigureId(w)).toBe('O');
    expect(refused(w, { type: 'pass', figureId: 'O' }).code).toBe('must-act');
    expect(act(w, { type: 'moveFigure', figureId: 'O', to: '3,0' }).world.figures.O.cell).toEqual({ c: 3, r: 0 });
  });
});

describe('turns and rounds', () => {
  const four = () => started(arena(MAP, { A: { stats: { mnd: 9 } }, B: { stats: { mnd: 8 } }, N: { stats: { mnd: 7 } }, O: { stats: { mnd: 6 } } }));

  it('G-TIME-1 one Action per turn: after a move the next figure in the order acts', () => {
    const w = act(four(), { type: 'moveFigure', figureId: 'A', to: '2,0' }).world;
    expect(w.figures.A.apLeft).toBe(8);
    expect(activeFigureId(w)).toBe('B');
    expect(refused(w, { type: 'moveFigure', figureId: 'A', to: '1,0' }).code).toBe('not-your-turn');
  });

  it('G-TIME-1 the round goes on until every figure has spent its AP or stopped', () => {
    let w = four();
    w = act(w, { type: 'moveFigure', figureId: 'A', to: '3,1' }).world; // 4 AP: 1 + 2 + 1 (alternate diagonals)
    expect(w.turn.round).toBe(1);
    for (const id of ['B', 'N', 'O']) w = act(w, { type: 'endTurn', figureId: id }).world;
    expect(w.turn.round).toBe(1);
    expect(activeFigureId(w)).toBe('A');
    w = act(w, { type: 'endTurn', figureId: 'A' }).world;
    expect(w.turn.round).toBe(2);
  });

  it('G-TURN-1 an unaffordable action is refused with the AP shortfall, and nothing changes', () => {
    const w0 = started(arena(MAP, { A: { stats: { mnd: 9 }, apLeft: 2 }, B: {}, N: {}, O: {} }));
    const w = { ...w0, figures: { ...w0.figures, A: { ...w0.figures.A, apLeft: 2 } } };
    const v = refused(w, { type: 'moveFigure', figureId: 'A', to: '4,1' });
    expect(v.code).toBe('ap-short');
    expect(v.shortfall).toBeGreaterThan(0);
    expect(v.message).toContain(`${v.shortfall} short`);
    expect(w.figures.A.cell).toEqual({ c: 0, r: 0 });
  });

  it('G-TURN-2 at the next round AP refill to the stat value and unspent AP do not carry over', () => {
    let w = four();
    w = act(w, { type: 'moveFigure', figureId: 'A', to: '1,0' }).world;
    expect(w.figures.A.apLeft).toBe(9);
    for (const id of ['B', 'N', 'O', 'A']) w = act(w, { type: 'endTurn', figureId: id }).world;
    expect(w.turn.round).toBe(2);
    expect(w.turn.done).toEqual([]);
    for (const id of ['A', 'B', 'N', 'O']) expect(w.figures[id].apLeft).toBe(w.figures[id].stats.ap);
  });

  it('G-TURN-3 a long task takes all AP each round and keeps its progress across rounds', () => {
    let w = four();
    let r = act(w, { type: 'longTask', figureId: 'A', name: 'force the door', apNeeded: 25 });
    expect(r.world.figures.A.apLeft).toBe(0);
    expect(ofType(r.events, 'taskProgressed')[0]).toMatchObject({ apDone: 10, finished: false });
    w = r.world;
    for (const id of ['B', 'N', 'O']) w = act(w, { type: 'endTurn', figureId: id }).world;
    expect(w.turn.round).toBe(2);
    w = act(w, { type: 'longTask', figureId: 'A', name: 'force the door', apNeeded: 25 }).world;
    for (const id of ['B', 'N', 'O']) w = act(w, { type: 'endTurn', figureId: id }).world;
    r = act(w, { type: 'longTask', figureId: 'A', name: 'force the door', apNeeded: 25 });
    expect(ofType(r.events, 'taskProgressed')[0]).toMatchObject({ apDone: 25, finished: true });
    expect(r.world.figures.A.apLeft).toBe(5);
  });
});

describe('undo in play', () => {
  it('G-GAME-2 commands that roll dice are not undoable; plain moves are (decided from their events)', async () => {
    const { isUndoable } = await import('../resolve');
    const w = started(arena(`A . . N`, { A: { stats: { mnd: 9 }, weapons: [{ catalogueId: 'revolver', ammo: 6 }] } }));
    expect(isUndoable(act(w, { type: 'moveFigure', figureId: 'A', to: '1,0' }).events)).toBe(true);
    expect(isUndoable(act(w, { type: 'attack', figureId: 'A', targetId: 'N' }).events)).toBe(false);
  });
});

describe('bad commands', () => {
  it('G-TURN-1 unknown commands, missing ids and unknown figures are refused with a clear reason', () => {
    const w = started(arena(`A . N`, { A: { stats: { mnd: 9 } } }));
    expect(refused(w, { type: 'fly', figureId: 'A' } as never).message).toMatch(/unknown command type "fly"/);
    expect(refused(w, { type: 'attack', figureId: 'A' } as never).message).toBe('the command needs "targetId": a figure id');
    expect(refused(w, { type: 'moveFigure', figureId: 'ghost', to: '1,0' }).message).toBe('there is no figure "ghost"');
    expect(refused(w, { type: 'moveFigure', figureId: 'A', to: 'north' } as never).code).toBe('bad-command');
  });
});
