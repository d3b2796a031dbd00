import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attackCountAllowed, checkLoadout, crewedApPerAttack, defaultApPerAttack, loadoutOpCost, totalDrv, weaponById, weaponDamageNotation, withFullAmmo } from './index';
import { numRuns } from '../testing/runs';

const w = (id: string) => weaponById(id)!;

describe('G-DMG-2 armour pieces of different materials (GRIT 4.2.3)', () => {
  it('G-DMG-2 the DRV of mixed pieces is their average rounded down; each piece costs its OP', () => {
    expect(totalDrv({ armour: ['leather', 'chain'] })).toBe(3); // (2 + 5) / 2 = 3.5
    expect(totalDrv({ armour: ['padded-cloth', 'leather', 'plate'] })).toBe(3); // 10 / 3
    expect(totalDrv({ armour: ['chain'] })).toBe(5);
    expect(totalDrv({ armour: ['leather', 'chain'], shield: 'shield', drvBonus: 1 })).toBe(6);
    expect(loadoutOpCost({ armour: ['leather', 'chain'] })).toBe(7);
  });

  it('G-DMG-2 an unknown or misplaced piece is refused with its index', () => {
    const r = checkLoadout({ weapons: [], armour: ['leather', 'buckler', 'tin-foil'] }, 100);
    expect(r.ok ? [] : r.errors).toEqual(['armour[1]: "buckler" is a shield, not armour', 'armour[2]: unknown armour "tin-foil"']);
  });
});

describe('G-OBJ-1 OP budget', () => {
  it('G-OBJ-1 sums weapons, DV bonus, armour, shield and DRV bonus', () => {
    const loadout = {
      weapons: [
        { catalogueId: 'revolver', dvBonus: 2 },
        { catalogueId: 'knife', dvBonus: 0 },
      ],
      armour: 'leather',
      shield: 'buckler',
      drvBonus: 3,
    };
    // 24 + 2 + 9 + 2 + 1 + 3
    expect(checkLoadout(loadout, 41)).toEqual({ ok: true, opSpent: 41 });
    expect(loadoutOpCost(loadout)).toBe(41);
  });

  it('G-OBJ-1 refuses an over-budget loadout with a message naming both numbers', () => {
    const r = checkLoadout({ weapons: [{ catalogueId: 'rifle' }], armour: 'leather' }, 100);
    expect(r).toEqual({ ok: false, errors: ['loadout costs 121 OP, over the budget of 100 OP'] });
  });

  it('G-OBJ-1 unarmed is free; an empty loadout costs 0', () => {
    expect(checkLoadout({ weapons: [{ catalogueId: 'unarmed' }] }, 0)).toEqual({ ok: true, opSpent: 0 });
    expect(checkLoadout({ weapons: [] }, 0)).toEqual({ ok: true, opSpent: 0 });
  });

  it('G-OBJ-1 names the path of unknown ids, wrong slots, bad AP and ammo', () => {
    const r = checkLoadout(
      {
        weapons: [{ catalogueId: 'laser' }, { catalogueId: 'revolver', apPerAttack: 5, ammo: 7 }, { catalogueId: 'knife', ammo: 1 }],
        armour: 'shield',
        shield: 'mithril',
      },
      1000,
    );
    expect(r.ok).toBe(false);
    const errors = (r as { errors: string[] }).errors;
    expect(errors).toContain('weapons[0].catalogueId: unknown weapon "laser"');
    expect(errors).toContain('weapons[1].apPerAttack: Revolver (Western) takes 2–4 AP per attack, got 5');
    expect(errors).toContain('weapons[1].ammo: Revolver (Western) holds 6 shots, got 7');
    expect(errors).toContain('weapons[2].ammo: Knife <12" (One-Handed) does not use ammunition');
    expect(errors).toContain('armour: "shield" is a shield, not armour');
    expect(errors).toContain('shield: unknown shield "mithril"');
  });

  it('G-OBJ-1 spare OP raises DV: revolver +2 rolls 1d10+2, club –2 +3 rolls 1d10+1, unarmed +1 rolls 1d10÷2+1', () => {
    expect(weaponDamageNotation({ catalogueId: 'revolver', dvBonus: 2 })).toBe('1d10+2');
    expect(weaponDamageNotation({ catalogueId: 'club-one-handed', dvBonus: 3 })).toBe('1d10+1');
    expect(weaponDamageNotation({ catalogueId: 'unarmed', dvBonus: 1 })).toBe('1d10÷2+1');
    expect(weaponDamageNotation({ catalogueId: 'shotgun' })).toBe('2d10+3');
    expect(() => weaponDamageNotation({ catalogueId: 'nope' })).toThrow(/unknown weapon "nope"/);
  });

  it('G-OBJ-1 property: checkLoadout accepts exactly when the cost fits the budget', () => {
    const ids = ['revolver', 'rifle', 'knife', 'unarmed', 'dynamite', 'halberd', 'smg'];
    const armours = [undefined, 'leather', 'plate', 'riot-armour'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ catalogueId: fc.constantFrom(...ids), dvBonus: fc.integer({ min: 0, max: 5 }) }), { maxLength: 4 }),
        fc.constantFrom(...armours),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 500 }),
        (weapons, armour, drvBonus, budget) => {
          const loadout = { weapons, armour, drvBonus };
          const cost = weapons.reduce((s, x) => s + (w(x.catalogueId).opCost ?? 0) + x.dvBonus, 0) + (armour ? totalDrv({ armour }) : 0) + drvBonus;
          const r = checkLoadout(loadout, budget);
          return r.ok ? r.opSpent === cost && cost <= budget : cost > budget;
        },
      ),
      { numRuns: numRuns(200) },
    );
  });
});

describe('G-OBJ-6 total DRV', () => {
  it('G-OBJ-6 shield DRV adds to armour DRV, plus DRV bought with OP', () => {
    expect(totalDrv({ armour: 'chain', shield: 'large-shield', drvBonus: 2 })).toBe(10);
    expect(totalDrv({ armour: 'kevlar-vest' })).toBe(6);
    expect(totalDrv({})).toBe(0);
  });
});

describe('G-OBJ-3 AP per attack', () => {
  it('G-OBJ-3 a span defaults to the lowest: revolver 2, rifle 3, knife 1', () => {
    expect(defaultApPerAttack(w('revolver'))).toBe(2);
    expect(defaultApPerAttack(w('rifle'))).toBe(3);
    expect(defaultApPerAttack(w('knife'))).toBe(1);
  });
});

describe('G-OBJ-5 crewed weapons', () => {
  it("G-OBJ-5 Ballista: crew 2 → 16 AP, crew 4 → 12, crew 6 → 8, crew 8 → 4 (the text's example)", () => {
    expect([2, 4, 6, 8].map((c) => crewedApPerAttack(w('ballista'), c))).toEqual([16, 12, 8, 4]);
  });

  it('G-OBJ-5 only whole multiples of the minimum crew count: Ballista crew 3 → 16, 5 → 12', () => {
    expect(crewedApPerAttack(w('ballista'), 3)).toBe(16);
    expect(crewedApPerAttack(w('ballista'), 5)).toBe(12);
  });

  it('G-OBJ-5 other crewed weapons follow the same formula from their maximum', () => {
    expect([8, 16, 24, 32].map((c) => crewedApPerAttack(w('heavy-catapult'), c))).toEqual([96, 72, 48, 24]);
    expect([3, 12].map((c) => crewedApPerAttack(w('heavy-gun'), c))).toEqual([60, 15]);
    expect([4, 16].map((c) => crewedApPerAttack(w('bombard'), c))).toEqual([120, 30]);
    // The table prints 12–84 for the Light Field Gun; the formula gives 84 down to 21.
    expect([2, 8].map((c) => crewedApPerAttack(w('light-field-gun'), c))).toEqual([84, 21]);
  });

  it('G-OBJ-5 refuses a crew under the minimum or over 4× it, and uncrewed weapons', () => {
    expect(() => crewedApPerAttack(w('ballista'), 1)).toThrow(/crew of 2 to 8, got 1/);
    expect(() => crewedApPerAttack(w('ballista'), 9)).toThrow(/crew of 2 to 8, got 9/);
    expect(() => crewedApPerAttack(w('revolver'), 2)).toThrow(/not a crewed weapon/);
  });

  it("G-OBJ-5 without a crew the default is the minimum crew's cost", () => {
    expect(defaultApPerAttack(w('ballista'))).toBe(16);
    expect(defaultApPerAttack(w('ballista'), 8)).toBe(4);
  });
});

describe('G-ATK-1 attack counts (data side)', () => {
  it('allows up to A/T attacks; "1 or 3" allows only 1 or 3', () => {
    expect([1, 2, 3, 4].map((n) => attackCountAllowed(w('unarmed'), n))).toEqual([true, true, true, false]);
    expect([1, 2, 3].map((n) => attackCountAllowed(w('assault-rifle'), n))).toEqual([true, false, true]);
    expect([0, 1, 10, 11].map((n) => attackCountAllowed(w('smg'), n))).toEqual([false, true, true, false]);
  });
});

describe('G-OBJ-7 ammo (data side)', () => {
  it('G-OBJ-7 thrown and placed items may carry a count; melee weapons may not', () => {
    expect(
      checkLoadout(
        {
          weapons: [
            { catalogueId: 'dynamite', ammo: 3 },
            { catalogueId: 'grenade-frag', ammo: 2 },
          ],
        },
        100,
      ).ok,
    ).toBe(true);
    expect(checkLoadout({ weapons: [{ catalogueId: 'halberd', ammo: 1 }] }, 100).ok).toBe(false);
  });

  it('G-OBJ-7 withFullAmmo fills magazines of weapons that track ammo only', () => {
    const l = withFullAmmo({ weapons: [{ catalogueId: 'revolver', ammo: 0 }, { catalogueId: 'knife' }, { catalogueId: 'smg' }] });
    expect(l.weapons).toEqual([{ catalogueId: 'revolver', ammo: 6 }, { catalogueId: 'knife' }, { catalogueId: 'smg', ammo: 30 }]);
  });
});

describe('the shipped scenario uses the catalogue', () => {
  it('G-OBJ-1 every figure of maps/dusty-street fits the scenario OP budget with known ids', async () => {
    const { readFileSync } = await import('node:fs');
    const world = JSON.parse(readFileSync(new URL('../../../../maps/dusty-street.grit.json', import.meta.url), 'utf8'));
    const figures = Object.values(world.figures) as Array<{ id: string; loadout: Parameters<typeof checkLoadout>[0] }>;
    expect(figures.length).toBeGreaterThan(0);
    for (const f of figures) expect(checkLoadout(f.loadout, world.scenario.opBudget), f.id).toMatchObject({ ok: true });
  });
});
