import { describe, expect, it } from 'vitest';
import type { Loadout } from '../../model/schema';
import {
  type LoadoutChange,
  addWeapon,
  changeDrvBonus,
  changeWeaponDv,
  figureFromTemplate,
  generatedName,
  generatedNpc,
  opBudget,
  removeWeapon,
  setProtection,
  spCheck,
  tokenLabel,
  HP_UNUSED_UNDER_L,
} from './builder';
import { templateById } from './templates';
import { validateStats } from './stats';
import { checkLoadout, weaponDamageNotation } from '../catalogue';

const empty: Loadout = { weapons: [], drvBonus: 0, activeWeapon: 0 };

describe('character builder: SP check (G-CHR-2)', () => {
  it('G-CHR-2 shows the total, the SP left and the errors while typing', () => {
    expect(spCheck({ ap: 8, hp: 8, bod: 6, mnd: 5, mys: 1, rce: 2 }, 30)).toEqual({ total: 30, left: 0, ok: true, errors: [], notes: [] });
    const over = spCheck({ ap: 8, hp: 8, bod: 10, mnd: 5, mys: 1, rce: 2 }, 30);
    expect(over).toMatchObject({ total: 34, left: -4, ok: false });
    expect(over.errors).toEqual(['BOD 10 is over the limit of 9']);
    expect(spCheck({ ap: 8, hp: 8, bod: 6, mnd: 5, mys: 1, rce: 1 }, 30)).toMatchObject({ left: 1, errors: ['stats total 29 SP, they must total exactly 30 SP'] });
  });
});

describe('character builder under module L', () => {
  it('L-BAR the builder says HP is not used while L is on (the life bar replaces it); without L it says nothing', () => {
    const stats = { ap: 8, hp: 8, bod: 6, mnd: 5, mys: 1, rce: 2 };
    expect(spCheck(stats, 30, ['N', 'L']).notes).toEqual([HP_UNUSED_UNDER_L]);
    expect(HP_UNUSED_UNDER_L).toMatch(/HP is not used.*life bar.*L-BAR/);
    expect(spCheck(stats, 30, ['N']).notes).toEqual([]);
    // Still a G-CHR-2 check: the HP points count toward the total.
    expect(spCheck({ ...stats, hp: 7 }, 30, ['L'])).toMatchObject({ ok: false, left: 1 });
  });
});

describe('character builder: OP budget (G-OBJ-1)', () => {
  it('G-OBJ-1 lists each purchase and the OP spent and left', () => {
    const b = opBudget({ weapons: [{ catalogueId: 'revolver', dvBonus: 2 }], armour: 'leather', drvBonus: 1 }, 100);
    expect(b.lines).toEqual([
      { what: 'Revolver (Western)', op: 24 },
      { what: 'Revolver (Western) +2 DV', op: 2 },
      { what: 'Leather', op: 2 },
      { what: '+1 DRV', op: 1 },
    ]);
    expect(b).toMatchObject({ spent: 29, budget: 100, left: 71, ok: true });
  });

  it('G-OBJ-1 over budget is not ok and says by how much', () => {
    const b = opBudget({ weapons: [{ catalogueId: 'rifle', dvBonus: 0 }] }, 100);
    expect(b).toMatchObject({ spent: 119, left: -19, ok: false });
    expect(b.errors).toEqual(['loadout costs 119 OP, over the budget of 100 OP']);
  });

  it('GRIT 4.1: spare OP raises a weapon DV, 1 OP = +1 DV, and the rolled damage follows', () => {
    let l: LoadoutChange<Loadout> = addWeapon(empty, 'revolver', 30);
    expect(l.ok).toBe(true);
    if (!l.ok) return;
    expect(l.loadout.weapons[0]).toMatchObject({ catalogueId: 'revolver', ammo: 6, dvBonus: 0 });
    for (let i = 0; i < 6; i++) {
      const next: LoadoutChange<Loadout> = changeWeaponDv(l.ok ? l.loadout : empty, 0, 1, 30);
      expect(next.ok, `step ${i}`).toBe(true);
      if (next.ok) l = next;
    }
    expect(l.ok && l.loadout.weapons[0]!.dvBonus).toBe(6);
    expect(weaponDamageNotation(l.ok ? l.loadout.weapons[0]! : { catalogueId: 'revolver' })).toBe('1d10+6');
    // 24 + 6 = 30 = the budget: one more is refused, naming the overspend.
    const more = changeWeaponDv(l.ok ? l.loadout : empty, 0, 1, 30);
    expect(more).toEqual({ ok: false, error: 'that costs 31 OP, over the budget of 30 OP (1 too many)' });
    // Giving OP back works, but not below the catalogue DV.
    const back = changeWeaponDv(l.ok ? l.loadout : empty, 0, -6, 30);
    expect(back.ok && back.loadout.weapons[0]!.dvBonus).toBe(0);
    expect(changeWeaponDv(back.ok ? back.loadout : empty, 0, -1, 30).ok).toBe(false);
  });

  it('G-OBJ-1 spare OP raises DRV; armour and shield slots take only their kind; a purchase over budget is refused', () => {
    const a = setProtection(empty, 'armour', 'leather', 3);
    expect(a.ok).toBe(true);
    expect(setProtection(empty, 'shield', 'leather', 100)).toEqual({ ok: false, error: '"leather" is not a shield' });
    const d = changeDrvBonus(a.ok ? a.loadout : empty, 1, 3);
    expect(d.ok && d.loadout.drvBonus).toBe(1);
    expect(changeDrvBonus(d.ok ? d.loadout : empty, 1, 3).ok).toBe(false);
    expect(addWeapon(empty, 'rifle', 100).ok).toBe(false);
    expect(addWeapon(empty, 'no-such-gun', 100)).toEqual({ ok: false, error: 'unknown weapon "no-such-gun"' });
  });

  it('G-OBJ-1 an over-budget loadout can be mended: removing and lowering always pass', () => {
    const over = { weapons: [{ catalogueId: 'rifle', dvBonus: 3 }], drvBonus: 0, activeWeapon: 0 };
    expect(changeWeaponDv(over, 0, -1, 100).ok).toBe(true);
    expect(removeWeapon(over, 0)).toMatchObject({ weapons: [], activeWeapon: 0 });
  });
});

describe('character builder: templates and generators (G-CHR-4, G-CHR-6)', () => {
  it('G-CHR-6 a figure from a template keeps its sheet, starts at full HP and AP, with full magazines', () => {
    const t = templateById('soldier')!;
    const f = figureFromTemplate(t);
    expect(f).toMatchObject({ name: 'Soldier', kind: 'PC', hp: t.stats.hp, apLeft: t.stats.ap, label: 'S' });
    expect(validateStats(f.stats)).toEqual({ ok: true });
    expect(checkLoadout(f.loadout, t.opBudget).ok).toBe(true);
    expect(f.loadout.weapons.find((w) => w.catalogueId === 'assault-rifle')?.ammo).toBeGreaterThan(0);
  });

  it('G-CHR-4 the one-click NPC passes G-CHR-2, is seeded, and gets an alliterative name and token label', () => {
    const a = generatedNpc(5);
    expect(generatedNpc(5)).toEqual(a);
    expect(validateStats(a.stats)).toEqual({ ok: true });
    expect(a.kind).toBe('NPC');
    expect(a.hp).toBe(a.stats.hp);
    expect(a.label).toBe(tokenLabel(a.name));
    expect(a.label).toMatch(/^[A-Z]{2}$/);
    const names = new Set(Array.from({ length: 30 }, (_, i) => generatedName(i)));
    expect(names.size).toBeGreaterThan(15);
    expect(tokenLabel('Doug the Destroyer')).toBe('DD');
  });
});
