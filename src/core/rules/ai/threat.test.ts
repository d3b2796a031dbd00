import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { act, arena, started } from '../testing/world';
import { chooseCommand } from '.';
import { canAttack } from './hold';
import type { World } from '../../model/schema';
import { freshRulesCache } from '../../spatial/rulesCache';

// A closes in on N round the wall's south end; the cells beside the wall (rows 0-1) are out of
// N's sight, those of row 2 it sees past the wall's end.
const field = `
  . . . . . . .|. . . . . N
  A . . . . . .|. . . . . .
  . . . . . . . . . . . . .
`;

const shotAt = (w: World) => canAttack(w, w.figures.N!, w.figures.A!, freshRulesCache());

describe('G-GAME-3 computer player: lines of fire (./threat)', () => {
  it('G-GAME-3 a brawler closing in ends its move behind the wall, not where the ready rifleman can shoot it', () => {
    const w = started(arena(field, { A: { stats: { mnd: 9, ap: 8 }, weapons: ['club-one-handed'] }, N: { weapons: ['rifle'] } }));
    expect(w.figures[w.turn.order[0]!]!.id).toBe('A');
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    const after = act(w, c).world;
    expect(after.figures.A!.cell!.c).toBeGreaterThan(0);
    expect(shotAt(after)).toBe(false);
  });
});

// Two pockets behind the wall of row 1: N's (left, through the gap at cell 1) and O's (right, gap at
// cell 7). From A's cell neither enemy is in sight; N has AP for its rifle, O has spent its AP.
const pockets = `
  N . . .|. . . . O
  . . . .|. . . . .
  -   - - - - -   -
  . . . . A . . . .
`;

describe('G-GAME-3 computer player: lines of fire when moving into range (./threat)', () => {
  it('G-GAME-3 it steps into the sight of the enemy that has spent its AP, not of the one that can still shoot first', () => {
    const w0 = started(arena(pockets, { A: { stats: { mnd: 9 }, weapons: ['revolver'] }, N: { weapons: ['rifle'] }, O: { weapons: ['rifle'] } }));
    const w = produce(w0, (d) => {
      d.figures.O!.apLeft = 0;
    });
    expect(w.figures[w.turn.order[0]!]!.id).toBe('A');
    expect(canAttack(w, w.figures.N!, w.figures.A!, freshRulesCache())).toBe(false);
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    const after = act(w, c).world;
    expect(canAttack(after, after.figures.A!, after.figures.O!, freshRulesCache())).toBe(true);
    expect(canAttack(after, after.figures.N!, after.figures.A!, freshRulesCache())).toBe(false);
  });
});
