import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { act, arena, ofType, refused, rolls, seedFor, started, startedWithRolls, withSeed } from '../testing/world';
import { Ctx } from '../ctx';
import { applyEvent } from '../apply';
import { applyDamage } from './damage';
import { coverModifier } from './modifiers';
import { activeFigureId } from '../state';
import { checkRuleOptions } from '../options';

// A acts first (highest MND); N is the target.
const first = { stats: { mnd: 9 } };

describe('attacks', () => {
  const burstMap = `
    A . . . N
  `;
  const shooter = { ...first, weapons: [{ catalogueId: 'smg', ammo: 30 }] };
  const tough = { hp: 500, stats: { hp: 500, bod: 1, mnd: 1 }, armour: 'riot-armour' };

  it('G-ATK-1 a burst pays AP and 1 ammo per shot and rolls each shot separately', () => {
    const w = started(arena(burstMap, { A: shooter, N: tough }));
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 4 });
    const attackRolls = rolls(r.events).filter((e) => e.purpose.startsWith('attack'));
    expect(attackRolls).toHaveLength(4);
    expect(ofType(r.events, 'apSpent').map((e) => e.apCost)).toEqual([1, 1, 1, 1]);
    expect(r.world.figures.A.apLeft).toBe(6);
    expect(r.world.figures.A.loadout.weapons[0].ammo).toBe(26);
  });

  it('G-ATK-1 the shot count must lie within the weapon A/T span (assault rifle: 1 or 3)', () => {
    const w = started(arena(burstMap, { A: shooter, N: tough }));
    expect(refused(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 11 }).code).toBe('bad-shots');
    const w2 = started(arena(burstMap, { A: { ...first, weapons: [{ catalogueId: 'assault-rifle', ammo: 30 }] }, N: tough }));
    expect(refused(w2, { type: 'attack', figureId: 'A', targetId: 'N', shots: 2 }).code).toBe('bad-shots');
    expect(rolls(act(w2, { type: 'attack', figureId: 'A', targetId: 'N', shots: 3 }).events).filter((e) => e.purpose.startsWith('attack'))).toHaveLength(3);
  });

  it('G-ATK-1 a burst beyond the AP left is refused with the shortfall; an empty weapon is refused; reload refills', () => {
    const w = started(arena(burstMap, { A: { ...shooter, stats: { ...first.stats, ap: 3 } }, N: tough }));
    const v = refused(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 5 });
    expect(v).toMatchObject({ code: 'ap-short', shortfall: 2 });
    const empty = started(arena(burstMap, { A: { ...first, weapons: [{ catalogueId: 'smg', ammo: 0 }] }, N: tough }));
    expect(refused(empty, { type: 'attack', figureId: 'A', targetId: 'N' }).code).toBe('no-ammo');
    const r = act(empty, { type: 'reload', figureId: 'A' });
    expect(r.world.figures.A.loadout.weapons[0].ammo).toBe(30);
    expect(r.world.figures.A.apLeft).toBe(8);
  });

  it('G-ATK-2 attack roll is a Body roll; natural 1 hits and natural 10 misses only with the option', () => {
    const hopeless = { ...first, stats: { ...first.stats, bod: 0 }, weapons: [{ catalogueId: 'smg', ammo: 30 }] };
    const off = startedWithRolls(arena(burstMap, { A: hopeless, N: tough }), [[10, 1]]);
    const rOff = rolls(act(off, { type: 'attack', figureId: 'A', targetId: 'N' }).events)[0];
    expect(rOff).toMatchObject({ total: 1, target: 0, success: false });
    const on = startedWithRolls(arena(burstMap, { A: hopeless, N: tough }, { natural1Hits: true }), [[10, 1]]);
    expect(rolls(act(on, { type: 'attack', figureId: 'A', targetId: 'N' }).events)[0]).toMatchObject({ total: 1, success: true });
    const ace = { ...first, stats: { ...first.stats, bod: 12 }, weapons: [{ catalogueId: 'smg', ammo: 30 }] };
    const tenOff = startedWithRolls(arena(burstMap, { A: ace, N: tough }), [[10, 10]]);
    expect(rolls(act(tenOff, { type: 'attack', figureId: 'A', targetId: 'N' }).events)[0]).toMatchObject({ total: 10, success: true });
    const tenOn = startedWithRolls(arena(burstMap, { A: ace, N: tough }, { natural1Hits: true }), [[10, 10]]);
    expect(rolls(act(tenOn, { type: 'attack', figureId: 'A', targetId: 'N' }).events)[0]).toMatchObject({ total: 10, success: false });
  });

  it('G-ATK-3 melee needs the target adjacent (diagonals count); ranged needs line of sight', () => {
    const far = started(arena(`A . N`, { A: { ...first, weapons: ['knife'] } }));
    expect(refused(far, { type: 'attack', figureId: 'A', targetId: 'N' }).code).toBe('not-adjacent');
    const diag = started(
      arena(
        `
      A .
      . N
    `,
        { A: { ...first, weapons: ['knife'] } },
      ),
    );
    expect(ofType(act(diag, { type: 'attack', figureId: 'A', targetId: 'N' }).events, 'attackDeclared')).toHaveLength(1);
    // On a hex grid (odd rows shifted right) (1,1) is two steps from (0,0): not adjacent.
    const hexMap = `
      A .
      . N
    `;
    expect(refused(started(arena(hexMap, { A: { ...first, weapons: ['knife'] } }, {}, 1, 'hex-pointy')), { type: 'attack', figureId: 'A', targetId: 'N' }).code).toBe('not-adjacent');
    const walled = started(arena(`A . .|. N`, { A: { ...first, weapons: [{ catalogueId: 'revolver', ammo: 6 }] } }));
    expect(refused(walled, { type: 'attack', figureId: 'A', targetId: 'N' }).code).toBe('no-los');
  });
});

describe('ranges and modifiers', () => {
  const row = (targetCol: number) => 'A' + ' .'.repeat(targetCol - 1) + ' N';
  const revolver = { ...first, weapons: [{ catalogueId: 'revolver', ammo: 6 }] };
  const firstRoll = (w: ReturnType<typeof started>) => rolls(act(w, { type: 'attack', figureId: 'A', targetId: 'N' }).events)[0];

  it('G-RNG-1 range bands: 0 within Range, -1 up to 2x, -2 up to 3x, refused beyond', () => {
    expect(firstRoll(started(arena(row(20), { A: revolver }))).modifiers).toEqual([]);
    expect(firstRoll(started(arena(row(45), { A: revolver }))).modifiers).toMatchObject([{ value: -1 }]);
    expect(firstRoll(started(arena(row(75), { A: revolver }))).modifiers).toMatchObject([{ value: -2 }]);
    expect(refused(started(arena(row(91), { A: revolver })), { type: 'attack', figureId: 'A', targetId: 'N' }).code).toBe('out-of-range');
  });

  it('G-RNG-1 the maximum-range multiple is a scenario option (3, 4 or 5); bands past 3x are -3', () => {
    const at = (n: number, rules: Record<string, number>) => started(arena(row(n), { A: revolver }, rules));
    // The revolver's Range is 30": 91 squares is past 3x.
    expect(firstRoll(at(91, { maxRangeMultiple: 4 })).modifiers).toMatchObject([{ value: -3 }]);
    expect(firstRoll(at(140, { maxRangeMultiple: 5 })).modifiers).toMatchObject([{ value: -3 }]);
    expect(refused(at(121, { maxRangeMultiple: 4 }), { type: 'attack', figureId: 'A', targetId: 'N' }).code).toBe('out-of-range');
    expect(checkRuleOptions({ maxRangeMultiple: 6 })[0].message).toMatch(/one of 3, 4, 5/);
  });

  it('G-RNG-1 thrown weapons may not reach beyond 1x their Range (spear 4")', () => {
    const spear = { ...first, weapons: ['spear'] };
    expect(firstRoll(started(arena(row(4), { A: spear }))).modifiers).toEqual([]);
    expect(refused(started(arena(row(5), { A: spear })), { type: 'attack', figureId: 'A', targetId: 'N' }).code).toBe('out-of-range');
  });

  it('G-COV-1 cover and concealment levels map to the table modifiers', () => {
    const w = arena(`A N`);
    expect(['none', 'light', 'medium', 'heavy', 'full'].map((l) => coverModifier(w, l as never, 'cover'))).toEqual([0, -1, -2, -3, null]);
    expect(['none', 'light', 'medium', 'heavy', 'full'].map((l) => coverModifier(w, l as never, 'concealment'))).toEqual([0, -1, -1, -2, null]);
    const custom = arena(`A N`, {}, { coverMods: '0,-2,-3,-3' });
    expect(coverModifier(custom, 'light', 'cover')).toBe(-2);
  });

  it('G-COV-1 a low wall beside the target gives 50% cover: -2 logged with its source', () => {
    const w = started(arena(`A . . .:N`, { A: revolver }));
    const r = firstRoll(w);
    expect(r.modifiers).toEqual([{ value: -2, source: 'cover (medium)', auto: true }]);
    expect(r.target).toBe(5 - 2);
  });

  it('G-MOD-1 target prone: -1 at range, +1 in melee; attacker prone shooting +1', () => {
    const proneN = { status: { prone: true } };
    expect(firstRoll(started(arena(row(3), { A: revolver, N: proneN }))).modifiers).toMatchObject([{ value: -1, source: 'target prone (ranged)' }]);
    expect(firstRoll(started(arena(`A N`, { A: { ...first, weapons: ['knife'] }, N: proneN }))).modifiers).toMatchObject([{ value: 1, source: 'target prone (melee)' }]);
    expect(firstRoll(started(arena(row(3), { A: { ...revolver, status: { prone: true } } }))).modifiers).toMatchObject([{ value: 1, source: 'attacker prone, shooting' }]);
  });

  it('G-MOD-1 aimed +1 on the next attack only, and higher ground +1', () => {
    const map = `
      A . . N
      B . . .
    `;
    let w = started(arena(map, { A: { ...revolver, stats: { mnd: 9, ap: 20 } }, B: { sideId: 'red' } }));
    w = act(w, { type: 'aim', figureId: 'A' }).world;
    expect(w.figures.A.status.aimed).toBe(true);
    while (activeFigureId(w) !== 'A') w = act(w, { type: 'endTurn', figureId: activeFigureId(w)! }).world;
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(rolls(r.events)[0].modifiers).toMatchObject([{ value: 1, source: 'aimed' }]);
    expect(r.world.figures.A.status.aimed).toBe(false);
    const hill = produce(arena(map, { A: revolver }), (d) => {
      d.terrainTypes.hill = { ...d.terrainTypes.open, id: 'hill' as never, elevation: 1 };
      d.terrain.legend.h = 'hill' as never;
      d.terrain.rows[0] = 'h' + d.terrain.rows[0].slice(1);
    });
    expect(firstRoll(started(hill)).modifiers).toMatchObject([{ value: 1, source: 'higher ground' }]);
  });
});

describe('damage and HP', () => {
  const rifle = { ...first, weapons: [{ catalogueId: 'rifle', ammo: 15 }] };

  it('G-DMG-2 G-DMG-3 bruise via the engine: 8 damage vs DRV 6 loses 3 HP', () => {
    // Attack face 2 hits BOD 5; damage face 6 + 2 = 8 against a kevlar vest (DRV 6).
    const w = startedWithRolls(arena(`A . . N`, { A: rifle, N: { armour: 'kevlar-vest' } }), [
      [10, 2],
      [10, 6],
    ]);
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(ofType(r.events, 'figureDamaged')[0]).toMatchObject({ raw: 8, absorbed: 6, through: 2, bruise: 1, hpLoss: 3, hpBefore: 10, hpAfter: 7 });
    expect(r.world.figures.N.hp).toBe(7);
  });

  it('G-DMG-2 pieces of different materials (leather DRV 2 + chain DRV 5) give their average rounded down: DRV 3', () => {
    // Attack face 2 hits; damage face 6 + 2 = 8 against DRV 3: 5 through, no bruise (3 < 5 absorbed).
    const w = startedWithRolls(arena(`A . . N`, { A: rifle, N: { armour: ['leather', 'chain'], hp: 30 } }), [
      [10, 2],
      [10, 6],
    ]);
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(ofType(r.events, 'figureDamaged')[0]).toMatchObject({ raw: 8, absorbed: 3, through: 5, bruise: 0, hpLoss: 5 });
  });

  const smg = { ...first, weapons: [{ catalogueId: 'smg', ammo: 30 }] };

  it('G-DMG-2 the DRV is a pool for the round: the second hit of a burst meets what is left of it', () => {
    // Two hits of 5 + 3 = 8 against a kevlar vest (DRV 6): the first uses 6 of the pool, the second meets 0.
    const w = startedWithRolls(arena(`A . . N`, { A: smg, N: { armour: 'kevlar-vest', hp: 30 } }), [
      [10, 2],
      [10, 5],
      [10, 2],
      [10, 5],
    ]);
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 2 });
    expect(ofType(r.events, 'figureDamaged').map((e) => [e.absorbed, e.through, e.bruise])).toEqual([
      [6, 2, 1],
      [0, 8, 0],
    ]);
    expect(r.world.figures.N.status.drvSpent).toBe(6);
  });

  it('G-DMG-2 option per-hit: every hit meets the full DRV', () => {
    const w = startedWithRolls(arena(`A . . N`, { A: smg, N: { armour: 'kevlar-vest', hp: 30 } }, { drvAbsorption: 'per-hit' }), [
      [10, 2],
      [10, 5],
      [10, 2],
      [10, 5],
    ]);
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 2 });
    expect(ofType(r.events, 'figureDamaged').map((e) => e.absorbed)).toEqual([6, 6]);
  });

  it('G-DMG-2 the pool refills at the start of the next round', () => {
    const w = startedWithRolls(arena(`A . . N`, { A: smg, N: { armour: 'kevlar-vest', hp: 30 } }), [
      [10, 2],
      [10, 5],
    ]);
    const hit = act(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 1 }).world;
    expect(hit.figures.N.status.drvSpent).toBe(6);
    const next = produce(hit, (d) => applyEvent(d, { type: 'roundStarted', round: hit.turn.round + 1 }));
    expect(next.figures.N.status.drvSpent).toBe(0);
  });

  it('G-DMG-1 a hit does at least 1 damage (unarmed 1d10÷2 rolling 1)', () => {
    const w = startedWithRolls(arena(`A N`, { A: first }), [
      [10, 1],
      [10, 1],
    ]);
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N', weaponIndex: -1, shots: 1 });
    expect(rolls(r.events)[1].total).toBe(0);
    expect(ofType(r.events, 'figureDamaged')[0]).toMatchObject({ raw: 1, hpLoss: 1 });
  });

  it('G-HP-1 a figure awake at 0 HP takes no turn and cannot act physically', () => {
    const w = started(arena(`A . N`, { A: { ...first, hp: 0, kind: 'PC' } }));
    expect(w.turn.order[0]).toBe('A');
    expect(activeFigureId(w)).toBe('N');
    expect(refused(w, { type: 'moveFigure', figureId: 'A', to: '1,0' }).code).toBe('not-your-turn');
  });

  it('G-HP-3 an unconscious character can still be attacked; a burst stops when a target drops', () => {
    // The wake roll at round start fails (9 > MND 5), so N is still out when shot.
    const w = started(arena(`A . N`, { A: { ...first, weapons: [{ catalogueId: 'smg', ammo: 30 }] }, N: { kind: 'PC', hp: 0, status: { unconscious: true } } }, {}, seedFor([[10, 9]])));
    expect(w.figures.N.status.unconscious).toBe(true);
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 3 });
    expect(rolls(r.events).filter((e) => e.purpose.startsWith('attack'))).toHaveLength(3);
    const w2 = startedWithRolls(arena(`A . N`, { A: { ...first, weapons: [{ catalogueId: 'smg', ammo: 30 }] }, N: { hp: 1 } }), [
      [10, 1],
      [10, 5],
    ]);
    const r2 = act(w2, { type: 'attack', figureId: 'A', targetId: 'N', shots: 3 });
    expect(rolls(r2.events).filter((e) => e.purpose.startsWith('attack'))).toHaveLength(1);
    // The early stop is told, with the AP and ammo of the unfired shots kept.
    expect(ofType(r2.events, 'burstStopped')).toEqual([{ type: 'burstStopped', figureId: 'A', targetId: 'N', shotsFired: 1, shotsUnfired: 2, apSaved: 2, ammoSaved: 2 }]);
    expect(r2.world.figures.A.loadout.weapons[0].ammo).toBe(29);
    expect(r2.world.figures.A.apLeft).toBe(9);
    expect(r2.world.figures.A.loadout.weapons[0].ammo).toBe(29);
  });

  it('G-HP-2 fast play (NPC): at 0 HP the figure is out', () => {
    const ctx = new Ctx(arena(`A N`, { N: { hp: 3 } }));
    applyDamage(ctx, 'N', 9, 'test');
    expect(ctx.world.figures.N.hp).toBe(0);
    expect(ctx.world.figures.N.status.dead).toBe(true);
    expect(ofType(ctx.events, 'figureDowned')[0].state).toBe('out');
  });

  it('G-HP-3 detailed play (PC): the blow stops at 0, the figure is unconscious, further damage goes below 0', () => {
    const ctx = new Ctx(arena(`A N`, { N: { hp: 3, kind: 'PC' } }));
    applyDamage(ctx, 'N', 9, 'test');
    expect(ctx.world.figures.N.hp).toBe(0);
    expect(ctx.world.figures.N.status).toMatchObject({ unconscious: true, dead: false });
    applyDamage(ctx, 'N', 4, 'test');
    expect(ctx.world.figures.N.hp).toBe(-4);
    expect(ctx.world.figures.N.status.dead).toBe(false);
  });

  it('G-HP-3 unconscious characters roll Mind to wake on their turn; at -HP a failed Mind roll is death', () => {
    // Order A (MND 9), N (5), B (4). Round 1: nothing rolls before A's turn; when A's turn ends
    // the turn comes to N, who rolls 3 and wakes, then to B (at -HP), who rolls 9 and dies.
    const setup = { A: first, N: { kind: 'PC' as const, hp: 0, status: { unconscious: true } }, B: { kind: 'PC' as const, hp: -10, stats: { mnd: 4 }, status: { unconscious: true } } };
    const w = act(
      arena(
        `A . N . B`,
        setup,
        { wakeRollTiming: 'own-turn' },
        seedFor([
          [10, 3],
          [10, 9],
        ]),
      ),
      { type: 'startEncounter' },
    );
    expect(rolls(w.events)).toEqual([]);
    const r = act(w.world, { type: 'endTurn', figureId: 'A' });
    expect(rolls(r.events).map((e) => [e.purpose, e.figureId, e.total, e.success])).toEqual([
      ['wake up (G-HP-3)', 'N', 3, true],
      ['stay alive (G-HP-3)', 'B', 9, false],
    ]);
    expect(r.world.figures.N.status.unconscious).toBe(false);
    expect(r.world.figures.B.status.dead).toBe(true);
    // Awake at 0 HP: thinks and talks, but takes no physical turn (G-HP-1).
    expect(activeFigureId(r.world)).toBe('A');
  });

  it("G-HP-3 the wake roll comes at the figure's place in the order, once a round however often the turns go round", () => {
    // Order A (MND 9), N (5, unconscious), C (3). A passes twice: N rolls only the first time its place comes.
    const setup = { A: first, N: { kind: 'PC' as const, hp: 0, status: { unconscious: true } }, C: { stats: { mnd: 3 } } };
    let w = act(
      arena(
        `A . N . C`,
        setup,
        { wakeRollTiming: 'own-turn' },
        seedFor([
          [10, 9],
          [10, 9],
        ]),
      ),
      { type: 'startEncounter' },
    ).world;
    const r1 = act(w, { type: 'pass', figureId: 'A' });
    const kinds = r1.events.filter((e) => e.type === 'diceRolled' || e.type === 'turnStarted').map((e) => (e.type === 'turnStarted' ? `turn ${e.figureId}` : `roll ${e.figureId}`));
    expect(kinds).toEqual(['roll N', 'turn C']);
    w = act(r1.world, { type: 'pass', figureId: 'C' }).world;
    const r2 = act(w, { type: 'pass', figureId: 'A' });
    expect(rolls(r2.events)).toEqual([]);
    expect(r2.world.figures.N.status.unconscious).toBe(true);
  });

  it('G-HP-3 wakeRollTiming round-start (default): every down figure rolls as the round starts', () => {
    const setup = { A: first, N: { kind: 'PC' as const, hp: 0, status: { unconscious: true } }, B: { kind: 'PC' as const, hp: -10, stats: { mnd: 4 }, status: { unconscious: true } } };
    const r = act(
      arena(
        `A . N . B`,
        setup,
        {},
        seedFor([
          [10, 3],
          [10, 9],
        ]),
      ),
      { type: 'startEncounter' },
    );
    expect(rolls(r.events).map((e) => [e.purpose, e.figureId, e.total, e.success])).toEqual([
      ['wake up (G-HP-3)', 'N', 3, true],
      ['stay alive (G-HP-3)', 'B', 9, false],
    ]);
    expect(ofType(r.events, 'figureDone')).toEqual([]);
  });

  it('G-HP-3 the wake roll comes again next round while it fails', () => {
    const setup = { A: first, N: { kind: 'PC' as const, hp: 0, status: { unconscious: true } } };
    const w = act(arena(`A . N`, setup, {}, seedFor([[10, 9]])), { type: 'startEncounter' }).world;
    expect(w.figures.N.status.unconscious).toBe(true);
    const r = act(withSeed(w, seedFor([[10, 2]])), { type: 'endTurn', figureId: 'A' });
    expect(rolls(r.events).map((e) => [e.purpose, e.total])).toEqual([['wake up (G-HP-3)', 2]]);
    expect(r.world.figures.N.status.unconscious).toBe(false);
  });
});

describe('ammunition', () => {
  it('G-ATK-1 "1 Shot" weapons reload inside their attack and never run dry (sling)', () => {
    let w = started(arena(`A . . N`, { A: { stats: { mnd: 9, ap: 20 }, weapons: [{ catalogueId: 'sling', ammo: 1 }] }, N: { hp: 500, stats: { hp: 500 } } }));
    for (let i = 0; i < 3; i++) {
      const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N' });
      expect(ofType(r.events, 'ammoSpent')).toHaveLength(0);
      w = r.world;
      while (activeFigureId(w) !== 'A') w = act(w, { type: 'endTurn', figureId: activeFigureId(w)! }).world;
    }
    expect(refused(w, { type: 'reload', figureId: 'A' }).code).toBe('no-reload');
  });
});
