import { describe, expect, it } from 'vitest';
import { act, arena, ofType, refused, rolls, started } from '../testing/world';
import { checkManualModifiers } from './modifiers';

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
});
