import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { act, arena, started } from '../testing/world';
import { chooseCommand } from '.';
import { canAttack } from './hold';
import { threatAt } from './threat';
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

describe('G-GAME-3 computer player: AP left over (./threat)', () => {
  const street = `
    A . . . . N
    .|. . . . .
  `;

  // A already lies prone (a standing rifleman drops first, ./prone), so these choose between aiming and shooting.
  const rifles = (apA: number, apLeftN: number) =>
    produce(started(arena(street, { A: { stats: { mnd: 9, ap: apA }, weapons: ['rifle'], status: { prone: true } }, N: { weapons: ['rifle'] } })), (d) => {
      d.figures.N!.apLeft = apLeftN;
    });

  it('G-MOD-1 a rifleman with AP for two shots either way aims first when the enemy has spent its AP (the aim costs no shot)', () => {
    expect(chooseCommand(rifles(8, 0), 'A')).toEqual({ type: 'aim', figureId: 'A' });
  });

  it('G-MOD-1 with AP for one shot less after an aim it shoots without aiming', () => {
    expect(chooseCommand(rifles(9, 0), 'A').type).toBe('attack');
  });

  it('G-MOD-1 under a ready enemy rifle it shoots first: an aim would give the enemy the first shot', () => {
    expect(chooseCommand(rifles(8, 10), 'A').type).toBe('attack');
  });

  it('G-GAME-3 too few AP left for another shot: it steps out of the ready enemy’s sight', () => {
    const w0 = started(arena(street, { A: { stats: { mnd: 9 }, weapons: ['revolver'] }, N: { weapons: ['revolver'] } }));
    const w = produce(w0, (d) => {
      d.figures.A!.apLeft = 1;
    });
    expect(canAttack(w, w.figures.N!, w.figures.A!, freshRulesCache())).toBe(true);
    const c = chooseCommand(w, 'A');
    expect(c).toEqual({ type: 'moveFigure', figureId: 'A', to: '0,1' });
    const after = act(w, c).world;
    expect(canAttack(after, after.figures.N!, after.figures.A!, freshRulesCache())).toBe(false);
  });
});

describe('G-GAME-3 computer player: what counts as a line of fire (./threat)', () => {
  it('G-ATK-3 a ready enemy with only a melee weapon adds no threat (the waiting brawler, ./brawl, weighs blows); a ready gun does', () => {
    const map = `
      A N . . O
    `;
    const w = started(arena(map, { A: { stats: { mnd: 9 }, weapons: ['revolver'] }, N: { weapons: ['club-one-handed'] }, O: { weapons: ['revolver'] } }));
    const cache = freshRulesCache();
    const withGun = threatAt(w, w.figures.A!, 0, 0, [w.figures.N!, w.figures.O!], cache);
    expect(threatAt(w, w.figures.A!, 0, 0, [w.figures.N!], cache)).toBe(0);
    expect(withGun).toBeGreaterThan(0);
  });
});
