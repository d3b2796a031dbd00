import { describe, expect, it } from 'vitest';
import { act, ofType, rolls, seedFor, withSeed } from '../../testing/world';
import { checkAttack } from '../../combat/modifiers';
import { weaponById } from '../../deps';
import { activeFigureId } from '../../state';
import { surpriseModifiers, initiativeModifiers } from './encounter';
import { pArena, tweak } from './testing';

// Sides roll surprise in id order (blue, red), then every figure its initiative in id order.
const duel = `
  A . . . N
`;

describe('module P: surprise and initiative', () => {
  it('P-SURPRISE a side whose modified d10 is 3 or less is surprised: its figures have 0 AP in round 1 and are attacked at +1', () => {
    // blue (N) rolls 8; red (A) rolls 6 −4 in darkness = 2: surprised. Initiative: A 4+5=9, N 2+5=7 (A would go first).
    const base = tweak(pArena(duel, { A: { weapons: ['long-bow'] }, N: { weapons: ['long-bow'] } }), (d) => {
      d.sides.red.phoenix = { light: 'dark' };
    });
    const w0 = withSeed(
      base,
      seedFor([
        [10, 8],
        [10, 6],
        [10, 4],
        [10, 2],
      ]),
    );
    const r = act(w0, { type: 'startEncounter' });
    expect(ofType(r.events, 'surpriseChecked')).toEqual([
      { type: 'surpriseChecked', sideId: 'blue', total: 8, surprised: false },
      { type: 'surpriseChecked', sideId: 'red', total: 2, surprised: true },
    ]);
    expect(rolls(r.events)[1].modifiers).toEqual([{ value: -4, source: 'in darkness' }]);
    expect(r.world.figures.A.apLeft).toBe(0);
    expect(r.world.figures.A.status.surprised).toBe(true);
    // A won initiative but has no AP: N acts first, and its attack on A carries "defender surprised".
    expect(activeFigureId(r.world)).toBe('N');
    const check = checkAttack(r.world, r.world.figures.N, r.world.figures.A, weaponById('long-bow')!);
    expect(check.ok && check.modifiers.find((m) => m.source.startsWith('defender surprised'))?.value).toBe(1);
    // Round 2: A has its AP back and is no longer surprised.
    const r2 = act(r.world, { type: 'endTurn', figureId: 'N' });
    expect(r2.world.turn.round).toBe(2);
    expect(r2.world.figures.A).toMatchObject({ apLeft: 10, status: { surprised: false } });
  });

  it('P-SURPRISE when every side would be surprised, none is', () => {
    const w0 = withSeed(
      pArena(duel),
      seedFor([
        [10, 2],
        [10, 1],
        [10, 4],
        [10, 2],
      ]),
    );
    const r = act(w0, { type: 'startEncounter' });
    expect(ofType(r.events, 'surpriseChecked').map((e) => e.surprised)).toEqual([true, true]);
    expect(r.world.figures.A.apLeft).toBe(10);
    expect(r.world.figures.N.apLeft).toBe(10);
  });

  it("P-SURPRISE the text's modifier table: the other party's and the rolling party's conditions and the weather", () => {
    const w = tweak(pArena(duel, {}, { pWeather: 'fog' }), (d) => {
      d.sides.blue.phoenix = { silenced: true, camouflage: 3, odour: true };
      d.sides.red.phoenix = { panicked: true, suspicious: true, light: 'poor' };
    });
    // Red rolls against a silenced (−2), camouflaged (−3), smelly (+2) blue party; panicked −2, suspicious +2, poor light −1; heavy fog −2.
    expect(surpriseModifiers(w, 'red').map((m) => m.value)).toEqual([-2, 2, -3, -1, -2, 2, -2]);
    expect(surpriseModifiers(w, 'red').reduce((s, m) => s + m.value, 0)).toBe(-6);
    // Blue: red has no "other party" conditions; fog only.
    expect(surpriseModifiers(w, 'blue')).toEqual([{ value: -2, source: 'heavy fog' }]);
  });

  it('P-INIT each figure rolls 1d10 + BOD + modifiers once; highest first; equal results act at the same time', () => {
    const map = `
      A B . N
    `;
    const base = tweak(pArena(map, { A: { stats: { bod: 5 } }, B: { stats: { bod: 2 } }, N: { stats: { bod: 3 } } }), (d) => {
      d.sides.blue.phoenix = { initiative: ['hastened'] };
    });
    // Surprise: blue 9, red 9. Initiative: A 3+5 = 8, B 9+2 = 11, N 3+3+2 hastened = 8.
    const w0 = withSeed(
      base,
      seedFor([
        [10, 9],
        [10, 9],
        [10, 3],
        [10, 9],
        [10, 3],
      ]),
    );
    const r = act(w0, { type: 'startEncounter' });
    const e = ofType(r.events, 'encounterStarted')[0];
    expect(e.initiative).toEqual({ A: 8, B: 11, N: 8 });
    expect(e.order).toEqual(['B', 'A', 'N']);
    expect(e.together).toEqual([['A', 'N']]);
    expect(r.world.turn.together).toEqual([['A', 'N']]);
    expect(initiativeModifiers(r.world, r.world.figures.N)).toEqual([{ value: 2, source: 'hastened' }]);
    // G-INIT-1's BOD + MND and tie-break rolls are not used.
    expect(rolls(r.events).filter((x) => x.purpose.includes('tie-break'))).toEqual([]);
  });

  it('P-INIT footing and higher ground and set to receive a charge change the roll', () => {
    const map = `
      A . N
    `;
    const w = tweak(pArena(map, { N: { status: { setVsCharge: true } } }), (d) => {
      d.terrainTypes.open.footing = 'slippery';
      d.terrainTypes.hill = { id: 'hill' as never, name: 'Hill', colour: '#777777', apCost: 1, blocksSight: false, concealment: false, elevation: 1 };
      d.terrain.legend.h = 'hill' as never;
      d.terrain.rows[0] = 'h' + d.terrain.rows[0].slice(1);
    });
    expect(initiativeModifiers(w, w.figures.A)).toEqual([{ value: 1, source: 'on higher ground' }]);
    expect(initiativeModifiers(w, w.figures.N)).toEqual([
      { value: -2, source: 'wading or slippery footing' },
      { value: 2, source: 'set to receive a charge' },
    ]);
  });
});
