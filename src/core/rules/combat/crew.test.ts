import { describe, expect, it } from 'vitest';
import { act, arena, ofType, refused, started } from '../testing/world';

// A (MND 9) acts first with a Ballista (crew 2+, 4–16 AP per attack, G-OBJ-5).
const gunner = { stats: { mnd: 9, ap: 20 }, weapons: ['ballista'] };
const tough = { hp: 500, stats: { hp: 500, bod: 1, mnd: 1 } };
const world = () => started(arena(`A . . . N`, { A: gunner, N: tough }));

describe('G-OBJ-5 crewed weapons through the engine', () => {
  it('G-OBJ-5 Ballista attack: crew 2 pays 16 AP, crew 8 pays 4 AP', () => {
    const two = act(world(), { type: 'attack', figureId: 'A', targetId: 'N', crew: 2 });
    expect(ofType(two.events, 'attackDeclared')[0].apPerAttack).toBe(16);
    expect(ofType(two.events, 'apSpent')[0].apCost).toBe(16);
    expect(two.world.figures.A.apLeft).toBe(4);
    const eight = act(world(), { type: 'attack', figureId: 'A', targetId: 'N', crew: 8 });
    expect(ofType(eight.events, 'apSpent')[0].apCost).toBe(4);
    expect(eight.world.figures.A.apLeft).toBe(16);
  });

  it('G-OBJ-5 a crew outside the minimum to 4x it is refused with the allowed span', () => {
    for (const crew of [1, 9, 2.5]) {
      const v = refused(world(), { type: 'attack', figureId: 'A', targetId: 'N', crew });
      expect(v.code).toBe('bad-crew');
      expect(v.message).toContain('crew of 2 to 8');
    }
    const v = refused(world(), { type: 'throwArea', figureId: 'A', at: { x: 4.5, y: 0.5 }, crew: 1 });
    expect(v.code).toBe('bad-crew');
  });

  it('G-OBJ-5 "crew" on a weapon that is not crewed is refused', () => {
    const w = started(arena(`A . . . N`, { A: { stats: { mnd: 9 }, weapons: ['revolver'] }, N: tough }));
    expect(refused(w, { type: 'attack', figureId: 'A', targetId: 'N', crew: 2 })).toMatchObject({ code: 'not-crewed' });
  });

  it('G-OBJ-5 without a crew the Ballista costs the minimum crew AP (16), as before', () => {
    const r = act(world(), { type: 'attack', figureId: 'A', targetId: 'N' });
    expect(ofType(r.events, 'apSpent')[0].apCost).toBe(16);
  });
});
