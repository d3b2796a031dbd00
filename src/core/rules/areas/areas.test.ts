import { describe, expect, it } from 'vitest';
import { act, arena, ofType, rolls, seedFor, started, withSeed, refused } from '../testing/world';
import { activeFigureId } from '../state';
import type { World } from '../../model/schema';

// A throws from (0,0); N at (10,0) and O at (11,1) stand in the open; P at
// (11,3) is inside the radius but behind a wall along y = 3.
const MAP = ['A . . . . . . . . . N . .', '. . . . . . . . . . . O .', '. . . . . . . . . . . . .', '                    - - -', '. . . . . . . . . . . P .'].join('\n');
const first = { stats: { mnd: 9, ap: 20 } };
const thrower = (weapon: string) => ({ ...first, weapons: [weapon] });
// Distinct MND keeps the order A, N, O, P (G-INIT-1) without tie rolls.
const N = { hp: 500, stats: { hp: 500, mnd: 8 } };
const O = { hp: 500, stats: { hp: 500, mnd: 7 } };
const P = { hp: 500, stats: { hp: 500, mnd: 6 } };
const AT_N = { x: 10.5, y: 0.5 };

function throwWith(w: World, faces: Array<[number, number]>) {
  return act(withSeed(w, seedFor(faces)), { type: 'throwArea', figureId: 'A', weaponIndex: 0, at: AT_N });
}

describe('area weapons', () => {
  it('G-AREA-1 the burst hits every figure within the radius that the point sees; walls shield', () => {
    const w = started(arena(MAP, { A: thrower('dynamite'), N, O, P }));
    const r = throwWith(w, [[10, 2]]);
    expect(ofType(r.events, 'burstResolved')[0]).toMatchObject({ at: AT_N, radiusInches: 4, affected: ['N', 'O'], shielded: ['P'] });
    expect(ofType(r.events, 'figureDamaged').map((e) => e.figureId)).toEqual(['N', 'O']);
    expect(r.world.figures.P.hp).toBe(500);
  });

  it('G-AREA-2 damage is rolled separately for each figure, then armour applies', () => {
    const w = started(arena(MAP, { A: thrower('dynamite'), N: { ...N, armour: 'plate' }, O }));
    const r = throwWith(w, [[10, 2]]);
    const dmgRolls = rolls(r.events).filter((e) => e.purpose.startsWith('area damage'));
    expect(dmgRolls.map((e) => e.figureId)).toEqual(['N', 'O']);
    const dN = ofType(r.events, 'figureDamaged')[0];
    expect(dN.raw).toBe(dmgRolls[0].total);
    expect(dN.absorbed).toBe(Math.min(7, dN.raw));
  });

  it('G-AREA-2 option: one damage roll for all figures', () => {
    const w = started(arena(MAP, { A: thrower('dynamite'), N, O }, { areaDamagePerFigure: false }));
    const r = throwWith(w, [[10, 2]]);
    expect(rolls(r.events).filter((e) => e.purpose.startsWith('area damage'))).toHaveLength(1);
    const [dN, dO] = ofType(r.events, 'figureDamaged');
    expect(dN.raw).toBe(dO.raw);
  });

  it('G-AREA-3 a lasting fire keeps its radius, counts down each round and burns once per round at turn start', () => {
    let w = started(arena(MAP, { A: thrower('burning-oil'), N, O }));
    let r = throwWith(w, [[10, 2]]);
    const area = ofType(r.events, 'areaCreated')[0].area;
    expect(area).toMatchObject({ effect: 'fire', radiusInches: 2, roundsLeft: 2, damage: '2d10' });
    // N already burnt by the burst this round: no second dose at its turn start.
    expect(activeFigureId(r.world)).toBe('N');
    expect(ofType(r.events, 'figureDamaged').filter((e) => e.figureId === 'N')).toHaveLength(1);
    w = r.world;
    while (w.turn.round < 2) w = act(w, { type: 'endTurn', figureId: activeFigureId(w)! }).world;
    // Round 2: the area ticked to 1 round left; N burns at the start of its turn.
    expect(w.turn.round).toBe(2);
    expect(w.areas[area.id].roundsLeft).toBe(1);
    r = act(w, { type: 'endTurn', figureId: 'A' });
    const burns = ofType(r.events, 'figureDamaged').filter((e) => e.figureId === 'N');
    expect(burns).toHaveLength(1);
    expect(burns[0].source).toContain('fire');
    // Moving inside the fire the same round does not burn again (default once per round).
    const m = act(r.world, { type: 'moveFigure', figureId: 'N', to: '10,1' });
    expect(ofType(m.events, 'figureDamaged').filter((e) => e.figureId === 'N')).toHaveLength(0);
    // Round 3: the area is gone.
    w = m.world;
    while (w.turn.round < 3) w = act(w, { type: 'endTurn', figureId: activeFigureId(w)! }).world;
    expect(w.areas[area.id]).toBeUndefined();
  });

  it('G-AREA-4 stun grenade: a failed Mind roll incapacitates for 3 rounds, counting down each round', () => {
    const w = started(arena(MAP, { A: thrower('grenade-stun'), N, O }));
    // Attack 2 hits; N rolls Mind 9 (fails MND 8), O rolls 3 (resists, MND 7).
    const r = throwWith(w, [
      [10, 2],
      [10, 9],
      [10, 3],
    ]);
    const mind = rolls(r.events).filter((e) => e.purpose.startsWith('stun'));
    expect(mind.map((e) => [e.figureId, e.success])).toEqual([
      ['N', false],
      ['O', true],
    ]);
    expect(r.world.figures.N.status.incapacitatedRounds).toBe(3);
    expect(r.world.figures.O.status.incapacitatedRounds).toBe(0);
    expect(activeFigureId(r.world)).toBe('O');
    let x = r.world;
    const rounds: number[] = [];
    while (x.turn.round < 5) {
      if (activeFigureId(x) === 'N') rounds.push(x.turn.round);
      x = act(x, { type: 'endTurn', figureId: activeFigureId(x)! }).world;
    }
    expect(rounds).toEqual([4]);
  });

  it('G-AREA-4 napalm ignites its targets; dynamite leaves its markers for the GM', () => {
    const w = started(arena(MAP, { A: { ...first, weapons: [{ catalogueId: 'flame-thrower', ammo: 5 }] }, N, O }));
    const r = throwWith(w, [[10, 2]]);
    expect(
      ofType(r.events, 'statusChanged')
        .filter((e) => e.status.burning)
        .map((e) => e.figureId),
    ).toEqual(['N', 'O']);
    expect(ofType(r.events, 'areaCreated')[0].area).toMatchObject({ kind: 'flame-thrower', effect: 'fire', roundsLeft: 15 });
    const d = throwWith(started(arena(MAP, { A: thrower('dynamite'), N })), [[10, 2]]);
    expect(ofType(d.events, 'markerPlaced').map((e) => e.marker)).toEqual(expect.arrayContaining(['structure-unstable', 'cave-in']));
    expect(rolls(d.events).some((e) => e.purpose.includes('chance of fire'))).toBe(true);
  });

  it('G-AREA-5 a miss scatters 1d10 x 36 degrees by (roll - Action Value) inches', () => {
    const w = started(arena(MAP, { A: thrower('dynamite'), N, O }));
    // Roll 9 against BOD 5 misses by 4; direction 5 -> 180 degrees (west).
    const r = throwWith(w, [
      [10, 9],
      [10, 5],
    ]);
    const s = ofType(r.events, 'burstScattered')[0];
    expect(s.angleDeg).toBe(180);
    expect(s.distanceInches).toBe(4);
    expect(s.to.x).toBeCloseTo(6.5);
    expect(s.to.y).toBeCloseTo(0.5);
    expect(ofType(r.events, 'burstResolved')[0].at).toEqual(s.to);
  });

  it('G-AREA-5 the target point must be within range and in sight', () => {
    const w = started(arena(MAP, { A: thrower('burning-oil') }));
    expect(refused(w, { type: 'throwArea', figureId: 'A', weaponIndex: 0, at: { x: 12.5, y: 0.5 } }).code).toBe('out-of-range');
    expect(refused(w, { type: 'throwArea', figureId: 'A', weaponIndex: 0, at: { x: 5.5, y: 4.5 } }).code).not.toBe('out-of-range');
  });

  it('G-LOS-4 a smoke area rolls its sight distance when made and each round', () => {
    const w = started(arena(MAP, { A: thrower('grenade-smoke'), N }));
    const r = throwWith(w, [[10, 2]]);
    const area = ofType(r.events, 'areaCreated')[0].area;
    expect(area).toMatchObject({ effect: 'smoke', radiusInches: 15, roundsLeft: 10 });
    const vis = ofType(r.events, 'areaTicked')[0].visibilityInches!;
    expect(vis).toBeGreaterThanOrEqual(1);
    expect(r.world.areas[area.id].visibilityInches).toBe(vis);
    expect(ofType(r.events, 'figureDamaged')).toHaveLength(0);
  });

  it('G-AREA-3 a figure entering a burning area takes its damage', () => {
    let w = started(arena(MAP, { A: { ...thrower('burning-oil'), stats: { mnd: 9, ap: 20 } }, N, O, P }));
    // Burn the empty street at (5,2): nobody inside yet.
    w = act(withSeed(w, seedFor([[10, 2]])), { type: 'throwArea', figureId: 'A', weaponIndex: 0, at: { x: 5.5, y: 2.5 } }).world;
    expect(Object.values(w.areas)).toHaveLength(1);
    while (activeFigureId(w) !== 'A') w = act(w, { type: 'endTurn', figureId: activeFigureId(w)! }).world;
    const r = act(w, { type: 'moveFigure', figureId: 'A', to: '4,2' });
    const burn = ofType(r.events, 'figureDamaged').filter((e) => e.figureId === 'A');
    expect(burn).toHaveLength(1);
    expect(r.world.figures.A.status.burning).toBe(true);
  });
});
