import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { act, arena, ofType, refused, rolls, seedFor, started, startedWithRolls, withSeed } from '../../testing/world';
import { Ctx } from '../../ctx';
import { applyDamage } from '../../combat/damage';
import { checkAttack } from '../../combat/modifiers';
import { activeFigureId } from '../../state';
import { weaponById } from '../../deps';
import { chooseAbortCommand } from '../../ai/abort';
import { withModules } from '../testing';
import { abortOptions, diveForCover, diveOdds, escapeCell } from './abort';
import { injuryGrade, injuryModifier, nextRoundAp } from './injury';
import type { World } from '../../../model/schema';

// A (knife, BOD 5) acts first; N (BOD 6, HP 10, no weapon) is hit.
const A = { stats: { mnd: 9, bod: 5 }, weapons: ['knife'] };
const D = { stats: { bod: 6, mnd: 1 } };
const duel = (defender: object = D, mods: Array<'N' | 'L'> = ['N']) => withModules(arena(`A N`, { A, N: defender }), mods);
/** Started, with the next dice as given ([sides, face], in roll order across commands). */
const rolled = (w: World, faces: Array<[number, number]>) => startedWithRolls(w, faces);

describe('N-ABORT abort actions (RULES §9.2)', () => {
  it('N-ABORT a melee hit pauses before damage; only the defender answers; Block that wins stops the hit and costs 2 AP of next round', () => {
    // attack 3 (hit vs 5), damage 6; Block: defender 1 (margin 6-1=5), attacker 9 (5+2 larger weapon = 7, margin -2).
    const w0 = rolled(duel(), [
      [10, 3],
      [10, 6],
      [10, 1],
      [10, 9],
    ]);
    const hit = act(w0, { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(ofType(hit.events, 'abortOffered')).toHaveLength(1);
    expect(ofType(hit.events, 'figureDamaged')).toEqual([]);
    expect(hit.world.pendingAbort).toMatchObject({ attackerId: 'A', targetId: 'N', damage: 6, mode: 'melee' });
    expect(activeFigureId(hit.world)).toBe('N');
    expect(refused(hit.world, { type: 'endTurn', figureId: 'A' }).code).toBe('abort-pending');
    const opts = abortOptions(hit.world, hit.world.pendingAbort!);
    const block = opts.find((o) => o.choice === 'block')!;
    // Defender AV 6, attacker AV 5 + 2 (knife against bare hands): P(dm >= 0 and dm >= am) over the 100 dice pairs.
    expect(block).toMatchObject({ available: true, apCost: 2, defenderValue: 6, attackerValue: 7 });
    let n = 0;
    for (let d = 1; d <= 10; d++) for (let a = 1; a <= 10; a++) if (6 - d >= 0 && 6 - d >= 7 - a) n++;
    expect(block.chance).toBeCloseTo(n / 100, 10);
    const r = act(hit.world, { type: 'chooseAbort', figureId: 'N', choice: 'block' });
    expect(ofType(r.events, 'abortResolved')[0]).toMatchObject({ choice: 'block', blocked: true, defenderMargin: 5, attackerMargin: -2 });
    expect(ofType(r.events, 'figureDamaged')).toEqual([]);
    expect(r.world.pendingAbort).toBeUndefined();
    expect(r.world.figures.N.hp).toBe(10);
    expect(r.world.figures.N.status.apOwed).toBe(2);
    expect(nextRoundAp(r.world.figures.N)).toBe(8);
    // The attacker's turn is over; the order moves on as after any Action.
    expect(activeFigureId(r.world)).toBe('N');
  });

  it('N-ABORT a failed Block may be followed by Roll with the Blow, which turns the margin difference into non-lethal damage', () => {
    // attack 3 hit, damage 8; Block: defender 10 (margin -4), attacker 1 → fails; Roll: defender 1 (margin 5), attacker 9 (margin -4, counts 0) → 5 converted.
    const w0 = rolled(duel(), [
      [10, 3],
      [10, 8],
      [10, 10],
      [10, 1],
      [10, 1],
      [10, 9],
    ]);
    const hit = act(w0, { type: 'attack', figureId: 'A', targetId: 'N' }).world;
    const b = act(hit, { type: 'chooseAbort', figureId: 'N', choice: 'block' });
    expect(ofType(b.events, 'abortResolved')[0]).toMatchObject({ blocked: false });
    expect(b.world.pendingAbort?.tried).toEqual(['block']);
    expect(refused(b.world, { type: 'chooseAbort', figureId: 'N', choice: 'block' }).message).toMatch(/already tried/);
    const r = act(b.world, { type: 'chooseAbort', figureId: 'N', choice: 'roll' });
    expect(ofType(r.events, 'abortResolved')[0]).toMatchObject({ choice: 'roll', defenderMargin: 5, converted: 5 });
    expect(ofType(r.events, 'figureDamaged')[0]).toMatchObject({ raw: 8, hpLoss: 3, hpAfter: 7 });
    expect(ofType(r.events, 'nonLethalTaken')[0]).toMatchObject({ points: 5, nonLethalAfter: 5 });
    expect(r.world.figures.N.nonLethal).toBe(5);
    expect(r.world.figures.N.status.apOwed).toBe(4);
  });

  it('N-ABORT "take it" applies the hit as GRIT Basic does; N-TRAUMA: half or more of current HP in one attack halves next round AP', () => {
    const w0 = rolled(duel(), [
      [10, 3],
      [10, 5],
    ]);
    const hit = act(w0, { type: 'attack', figureId: 'A', targetId: 'N' }).world;
    const r = act(hit, { type: 'chooseAbort', figureId: 'N', choice: 'take' });
    expect(ofType(r.events, 'figureDamaged')[0]).toMatchObject({ hpLoss: 5, hpAfter: 5 });
    expect(r.world.figures.N.status.trauma).toBe(true);
    expect(nextRoundAp(r.world.figures.N)).toBe(5);
    // The next round refills only half (N-TRAUMA) and clears the mark.
    let w = act(r.world, { type: 'endTurn', figureId: 'N' }).world;
    w = act(w, { type: 'endTurn', figureId: 'A' }).world;
    expect(w.turn.round).toBe(2);
    expect(w.figures.N.apLeft).toBe(5);
    expect(w.figures.N.status.trauma).toBe(false);
  });

  it('N-TRAUMA 4 of 10 HP is not trauma; 5 of 10 is; non-lethal never is', () => {
    const hurt = (loss: number, convert = 0) => {
      const ctx = new Ctx(withSeed(started(duel()), 1));
      applyDamage(ctx, 'N', loss, 'test', { convert });
      return ctx.world.figures.N;
    };
    expect(hurt(4).status.trauma).toBeUndefined();
    expect(hurt(5).status.trauma).toBe(true);
    expect(hurt(9, 5).status.trauma).toBeUndefined();
  });

  it('N-ABORT is refused when next round would go below 0 AP: no window opens and the hit lands', () => {
    // 9 AP of the next round already spent on aborts this round.
    const w0 = produce(
      rolled(duel(), [
        [10, 3],
        [10, 4],
      ]),
      (d) => {
        d.figures.N.status.apOwed = 9;
      },
    );
    const r = act(w0, { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(ofType(r.events, 'abortOffered')).toEqual([]);
    expect(r.world.figures.N.hp).toBe(6);
    expect(refused(r.world, { type: 'chooseAbort', figureId: 'N', choice: 'take' }).code).toBe('no-abort');
  });

  it('N-ABORT Block against shooting needs a shield and arrows or bolts; Roll with the Blow is melee only', () => {
    const w = started(withModules(arena(`A . . N`, { A: { ...A, weapons: ['short-bow', 'pistol'] }, N: { ...D, armour: undefined } }), ['N']));
    const pending = { attackerId: 'A', targetId: 'N', weaponIndex: 0, mode: 'shooting' as const, tried: [] };
    const noShield = abortOptions(w, pending);
    expect(noShield.filter((o) => o.available).map((o) => o.choice)).toEqual(['take']);
    const shielded = produce(w, (d) => {
      d.figures.N.loadout.shield = 'shield';
    });
    const o = abortOptions(shielded, pending);
    expect(o.find((x) => x.choice === 'block')).toMatchObject({ available: true });
    expect(o.find((x) => x.choice === 'block')!.defenderModifiers!.some((m) => m.source.startsWith('shield') && m.value === 1)).toBe(true);
    expect(o.find((x) => x.choice === 'roll')).toMatchObject({ available: false });
    expect(abortOptions(shielded, { ...pending, weaponIndex: 1 }).find((x) => x.choice === 'block')).toMatchObject({ available: false });
  });

  it('N-ABORT Dive for Cover: BOD roll, each point of margin turns 1 HP of loss non-lethal; moves out of the burst, or prone at −3', () => {
    const w = withSeed(started(withModules(arena(`A N .`, { A, N: D }), ['N'])), seedFor([[10, 2]]));
    const n = w.figures.N;
    const escape = escapeCell(w, n, { x: 0.5, y: 0.5 }, 1);
    expect(escape).toEqual({ c: 2, r: 0 });
    expect(diveOdds(w, n, true)).toMatchObject({ defenderValue: 6, chance: 0.5, expectedConverted: 1.5 });
    const ctx = new Ctx(w);
    const converted = diveForCover(ctx, 'N', escape);
    expect(converted).toBe(4);
    expect(ctx.world.figures.N.cell).toEqual({ c: 2, r: 0 });
    applyDamage(ctx, 'N', 7, 'blast', { convert: converted });
    expect(ctx.world.figures.N.hp).toBe(7);
    expect(ctx.world.figures.N.nonLethal).toBe(4);
    const prone = new Ctx(withSeed(started(duel()), seedFor([[10, 2]])));
    expect(diveForCover(prone, 'N', null)).toBe(1);
    expect(prone.world.figures.N.status.prone).toBe(true);
    expect(prone.world.figures.N.status.apOwed).toBe(2);
  });

  it('N-ABORT an area attack pauses its blast on each figure that may Dive for Cover, in the blast order; Block and Roll are not offered', () => {
    // A throws dynamite (radius 4") at N: hit on 1; N's damage 3d10 = 4+5+6. N and O (both blue) are in the blast, A is 6" away.
    const w0 = rolled(withModules(arena(`A . . . . . N O`, { A: { stats: { mnd: 9 }, weapons: ['dynamite'] }, N: { stats: { bod: 6, mnd: 1 } }, O: { stats: { mnd: 1 } } }), ['N']), [
      [10, 1],
      [10, 4],
      [10, 5],
      [10, 6],
    ]);
    const thrown = act(w0, { type: 'throwArea', figureId: 'A', weaponIndex: 0, at: { x: 6.5, y: 0.5 } });
    expect(ofType(thrown.events, 'burstResolved')[0]!.affected).toEqual(['N', 'O']);
    expect(ofType(thrown.events, 'figureDamaged')).toEqual([]);
    const p = thrown.world.pendingAbort!;
    expect(p).toMatchObject({ attackerId: 'A', targetId: 'N', damage: 15, burst: { weaponId: 'dynamite', affected: ['N', 'O'], next: 1 } });
    expect(activeFigureId(thrown.world)).toBe('N');
    const opts = abortOptions(thrown.world, p);
    expect(opts.map((o) => o.choice)).toEqual(['dive', 'take']);
    // Every square next to N is inside the 4" blast: no cover to dive to, so the BOD roll is at −3 (6 − 3 = 3).
    expect(opts[0]).toMatchObject({ available: true, apCost: 2, defenderValue: 3, chance: 0.2 });
    expect(refused(thrown.world, { type: 'chooseAbort', figureId: 'N', choice: 'block' }).code).toBe('bad-command');
    // The computer would not dive at 20% (N-ABORT pays only when more likely than not); at BOD 10 it would (7: 60%).
    expect(chooseAbortCommand(thrown.world, 'N')).toEqual({ type: 'chooseAbort', figureId: 'N', choice: 'take' });
    expect(
      chooseAbortCommand(
        produce(thrown.world, (d) => void (d.figures.N.stats.bod = 10)),
        'N',
      ),
    ).toEqual({ type: 'chooseAbort', figureId: 'N', choice: 'dive' });

    const dived = act(thrown.world, { type: 'chooseAbort', figureId: 'N', choice: 'dive' });
    const diveRoll = rolls(dived.events)[0]!;
    expect(diveRoll.purpose).toContain('Dive for Cover');
    const converted = Math.max(0, 3 - diveRoll.faces[0]!);
    expect(ofType(dived.events, 'abortResolved')[0]).toMatchObject({ figureId: 'N', choice: 'dive', converted });
    expect(dived.world.figures.N.status.prone).toBe(true);
    expect(dived.world.figures.N.status.apOwed).toBe(2);
    // No armour: all 15 through; the converted points come off the HP loss and count as non-lethal (§9.0).
    expect(ofType(dived.events, 'figureDamaged')[0]).toMatchObject({ figureId: 'N', hpLoss: 15 - converted });
    expect(dived.world.figures.N.nonLethal ?? 0).toBe(converted);
    // The blast goes on to O, which is asked in turn.
    expect(dived.world.pendingAbort).toMatchObject({ targetId: 'O', burst: { next: 2 } });
    expect(activeFigureId(dived.world)).toBe('O');
    const done = act(dived.world, { type: 'chooseAbort', figureId: 'O', choice: 'take' });
    expect(done.world.pendingAbort).toBeUndefined();
    expect(ofType(done.events, 'figureDamaged').map((e) => e.figureId)).toEqual(['O']);
    // Then the rest of the blast (dynamite's markers) and the turn passes on from A.
    expect(ofType(done.events, 'markerPlaced').map((e) => e.marker)).toEqual(expect.arrayContaining(['structure-unstable', 'cave-in']));
    expect(ofType(done.events, 'turnEnded').map((e) => e.figureId)).toEqual(['A']);
  });

  it('§9.0 without L, non-lethal damage reaching current HP knocks the figure out but never kills', () => {
    const ctx = new Ctx(withSeed(started(duel()), 1));
    applyDamage(ctx, 'N', 8, 'blow', { convert: 6 });
    expect(ctx.world.figures.N.hp).toBe(8);
    expect(ctx.world.figures.N.status.unconscious).toBe(false);
    applyDamage(ctx, 'N', 3, 'blow', { convert: 3 });
    expect(ctx.world.figures.N.nonLethal).toBe(9);
    expect(ctx.world.figures.N.status.unconscious).toBe(true);
    expect(ctx.world.figures.N.status.dead).toBe(false);
  });

  it('N-ABORT the computer blocks when the odds favour it and takes the hit when no abort pays', () => {
    const w0 = rolled(duel(), [
      [10, 3],
      [10, 6],
    ]);
    const hit = act(w0, { type: 'attack', figureId: 'A', targetId: 'N' }).world;
    const strong = produce(hit, (d) => {
      d.figures.N.stats.bod = 9;
    });
    expect(chooseAbortCommand(strong, 'N')).toEqual({ type: 'chooseAbort', figureId: 'N', choice: 'block' });
    const weak = produce(hit, (d) => {
      d.figures.N.stats.bod = 1;
    });
    expect(chooseAbortCommand(weak, 'N')).toEqual({ type: 'chooseAbort', figureId: 'N', choice: 'take' });
    // Block at 6 against 7 is less likely than not: rolling with the blow is expected to save a point.
    expect(
      chooseAbortCommand(
        produce(hit, (d) => void (d.figures.N.stats.bod = 6)),
        'N',
      ).type === 'chooseAbort' &&
        chooseAbortCommand(
          produce(hit, (d) => void (d.figures.N.stats.bod = 6)),
          'N',
        ),
    ).toMatchObject({ choice: 'roll' });
  });
});

describe('§9.0 non-lethal damage with N', () => {
  /** Red wins by taking every blue figure out (G-WIN-1 eliminate). */
  const eliminate = (w: World) =>
    produce(w, (d) => {
      d.scenario.objectives = { red: [{ id: 'rout', kind: 'eliminate', when: 'required' }] } as never;
    });
  it("§9.0 lethal loss that brings HP down to the non-lethal already taken knocks the figure out; the encounter's end gives all non-lethal back and it comes to", () => {
    // A's knife hits N (attack 3, damage 6): N at 10 HP with 5 non-lethal drops to 4 HP ≤ 5: out, and blue has nobody standing.
    const w0 = produce(
      rolled(eliminate(duel()), [
        [10, 3],
        [10, 6],
      ]),
      (d) => {
        d.figures.N.nonLethal = 5;
      },
    );
    const hit = act(w0, { type: 'attack', figureId: 'A', targetId: 'N' });
    const r = act(hit.world, { type: 'chooseAbort', figureId: 'N', choice: 'take' });
    expect(r.world.figures.N.hp).toBe(4);
    expect(ofType(r.events, 'figureDowned')).toEqual([{ type: 'figureDowned', figureId: 'N', state: 'unconscious' }]);
    expect(r.world.outcome).toMatchObject({ result: 'won', sideId: 'red' });
    expect(ofType(r.events, 'nonLethalRecovered')).toEqual([{ type: 'nonLethalRecovered', figureId: 'N', points: 5, reason: 'the encounter is over (§9.0)' }]);
    expect(r.world.figures.N.nonLethal).toBe(0);
    expect(r.world.figures.N.status.unconscious).toBe(false);
    // Recovery comes after the outcome, in the same step.
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('nonLethalRecovered')).toBeGreaterThan(types.indexOf('sideWon'));
  });

  it('§9.0 a figure out on lethal damage stays out when the encounter ends; its non-lethal is still given back', () => {
    const w0 = produce(
      rolled(eliminate(duel()), [
        [10, 3],
        [10, 10],
      ]),
      (d) => {
        d.figures.N.nonLethal = 2;
        d.figures.N.hp = 5;
        // Detailed play (G-HP-3): at 0 HP the figure is unconscious, not removed.
        d.scenario.rules.hpModeNPC = 'detailed';
      },
    );
    const hit = act(w0, { type: 'attack', figureId: 'A', targetId: 'N' });
    const r = act(hit.world, { type: 'chooseAbort', figureId: 'N', choice: 'take' });
    expect(r.world.figures.N.hp).toBeLessThanOrEqual(0);
    expect(r.world.figures.N.status).toMatchObject({ unconscious: true, dead: false });
    expect(r.world.outcome).toBeDefined();
    expect(ofType(r.events, 'nonLethalRecovered').map((e) => e.points)).toEqual([2]);
    expect(ofType(r.events, 'figureWoke')).toEqual([]);
    expect(r.world.figures.N.status.unconscious).toBe(true);
  });
});

describe('N-INJURY (RULES §9.2)', () => {
  it('N-INJURY thresholds are exact: 4·HP ≤ 3·max, 2·HP ≤ max, 4·HP ≤ max', () => {
    expect([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((hp) => injuryGrade(hp, 10))).toEqual([0, 0, 0, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect([4, 3, 2, 1].map((hp) => injuryGrade(hp, 4))).toEqual([0, 1, 2, 3]);
    expect([12, 9, 6, 3].map((hp) => injuryGrade(hp, 12))).toEqual([0, 1, 2, 3]);
  });

  it('N-INJURY is one "injury" modifier on attack rolls with its source, off for immune figures and with L', () => {
    const w = started(withModules(arena(`A N`, { A: { ...A, hp: 5 }, N: D }), ['N']));
    const check = checkAttack(w, w.figures.A, w.figures.N, weaponById('knife')!);
    expect(check.ok && check.modifiers).toEqual([{ value: -2, source: 'injury: moderate (N-INJURY)', auto: true }]);
    const r = act(withSeed(w, seedFor([[10, 3]])), { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(rolls(r.events)[0]!.modifiers.filter((m) => m.source.includes('N-INJURY'))).toHaveLength(1);
    const immune = produce(w, (d) => {
      d.figures.A.injuryImmune = true;
    });
    expect(injuryModifier(immune, immune.figures.A)).toEqual([]);
    expect(injuryModifier(withModules(w, ['N', 'L']), w.figures.A)).toEqual([]);
  });
});
