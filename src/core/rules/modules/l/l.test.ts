import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { act, arena, ofType, refused, seedFor, started, startedWithRolls, withSeed } from '../../testing/world';
import { Ctx } from '../../ctx';
import { applyDamage } from '../../combat/damage';
import { checkAttack } from '../../combat/modifiers';
import { weaponById } from '../../deps';
import { withModules } from '../testing';
import { lethalCondition, lifeBarRoundStart, nonLethalCondition, oneActionARound, pipsFromHit, soakOf, woundsModifier, woundsPenalty } from './lifeBar';
import type { World } from '../../../model/schema';

const A = { stats: { mnd: 9, bod: 5 }, weapons: ['knife'] };
const D = { stats: { bod: 6, mnd: 1 } };
const L = (w: World) => withModules(w, ['L']);
const withBar = (w: World, id: string, lethal: number, nonLethal = 0, extra: object = {}) =>
  produce(w, (d) => {
    d.figures[id]!.lifeBar = { lethal, nonLethal, ...extra };
  });

describe('L-BAR the life bar (RULES §9.3)', () => {
  it('L-BAR columns of 5: a condition starts with the first pip of its column; a 26th lethal pip is death, a 21st non-lethal unconscious', () => {
    expect([0, 1, 5, 6, 10, 11, 15, 16, 20, 21, 25, 26].map((p) => lethalCondition(p, 5))).toEqual([
      'Unhurt',
      'Light',
      'Light',
      'Moderate',
      'Moderate',
      'Severe',
      'Severe',
      'Disabled',
      'Disabled',
      'Dying',
      'Dying',
      'Dead',
    ]);
    expect([0, 5, 6, 11, 16, 20, 21].map((p) => nonLethalCondition(p, 5))).toEqual(['Unhurt', 'Not affected', 'Jolted', 'Jarred', 'Staggered', 'Staggered', 'Unconscious']);
  });

  it('L-BAR penalties add, lethal and non-lethal, as one "wounds" modifier exempt from the ±3 cap', () => {
    expect(woundsPenalty({ lethal: 5, nonLethal: 5 }, 5)).toBe(0);
    expect(woundsPenalty({ lethal: 6, nonLethal: 0 }, 5)).toBe(-1);
    expect(woundsPenalty({ lethal: 11, nonLethal: 6 }, 5)).toBe(-3);
    expect(woundsPenalty({ lethal: 21, nonLethal: 16 }, 5)).toBe(-8);
    const w = withBar(started(L(arena(`A N`, { A, N: D }))), 'A', 16, 11);
    expect(woundsModifier(w, w.figures.A)).toEqual([{ value: -5, source: 'wounds: Disabled / Jarred (L-BAR)', auto: true }]);
    const check = checkAttack(w, w.figures.A, w.figures.N, weaponById('knife')!);
    expect(check.ok && check.modifiers.map((m) => m.value)).toEqual([-5]);
  });

  it('L-SOAK each hit fills damage − Soak pips; 0 or less does nothing; no bruise, no minimum 1; shields are not Soak', () => {
    expect(pipsFromHit(8, 5)).toBe(3);
    expect(pipsFromHit(5, 5)).toBe(0);
    expect(pipsFromHit(2, 5)).toBe(0);
    const w = started(L(arena(`A N`, { A, N: { ...D, armour: 'chain' } })));
    const shielded = produce(w, (d) => {
      d.figures.N.loadout.shield = 'large-shield';
    });
    expect(soakOf(shielded.figures.N)).toBe(5);
    const ctx = new Ctx(withSeed(shielded, 1));
    applyDamage(ctx, 'N', 8, 'knife');
    applyDamage(ctx, 'N', 4, 'knife');
    expect(ctx.world.figures.N.lifeBar).toEqual({ lethal: 3, nonLethal: 0 });
    expect(ctx.world.figures.N.hp).toBe(10);
    expect(ofType(ctx.events, 'lifeBarFilled').map((e) => e.lethalPips)).toEqual([3, 0]);
    expect(ofType(ctx.events, 'figureDamaged')).toEqual([]);
  });

  it('L-SOAK a shield gives −1 (buckler, shield) or −2 (large shield) to attacks against its bearer; unarmed hits fill non-lethal pips', () => {
    const w = started(L(arena(`A N`, { A, N: D })));
    for (const [shield, value] of [
      ['buckler', -1],
      ['shield', -1],
      ['large-shield', -2],
    ] as const) {
      const s = produce(w, (d) => {
        d.figures.N.loadout.shield = shield;
      });
      const check = checkAttack(s, s.figures.A, s.figures.N, weaponById('knife')!);
      expect(check.ok && check.modifiers).toEqual([{ value, source: `target's ${shield} (L-SOAK)`, auto: true }]);
    }
    const ctx = new Ctx(withSeed(w, 1));
    applyDamage(ctx, 'N', 4, 'fists', { unarmed: true });
    expect(ctx.world.figures.N.lifeBar).toEqual({ lethal: 0, nonLethal: 4 });
  });

  it('L-BAR Disabled: one Action a round, and a non-move Action then fills 1 lethal pip (no Soak); a move does not', () => {
    const base = withBar(startedWithRolls(L(arena(`A . N`, { A: { ...A, armour: 'chain' }, N: D })), [[10, 10]]), 'A', 16);
    expect(oneActionARound(base, base.figures.A)).toBe(true);
    const moved = act(base, { type: 'moveFigure', figureId: 'A', to: '1,0' });
    expect(moved.world.figures.A.lifeBar!.lethal).toBe(16);
    expect(moved.world.turn.done).toContain('A');
    const attacked = act(withBar(moved.world, 'A', 16), { type: 'endTurn', figureId: 'N' }).world;
    // Round 2: A attacks (misses on 10), then strains.
    const r = act(withSeed(attacked, seedFor([[10, 10]])), { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(ofType(r.events, 'lifeBarFilled')[0]).toMatchObject({ source: 'strain while Disabled (L-BAR)', soak: 0, lethalPips: 1 });
    expect(r.world.figures.A.lifeBar!.lethal).toBe(17);
    expect(r.world.turn.done).toContain('A');
  });

  it('L-BAR a Disabled figure whose attack paused for an abort (N-ABORT) still strains and is done once the defender answers', () => {
    // A (Disabled, 16 lethal: −3 wounds) hits N with the knife: attack 1, damage 6 (6 pips, no Soak): N's answer comes first.
    const base = withBar(
      startedWithRolls(withModules(arena(`A N`, { A, N: D }), ['N', 'L']), [
        [10, 1],
        [10, 6],
      ]),
      'A',
      16,
    );
    const hit = act(base, { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(hit.world.pendingAbort?.targetId).toBe('N');
    expect(hit.world.figures.A.lifeBar!.lethal).toBe(16);
    const r = act(hit.world, { type: 'chooseAbort', figureId: 'N', choice: 'take' });
    expect(ofType(r.events, 'lifeBarFilled').map((e) => [e.figureId, e.source, e.lethalPips])).toEqual([
      ['N', 'Figure A\'s Knife <12" (One-Handed)', 6],
      ['A', 'strain while Disabled (L-BAR)', 1],
    ]);
    expect(r.world.turn.done).toContain('A');
  });

  it("§9.0 with L the encounter's end clears every non-lethal pip: a figure out on non-lethal pips comes to; the dead stay dead", () => {
    // A's knife kills O (20 lethal + 10 = 30 > 25): blue has nobody standing, red wins; N (21 non-lethal, out) recovers.
    const w = produce(
      startedWithRolls(L(arena(`N A O`, { A, N: D, O: D })), [
        [10, 3],
        [10, 10],
      ]),
      (d) => {
        d.scenario.objectives = { red: [{ id: 'rout', kind: 'eliminate', when: 'required' }] } as never;
        d.figures.N!.lifeBar = { lethal: 3, nonLethal: 21 };
        d.figures.N!.status.unconscious = true;
        d.figures.O!.lifeBar = { lethal: 20, nonLethal: 4 };
      },
    );
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'O' });
    expect(r.world.figures.O.status.dead).toBe(true);
    expect(r.world.outcome).toMatchObject({ result: 'won', sideId: 'red' });
    expect(ofType(r.events, 'nonLethalRecovered')).toEqual([{ type: 'nonLethalRecovered', figureId: 'N', points: 21, reason: 'the encounter is over (§9.0)' }]);
    expect(r.world.figures.N.lifeBar).toEqual({ lethal: 3, nonLethal: 0 });
    expect(r.world.figures.N.status.unconscious).toBe(false);
    expect(r.world.figures.O.lifeBar!.nonLethal).toBe(4);
  });

  it('L-BAR Staggered: one Action a round, no pip', () => {
    const base = withBar(started(L(arena(`A . N`, { A, N: D }))), 'A', 0, 16);
    const moved = act(base, { type: 'moveFigure', figureId: 'A', to: '1,0' });
    expect(moved.world.turn.done).toContain('A');
    expect(moved.world.figures.A.lifeBar).toEqual({ lethal: 0, nonLethal: 16 });
  });

  it('L-BAR Dying: unconscious at pip 21; from the next round d100 ≤ 10 stabilises, else 1 more pip; pip 26 is death', () => {
    const w = started(L(arena(`A N`, { A, N: D })));
    const ctx = new Ctx(withSeed(withBar(w, 'N', 18), 1));
    applyDamage(ctx, 'N', 3, 'knife');
    expect(ctx.world.figures.N.lifeBar).toEqual({ lethal: 21, nonLethal: 0, dyingSince: 1 });
    expect(ctx.world.figures.N.status.unconscious).toBe(true);
    // Same round: no roll yet.
    lifeBarRoundStart(ctx, 1);
    expect(ofType(ctx.events, 'diceRolled')).toEqual([]);
    const stab = new Ctx(withSeed(ctx.world, seedFor([[100, 10]])));
    lifeBarRoundStart(stab, 2);
    expect(stab.world.figures.N.lifeBar).toMatchObject({ lethal: 21, stable: true });
    lifeBarRoundStart(stab, 3);
    expect(stab.world.figures.N.lifeBar!.lethal).toBe(21);
    const worse = new Ctx(withSeed(ctx.world, seedFor([[100, 11]])));
    lifeBarRoundStart(worse, 2);
    expect(worse.world.figures.N.lifeBar).toMatchObject({ lethal: 22 });
    expect(worse.world.figures.N.lifeBar!.stable).toBeUndefined();
    const dead = new Ctx(withSeed(withBar(w, 'N', 25, 0, { dyingSince: 1 }), seedFor([[100, 50]])));
    lifeBarRoundStart(dead, 2);
    expect(dead.world.figures.N.status.dead).toBe(true);
  });

  it('L-BAR a 21st non-lethal pip knocks out; rest clears 1 non-lethal pip per 20 rounds and the figure wakes below the last column', () => {
    const w = started(L(arena(`A N`, { A, N: D })));
    const ctx = new Ctx(withSeed(withBar(w, 'N', 0, 20), 1));
    applyDamage(ctx, 'N', 1, 'fists', { unarmed: true });
    expect(ctx.world.figures.N.status.unconscious).toBe(true);
    lifeBarRoundStart(ctx, 19);
    expect(ctx.world.figures.N.lifeBar!.nonLethal).toBe(21);
    lifeBarRoundStart(ctx, 20);
    expect(ctx.world.figures.N.lifeBar!.nonLethal).toBe(20);
    expect(ctx.world.figures.N.status.unconscious).toBe(false);
  });

  it('N-TRAUMA with L: 5 or more lethal pips from one attack (§9.0)', () => {
    const w = started(withModules(arena(`A N`, { A, N: D }), ['N', 'L']));
    const four = new Ctx(withSeed(w, 1));
    applyDamage(four, 'N', 4, 'knife');
    expect(four.world.figures.N.status.trauma).toBeUndefined();
    const five = new Ctx(withSeed(w, 1));
    applyDamage(five, 'N', 5, 'knife');
    expect(five.world.figures.N.status.trauma).toBe(true);
  });

  it('L-BAR first aid (MND roll) stabilises a Dying figure; it is refused for one not Dying', () => {
    const w = produce(started(L(arena(`A N`, { A: { ...A, stats: { ...A.stats, mnd: 9 } }, N: D }))), (d) => {
      d.figures.N.lifeBar = { lethal: 22, nonLethal: 0, dyingSince: 1 };
      d.figures.N.status.unconscious = true;
    });
    const r = act(withSeed(w, seedFor([[10, 3]])), { type: 'firstAid', figureId: 'A', targetId: 'N' });
    expect(r.world.figures.N.lifeBar).toMatchObject({ lethal: 22, stable: true });
    expect(r.world.figures.A.apLeft).toBe(7);
    const notDying = withBar(w, 'N', 3);
    expect(refused(notDying, { type: 'firstAid', figureId: 'A', targetId: 'N' }).code).toBe('not-dying');
  });
});
