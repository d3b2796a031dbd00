import { describe, expect, it } from 'vitest';
import { act, arena, ofType, refused, rolls, started } from '../testing/world';
import { checkManualModifiers } from './modifiers';
import { activeFigureId } from '../state';

const first = { stats: { mnd: 9 } };
const gun = { ...first, weapons: [{ catalogueId: 'smg', ammo: 30 }] };
const tough = { hp: 500, stats: { hp: 500, bod: 1, mnd: 1 }, armour: 'riot-armour' };

describe('action rolls', () => {
  it('G-ROLL-1 success exactly when the d10 is at most stat + modifiers', () => {
    let seen = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const w = started(arena(`A . . . . N`, { A: gun, N: tough }, {}, seed));
      const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N', shots: 10 });
      for (const e of rolls(r.events).filter((x) => x.purpose.startsWith('attack'))) {
        expect(e.notation).toBe('1d10');
        expect(e.target).toBe(5 + e.modifiers.reduce((s, m) => s + m.value, 0));
        expect(e.success).toBe(e.faces[0] <= e.target!);
        seen++;
      }
    }
    expect(seen).toBe(150);
  });

  it('G-ROLL-2 manual modifiers are whole numbers from -3 to +3', () => {
    const w = started(arena(`A . N`, { A: gun, N: tough }));
    expect(refused(w, { type: 'attack', figureId: 'A', targetId: 'N', modifiers: [{ value: 4, source: 'luck' }] }).code).toBe('bad-modifier');
    expect(refused(w, { type: 'attack', figureId: 'A', targetId: 'N', modifiers: [{ value: 1.5, source: 'luck' }] }).code).toBe('bad-modifier');
    expect(refused(w, { type: 'attack', figureId: 'A', targetId: 'N', modifiers: [{ value: 1, source: '' }] }).code).toBe('bad-modifier');
    const r = act(w, { type: 'attack', figureId: 'A', targetId: 'N', modifiers: [{ value: 3, source: 'sitting duck' }] });
    expect(rolls(r.events)[0]).toMatchObject({ target: 8, modifiers: [{ value: 3, source: 'sitting duck' }] });
  });

  it('G-ROLL-2 at most 3 negative modifiers per positive one', () => {
    const w = started(arena(`A . N`));
    const pos = { value: 1, source: 'p' };
    const neg = (i: number) => ({ value: -1, source: `n${i}` });
    expect(checkManualModifiers(w, [], [pos, neg(1), neg(2), neg(3)])).toHaveLength(4);
    expect(() => checkManualModifiers(w, [], [pos, neg(1), neg(2), neg(3), neg(4)])).toThrow(/3 negative modifiers per positive/);
    expect(() => checkManualModifiers(w, [], [neg(1)])).toThrow(/per positive/);
    // Automatic modifiers from the map are never refused.
    expect(checkManualModifiers(w, [{ value: -2, source: 'cover', auto: true }], [])).toHaveLength(1);
  });

  it('G-ROLL-2 with a GM the modifiers stand as given: the text\'s "visibility poor: -3" alone is accepted', () => {
    const poor = [{ value: -3, source: 'visibility poor' }];
    expect(() => checkManualModifiers(started(arena(`A . N`)), [], poor)).toThrow(/per positive/);
    expect(checkManualModifiers(started(arena(`A . N`, {}, { gmMode: true })), [], poor)).toEqual(poor);
  });

  it('G-ROLL-2 a dispute is settled by each side rolling 1d10, highest wins', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const w = started(arena(`A . N`, {}, {}, seed));
      const r = act(w, { type: 'dispute', figureIds: ['A', 'N'] });
      const rs = rolls(r.events);
      const [a, n] = rs.slice(-2);
      expect(a.total).not.toBe(n.total);
      expect(ofType(r.events, 'disputeSettled')[0].winnerId).toBe(a.total > n.total ? 'A' : 'N');
    }
  });

  it('G-ROLL-3 automatic modifiers come from the map and each is logged with its source', () => {
    const w = started(arena(`A . . .:N`, { A: { ...gun, status: { prone: true } }, N: { ...tough, status: { prone: true } } }));
    const mods = rolls(act(w, { type: 'attack', figureId: 'A', targetId: 'N' }).events)[0].modifiers;
    expect(mods.map((m) => m.source).sort()).toEqual(['attacker prone, shooting', 'cover (medium)', 'target prone (ranged)']);
    expect(mods.every((m) => m.auto)).toBe(true);
  });

  it('G-ROLL-4 unskilled (option): -3 until the first success with a picked-up weapon, -2 after it, -1 after the second; failures do not advance it', () => {
    const map = `A N . . O`;
    const setup = { A: { stats: { bod: 8, mnd: 9, ap: 40 } }, N: { weapons: [{ catalogueId: 'smg', ammo: 30 }], status: { dead: true } }, O: { ...tough, hp: 200 } };
    let w = started(arena(map, setup, { unskilledPenalty: true }, 9));
    const up = act(w, { type: 'pickUp', figureId: 'A', fromId: 'N', weaponIndex: 0 });
    expect(ofType(up.events, 'apSpent')[0].apCost).toBe(1);
    expect(up.world.figures.A.loadout.weapons.map((x) => x.catalogueId)).toEqual(['smg']);
    expect(up.world.figures.N.loadout.weapons).toEqual([]);
    w = up.world;
    let successes = 0;
    let failures = 0;
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) {
      while (activeFigureId(w) !== 'A') w = act(w, { type: 'endTurn', figureId: activeFigureId(w)! }).world;
      const r = act(w, { type: 'attack', figureId: 'A', targetId: 'O' });
      const roll = rolls(r.events)[0];
      const penalty = roll.modifiers.find((m) => m.source.includes('G-ROLL-4'))!.value;
      expect(penalty).toBe(-Math.max(1, 3 - successes));
      seen.push(penalty);
      expect(ofType(r.events, 'weaponPracticed')).toHaveLength(roll.success ? 1 : 0);
      if (roll.success) successes++;
      else failures++;
      w = r.world;
    }
    // The sample must hold a failure before a success to tell the rule from "every use advances".
    expect(failures).toBeGreaterThan(0);
    expect(successes).toBeGreaterThanOrEqual(2);
    expect(seen.slice(0, 2)).toEqual([-3, -3]);
    // Without the option there is no penalty.
    const off = act(started(arena(map, setup)), { type: 'pickUp', figureId: 'A', fromId: 'N', weaponIndex: 0 }).world;
    let x = off;
    while (activeFigureId(x) !== 'A') x = act(x, { type: 'endTurn', figureId: activeFigureId(x)! }).world;
    expect(rolls(act(x, { type: 'attack', figureId: 'A', targetId: 'O' }).events)[0].modifiers).toEqual([]);
  });

  it('G-ACT-1 pick up needs a fallen figure within 1"', () => {
    const w = started(arena(`A . N O`, { A: { stats: { mnd: 9 } }, N: { weapons: ['knife'], status: { dead: true } }, O: { weapons: ['knife'] } }));
    expect(refused(w, { type: 'pickUp', figureId: 'A', fromId: 'N', weaponIndex: 0 }).code).toBe('too-far');
    const near = started(arena(`A N O`, { A: { stats: { mnd: 9 } }, N: { weapons: ['knife'] } }));
    expect(refused(near, { type: 'pickUp', figureId: 'A', fromId: 'N', weaponIndex: 0 }).code).toBe('not-down');
  });
});
