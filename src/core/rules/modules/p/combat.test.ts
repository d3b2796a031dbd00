import { describe, expect, it } from 'vitest';
import { act, ofType, refused, rolls, seedFor, started, withSeed } from '../../testing/world';
import { checkAttack } from '../../combat/modifiers';
import { weaponById } from '../../deps';
import type { World } from '../../../model/schema';
import { chargeMoveAp, hexStraightLine, straightLine } from './charge';
import { coverRow } from './tables';
import { fallDice } from './fall';
import { pArena, tweak } from './testing';

// A acts first (MND 9 is ignored under P-INIT: BOD 9 and the dice decide), so tests re-seed after the start.
const first = { stats: { bod: 9 } };
const tough = { hp: 200, stats: { hp: 200, bod: 1 } };
/** Started, A to act, then the dice re-seeded to the given faces. */
function ready(w: World, faces: Array<[number, number]>): World {
  let s = started(w);
  // Give A the turn whatever the initiative dice said (tests of actions, not of P-INIT).
  s = tweak(s, (d) => {
    d.turn.order = ['A', ...d.turn.order.filter((id) => id !== 'A')] as never;
    d.turn.activeIndex = 0;
    // Nobody acts at the same time (P-INIT ties have their own tests, together.test.ts).
    delete d.turn.together;
    for (const f of Object.values(d.figures)) {
      f.apLeft = f.stats.ap;
      f.status.surprised = false;
    }
  });
  return withSeed(s, seedFor(faces));
}
const mod = (events: ReturnType<typeof rolls>, source: string) => events.flatMap((e) => e.modifiers).find((m) => m.source.startsWith(source));

describe('module P: charge', () => {
  const lane = `
    A . . . . N
  `;

  it('P-CHARGE a straight move of up to 1.5x the squares for the AP spent, ending adjacent, then one melee attack at +1', () => {
    // 4 squares of open ground: 4 AP walking, ⌈4 × 2/3⌉ = 3 AP charging; the long sword costs 2 AP per attack.
    expect(chargeMoveAp(4)).toBe(3);
    expect(chargeMoveAp(6)).toBe(4);
    const w = ready(pArena(lane, { A: { ...first, weapons: ['long-sword'] }, N: tough }), [
      [10, 3],
      [10, 5],
    ]);
    const r = act(w, { type: 'charge', figureId: 'A', targetId: 'N' });
    expect(r.world.figures.A.cell).toEqual({ c: 4, r: 0 });
    expect(ofType(r.events, 'apSpent').map((e) => e.apCost)).toEqual([3, 2]);
    const atk = rolls(r.events).find((e) => e.purpose.startsWith('attack'))!;
    expect(atk.modifiers).toContainEqual({ value: 1, source: 'charging (P-CHARGE)', auto: true });
    expect(atk).toMatchObject({ total: 3, target: 10, success: true });
    expect(r.world.figures.N.hp).toBe(200 - (5 + 4));
    // Until A's first turn of the next round, attacks against A get +1.
    expect(r.world.figures.A.status.chargedRound).toBe(1);
    const back = checkAttack(r.world, r.world.figures.N, r.world.figures.A, weaponById('knife')!);
    expect(back.ok && back.modifiers.find((m) => m.source === 'defender charged (P-CHARGE)')?.value).toBe(1);
  });

  it('P-CHARGE a lance-like weapon (spear) deals double damage on a charge', () => {
    const w = ready(pArena(lane, { A: { ...first, weapons: ['spear'] }, N: tough }), [
      [10, 3],
      [10, 5],
    ]);
    const r = act(w, { type: 'charge', figureId: 'A', targetId: 'N' });
    // 1d10+2 = 7, doubled = 14.
    expect(ofType(r.events, 'figureDamaged')[0]).toMatchObject({ raw: 14, hpLoss: 14 });
  });

  it('P-CHARGE a defender set against a charge strikes the arriving charger first, for double damage and no AP', () => {
    const w = ready(
      pArena(lane, { A: { weapons: ['long-sword'], hp: 100, stats: { bod: 5, hp: 100 } }, N: { ...tough, weapons: ['spear'], stats: { ...tough.stats, bod: 9 }, status: { setVsCharge: true } } }),
      [
        [10, 2],
        [10, 4],
        [10, 10],
      ],
    );
    const r = act(w, { type: 'charge', figureId: 'A', targetId: 'N' });
    const dmg = ofType(r.events, 'figureDamaged');
    // N's spear: 1d10+2 = 6, doubled = 12, with "defender charged +1" on its roll; A's blow then misses (10 > 5 + 1).
    expect(dmg[0]).toMatchObject({ figureId: 'A', raw: 12 });
    expect(mod(rolls(r.events), 'defender charged')?.value).toBe(1);
    expect(ofType(r.events, 'apSpent').filter((e) => e.figureId === 'N')).toEqual([]);
    expect(r.world.figures.N.status.setVsCharge).toBe(false);
    expect(dmg).toHaveLength(1);
  });

  it('P-CHARGE is refused without a straight lane, when already adjacent, with a shooting weapon, or when P is off', () => {
    const walled = `
      A . .|. . N
    `;
    const w = ready(pArena(walled, { A: { ...first, weapons: ['long-sword'] }, N: tough }), [[10, 1]]);
    expect(refused(w, { type: 'charge', figureId: 'A', targetId: 'N' })).toMatchObject({ code: 'no-charge' });
    const near = ready(pArena(`A N`, { A: { ...first, weapons: ['long-sword'] }, N: tough }), [[10, 1]]);
    expect(refused(near, { type: 'charge', figureId: 'A', targetId: 'N' }).message).toMatch(/run-up/);
    const bow = ready(pArena(lane, { A: { ...first, weapons: ['long-bow'] }, N: tough }), [[10, 1]]);
    expect(refused(bow, { type: 'charge', figureId: 'A', targetId: 'N' }).code).toBe('not-melee');
    const off = tweak(w, (d) => {
      d.scenario.rules = {};
    });
    expect(refused(off, { type: 'charge', figureId: 'A', targetId: 'N' }).code).toBe('module-off');
  });

  it('P-CHARGE lanes are straight lines of cells', () => {
    expect(straightLine({ c: 0, r: 0 }, { c: 4, r: 2 })).toEqual([
      { c: 0, r: 0 },
      { c: 1, r: 1 },
      { c: 2, r: 1 },
      { c: 3, r: 2 },
      { c: 4, r: 2 },
    ]);
    expect(straightLine({ c: 3, r: 0 }, { c: 0, r: 0 })).toEqual([3, 2, 1, 0].map((c) => ({ c, r: 0 })));
  });

  it('P-CHARGE lanes on a hex grid are straight hex lines, one neighbouring hex per step', () => {
    // Pointy hexes, odd rows shifted right: along a row, and down-right from (0,0) to (1,2) through (0,1).
    expect(hexStraightLine({ c: 0, r: 0 }, { c: 3, r: 0 }, 'pointy')).toEqual([0, 1, 2, 3].map((c) => ({ c, r: 0 })));
    expect(hexStraightLine({ c: 0, r: 0 }, { c: 1, r: 2 }, 'pointy')).toEqual([
      { c: 0, r: 0 },
      { c: 0, r: 1 },
      { c: 1, r: 2 },
    ]);
  });

  it('P-CHARGE works on a hex map: a straight hex lane ending next to the enemy, ⌈⅔⌉ of its AP, then the blow at +1', () => {
    // Pointy hexes (odd rows shifted right): A at (0,0) runs down the straight hex line to a hex next to N at (2,3).
    const hexLane = `
      A . . .
      . . . .
      . . . .
      . . N .
    `;
    const w = ready(pArena(hexLane, { A: { ...first, weapons: ['long-sword'] }, N: tough }, {}, 1, 'hex-pointy'), [
      [10, 3],
      [10, 5],
    ]);
    const r = act(w, { type: 'charge', figureId: 'A', targetId: 'N' });
    const moved = ofType(r.events, 'figureMoved')[0];
    // N at (2,3) is 4 hexes from A at (0,0); the run is 3 hexes (3 AP walking, ⌈3 × 2/3⌉ = 2 charging), each step one hex.
    expect(moved.path).toEqual([
      { c: 0, r: 0 },
      { c: 0, r: 1 },
      { c: 1, r: 1 },
      { c: 2, r: 2 },
    ]);
    for (let i = 1; i < moved.path.length; i++) expect(hexStraightLine(moved.path[i - 1], moved.path[i], 'pointy')).toHaveLength(2);
    expect(moved.path).toEqual(hexStraightLine({ c: 0, r: 0 }, moved.to, 'pointy'));
    expect(ofType(r.events, 'apSpent').map((e) => e.apCost)).toEqual([2, 2]);
    expect(mod(rolls(r.events), 'charging')?.value).toBe(1);
    expect(r.world.figures.N.hp).toBe(200 - (5 + 4));
    // Rock across the map blocks every straight run on hexes too.
    const rock = `
      A . . .
      # # # #
      . . . .
      . . N .
    `;
    const blocked = ready(pArena(rock, { A: { ...first, weapons: ['long-sword'] }, N: tough }, {}, 1, 'hex-pointy'), [[10, 1]]);
    expect(refused(blocked, { type: 'charge', figureId: 'A', targetId: 'N' }).code).toBe('no-charge');
  });
});

describe('module P: retreat, moving and attacking', () => {
  const melee = `
    . A N . .
  `;

  it('P-RETREAT withdraw backs away at 3x the AP per square and provokes nothing', () => {
    const two = `
      . . . .
      . A N .
    `;
    const w = ready(pArena(two, { A: first, N: { weapons: ['long-sword'] } }), [[10, 1]]);
    const r = act(w, { type: 'withdraw', figureId: 'A', to: '0,1' });
    expect(r.world.figures.A).toMatchObject({ cell: { c: 0, r: 1 }, apLeft: 7 });
    expect(ofType(r.events, 'attackDeclared')).toEqual([]);
    expect(refused(w, { type: 'withdraw', figureId: 'A', to: '2,0' }).code).toBe('not-away');
  });

  it('P-RETREAT flee: each adjacent enemy at once gets a free melee attack sequence (its A/T, no AP) at +1 from the rear', () => {
    // N's knife strikes twice (A/T 2): rolls 1 and 1, damage 4 and 6; then A moves.
    const w = ready(pArena(melee, { A: { ...first, hp: 50, stats: { ...first.stats, hp: 50 } }, N: { weapons: ['knife'] } }), [
      [10, 1],
      [10, 4],
      [10, 1],
      [10, 6],
    ]);
    const r = act(w, { type: 'flee', figureId: 'A', to: '0,0' });
    const atks = rolls(r.events).filter((e) => e.purpose.startsWith('attack'));
    expect(atks).toHaveLength(2);
    expect(atks[0].modifiers).toContainEqual({ value: 1, source: 'attack from the rear (P-MODS)', auto: true });
    expect(ofType(r.events, 'apSpent').map((e) => [e.figureId, e.apCost])).toEqual([['A', 1]]);
    expect(r.world.figures.A).toMatchObject({ cell: { c: 0, r: 0 }, hp: 40 });
    // A plain move out of melee is a flee too.
    const m = act(w, { type: 'moveFigure', figureId: 'A', to: '0,0' });
    expect(rolls(m.events).filter((e) => e.purpose.startsWith('attack'))).toHaveLength(2);
    expect(refused(ready(pArena(`A . N`, { A: first }), [[10, 1]]), { type: 'flee', figureId: 'A', to: '0,0' }).code).toBe('not-engaged');
  });

  it('P-MOVEFIRE a figure that has moved shoots floor(A/T / 2) attacks at most this turn', () => {
    const map = `
      A . . . . . N
    `;
    const w = ready(pArena(map, { A: { ...first, weapons: [{ catalogueId: 'smg', ammo: 30 }] }, N: tough }), [[10, 1]]);
    const moved = tweak(act(w, { type: 'moveFigure', figureId: 'A', to: '1,0' }).world, (d) => {
      d.turn.activeIndex = d.turn.order.indexOf('A' as never);
    });
    expect(moved.figures.A.status.movesThisRound).toBe(1);
    const cap = Math.floor(weaponById('smg')!.attacksPerTurn.max / 2);
    expect(refused(moved, { type: 'attack', figureId: 'A', targetId: 'N', shots: cap + 1 })).toMatchObject({ code: 'move-fire' });
    expect(rolls(act(moved, { type: 'attack', figureId: 'A', targetId: 'N', shots: cap }).events).filter((e) => e.purpose.startsWith('attack'))).toHaveLength(cap);
  });

  it('P-MELEE-MOVE at most one move action before attacking in melee in a round', () => {
    const map = `
      A . . N
    `;
    const w = ready(pArena(map, { A: { ...first, weapons: ['long-sword'] }, N: tough }), [[10, 1]]);
    const again = (x: World) =>
      tweak(x, (d) => {
        d.turn.activeIndex = d.turn.order.indexOf('A' as never);
      });
    const one = again(act(w, { type: 'moveFigure', figureId: 'A', to: '1,0' }).world);
    const two = again(act(one, { type: 'moveFigure', figureId: 'A', to: '2,0' }).world);
    expect(refused(two, { type: 'attack', figureId: 'A', targetId: 'N' })).toMatchObject({ code: 'melee-after-moves' });
    const oneMove = again(act(w, { type: 'moveFigure', figureId: 'A', to: '2,0' }).world);
    expect(ofType(act(oneMove, { type: 'attack', figureId: 'A', targetId: 'N' }).events, 'attackDeclared')).toHaveLength(1);
    // A charge counts as the one move: not after another move.
    expect(refused(one, { type: 'charge', figureId: 'A', targetId: 'N' }).code).toBe('melee-after-moves');
  });
});

describe('module P: scaled tables', () => {
  it('P-RANGE short 0, medium -1, long -3 replace G-RNG-1', () => {
    // Revolver range 30": the bands are multiples of it.
    const range = weaponById('revolver')!.rangeInches!;
    const at = (d: number) => {
      const row = 'A' + ' .'.repeat(d - 1) + ' N';
      const w = pArena(row, { A: { weapons: [{ catalogueId: 'revolver', ammo: 6 }] } });
      const c = checkAttack(w, w.figures.A, w.figures.N, weaponById('revolver')!);
      return c.ok ? (c.modifiers.find((m) => m.source.includes('P-RANGE'))?.value ?? 0) : null;
    };
    expect(at(range)).toBe(0);
    expect(at(range + 1)).toBe(-1);
    expect(at(2 * range + 1)).toBe(-3);
    expect(at(3 * range + 1)).toBeNull();
  });

  it('P-COVER rows from the hidden fraction: 25/50/75/90 with 8/9 counting as 90', () => {
    expect([0.2, 0.25, 0.49, 0.5, 0.75, 7 / 9, 8 / 9, 0.95, 1].map(coverRow)).toEqual([null, 0, 0, 1, 2, 2, 3, 3, null]);
    // A low wall beside the target hides half: P-COVER 50% → −2 (G-COV-1 would give −2 as well, so compare the source).
    const w = pArena(
      `
      A . . . .:N
    `,
      { A: { weapons: ['long-bow'] } },
    );
    const c = checkAttack(w, w.figures.A, w.figures.N, weaponById('long-bow')!);
    expect(c.ok && c.modifiers.filter((m) => m.source.includes('P-COVER'))).toEqual([{ value: -2, source: 'cover 50% (P-COVER)', auto: true }]);
  });

  it('P-MODS higher ground +1, defender prone or stunned +2, surprised +1; a sleeping or held defender is hit automatically', () => {
    const w = pArena(`A N`, { A: { weapons: ['long-sword'] }, N: { status: { prone: true } } });
    const hill = tweak(w, (d) => {
      d.terrainTypes.hill = { id: 'hill' as never, name: 'Hill', colour: '#777777', apCost: 1, blocksSight: false, concealment: false, elevation: 1 };
      d.terrain.legend.h = 'hill' as never;
      d.terrain.rows[0] = 'h' + d.terrain.rows[0].slice(1);
    });
    const c = checkAttack(hill, hill.figures.A, hill.figures.N, weaponById('long-sword')!);
    expect(c.ok && c.modifiers.map((m) => [m.value, m.source])).toEqual([
      [1, 'higher ground (P-MODS)'],
      [2, 'defender prone (P-MODS)'],
    ]);
    const asleep = ready(pArena(`A N`, { A: { ...first, stats: { bod: 0 }, weapons: ['long-sword'] }, N: { ...tough, status: { unconscious: true, prone: true } } }), [[10, 5]]);
    const r = act(asleep, { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(rolls(r.events).filter((e) => e.purpose.startsWith('attack'))).toEqual([]);
    expect(ofType(r.events, 'figureDamaged')[0]).toMatchObject({ figureId: 'N', raw: 9 });
  });
});

describe('module P: firing into melee, falls, crits', () => {
  it('P-MELEE-FIRE a ranged hit on an engaged target may hit an adjacent engaged figure instead: d100 <= 10 (Medium), 20 (Large)', () => {
    const map = `
      A . . . B N
    `;
    const figs = { A: { ...first, weapons: ['long-bow'] }, B: { sideId: 'red', ...tough }, N: tough };
    // Hit (1), then B's stray check d100 = 10 → B takes it (Medium 10%); damage 5+2.
    const w = ready(pArena(map, figs), [
      [10, 1],
      [100, 10],
      [10, 5],
    ]);
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(ofType(r.events, 'shotStrayed')).toEqual([{ type: 'shotStrayed', figureId: 'A', targetId: 'N', hitId: 'B', roll: 10, percent: 10 }]);
    expect(r.world.figures.B.hp).toBeLessThan(200);
    expect(r.world.figures.N.hp).toBe(200);
    // d100 = 11 misses a Medium figure but would hit a Large one.
    const w2 = ready(pArena(map, figs), [
      [10, 1],
      [100, 11],
      [10, 5],
    ]);
    expect(ofType(act(w2, { type: 'attack', figureId: 'A', targetId: 'N' }).events, 'figureDamaged')[0].figureId).toBe('N');
    const large = tweak(w2, (d) => {
      d.figures.B.size = 'large';
    });
    expect(ofType(act(large, { type: 'attack', figureId: 'A', targetId: 'N' }).events, 'figureDamaged')[0].figureId).toBe('B');
  });

  it('P-FALL 1d6 per full 10 feet, at most 20d6, no armour and no minimum: stepping off a 20-foot roof', () => {
    expect([5, 10, 19, 20, 105, 400].map(fallDice)).toEqual([0, 1, 1, 2, 10, 20]);
    const w = tweak(
      ready(pArena(`A .`, { A: { ...first, armour: 'plate' } }), [
        [6, 3],
        [6, 4],
      ]),
      (d) => {
        d.terrainTypes.roof = { id: 'roof' as never, name: 'Roof', colour: '#884444', apCost: 1, blocksSight: false, concealment: false, elevation: 4, dropFeet: 20 };
        d.terrain.legend.r = 'roof' as never;
        d.terrain.rows[0] = 'r' + d.terrain.rows[0].slice(1);
      },
    );
    const r = act(w, { type: 'moveFigure', figureId: 'A', to: '1,0' });
    expect(ofType(r.events, 'figureDamaged')[0]).toMatchObject({ source: 'a fall of 20 feet (P-FALL)', raw: 7, absorbed: 0, hpLoss: 7 });
  });

  it('P-FALL a move down across a ledge wall falls its drop height; climbing up it does not', () => {
    const ledge = (x: World) =>
      tweak(x, (d) => {
        for (const wall of Object.values(d.walls)) wall.dropFeet = 30;
        d.terrainTypes.hill = { id: 'hill' as never, name: 'Hill', colour: '#777777', apCost: 1, blocksSight: false, concealment: false, elevation: 1 };
        d.terrain.legend.h = 'hill' as never;
        d.terrain.rows[0] = 'h' + d.terrain.rows[0].slice(1);
      });
    const down = act(
      ledge(
        ready(pArena(`A:.`, { A: first }), [
          [6, 2],
          [6, 2],
          [6, 2],
        ]),
      ),
      { type: 'moveFigure', figureId: 'A', to: '1,0' },
    );
    expect(ofType(down.events, 'figureDamaged')[0]).toMatchObject({ raw: 6, hpLoss: 6 });
    const up = act(ledge(ready(pArena(`.:A`, { A: first }), [[6, 2]])), { type: 'moveFigure', figureId: 'A', to: '0,0' });
    expect(ofType(up.events, 'figureDamaged')).toEqual([]);
  });

  it('P-CRIT (option, off by default) natural 1 rolls the damage dice twice, modifiers once; natural 10 loses the rest of the turn', () => {
    const figs = { A: { ...first, weapons: [{ catalogueId: 'smg', ammo: 30 }] }, N: tough };
    const map = `A . N`;
    const on = ready(pArena(map, figs, { phoenixCrits: true }), [
      [10, 1],
      [10, 4],
      [10, 5],
    ]);
    const crit = act(on, { type: 'attack', figureId: 'A', targetId: 'N' });
    const smgDamage = weaponById('smg')!.damage;
    expect(rolls(crit.events).filter((e) => e.purpose.startsWith('damage'))).toHaveLength(2);
    expect(smgDamage).toBeTruthy();
    const off = ready(pArena(map, figs), [
      [10, 1],
      [10, 4],
    ]);
    expect(rolls(act(off, { type: 'attack', figureId: 'A', targetId: 'N' }).events).filter((e) => e.purpose.startsWith('damage'))).toHaveLength(1);
    const fumble = ready(pArena(map, figs, { phoenixCrits: true }), [[10, 10]]);
    const f = act(fumble, { type: 'attack', figureId: 'A', targetId: 'N', shots: 3 });
    expect(rolls(f.events).filter((e) => e.purpose.startsWith('attack'))).toHaveLength(1);
    expect(ofType(f.events, 'burstStopped')[0]).toMatchObject({ fumble: true, shotsUnfired: 2 });
    expect(f.world.figures.A.apLeft).toBe(9);
  });
});
