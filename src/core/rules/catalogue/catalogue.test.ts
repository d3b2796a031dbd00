import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseDice } from '../../dice';
import { allArmour, allWeapons, armourById, parseArmourFile, parseWeaponTable, rangeFor, reloadIsPartOfAttack, tracksAmmo, UNARMED, weaponById, weaponTable } from './index';

const REQUIRED_WEAPON_IDS = [
  'unarmed',
  'club-one-handed',
  'club-two-handed',
  'knife',
  'machete',
  'short-sword',
  'long-sword',
  'axe-one-handed',
  'axe-two-handed',
  'halberd',
  'throwing-dagger',
  'spear',
  'burning-oil',
  'sling',
  'short-bow',
  'long-bow',
  'crossbow',
  'ballista',
  'light-catapult',
  'heavy-catapult',
  'arquebus',
  'musket',
  'rifle',
  'revolver',
  'light-field-gun',
  'heavy-gun',
  'bombard',
  'dynamite',
  'shotgun',
  'pistol',
  'smg',
  'assault-rifle',
  'lmg',
  'flame-thrower',
  'grenade-launcher',
  'grenade-smoke',
  'grenade-stun',
  'grenade-frag',
  'grenade-concussion',
];

describe('G-OBJ-3 catalogue: the four GRIT weapon tables', () => {
  it('G-OBJ-3 has every row: 10, 10, 8 and 11 rows in tables 4.1.1–4.1.4', () => {
    expect(weaponTable('4.1.1')).toHaveLength(10);
    expect(weaponTable('4.1.2')).toHaveLength(10);
    expect(weaponTable('4.1.3')).toHaveLength(8);
    expect(weaponTable('4.1.4')).toHaveLength(11);
    expect(allWeapons()).toHaveLength(39);
  });

  it('G-OBJ-3 has exactly the agreed ids', () => {
    expect(
      allWeapons()
        .map((w) => w.id)
        .sort(),
    ).toEqual([...REQUIRED_WEAPON_IDS].sort());
    expect(weaponById('revolver')?.name).toBe('Revolver (Western)');
    expect(weaponById('rifle')?.name).toBe('Rifle (Western)');
  });

  // Spot checks typed in by hand from the GRIT text (range, A/T, AP, DV, ammo, OP).
  it.each([
    ['club-one-handed', '4.1.1', 1, 2, 2, 1, 1, '1d10-2', null, 7],
    ['halberd', '4.1.1', 1, 1, 1, 4, 4, '1d10+9', null, 10],
    ['burning-oil', '4.1.2', 10, 1, 1, 1, 1, '2d10', null, 25],
    ['sling', '4.1.2', 40, 2, 2, 1, 1, '1d10', 1, 26],
    ['heavy-catapult', '4.1.2', 600, 1, 1, 24, 96, '6d10', 1, 327],
    ['rifle', '4.1.3', 200, 1, 1, 3, 4, '1d10+2', 15, 119],
    ['revolver', '4.1.3', 30, 1, 1, 2, 4, '1d10', 6, 24],
    ['bombard', '4.1.3', 800, 1, 1, 30, 120, '20d10', 1, 497],
    ['shotgun', '4.1.4', 40, 1, 1, 2, 2, '2d10+3', 7, 38],
    ['smg', '4.1.4', 100, 1, 10, 1, 1, '1d10+3', 30, 116],
    ['lmg', '4.1.4', 500, 1, 30, 1, 1, '2d10', 30, 306],
    ['grenade-concussion', '4.1.4', 20, 1, 1, 2, 2, '4d10', null, 33],
  ] as const)('G-OBJ-2 %s matches table %s', (id, table, range, atMin, atMax, apMin, apMax, dv, ammo, op) => {
    const w = weaponById(id)!;
    expect(w.table).toBe(table);
    expect(w.rangeInches).toBe(range);
    expect(w.attacksPerTurn).toMatchObject({ min: atMin, max: atMax });
    expect(w.apPerAttack).toEqual({ min: apMin, max: apMax });
    expect(w.damage).toBe(dv);
    expect(w.ammo).toBe(ammo);
    expect(w.opCost).toBe(op);
  });

  it('G-OBJ-2 structured columns agree with the raw source text of every row', () => {
    const norm = (s: string) => s.replace(/[–—−]/g, '-').replace(/\s+/g, '');
    for (const w of allWeapons()) {
      const where = `${w.table} #${w.row} ${w.id}`;
      // Range: the last "N\"" in the cell is the effective range used (Dynamite: thrown 18").
      const ranges = [...w.rangeText.matchAll(/(\d+)"/g)].map((m) => Number(m[1]));
      expect(ranges, where).toContain(w.rangeInches);
      // Damage: the cell minus " HP" / "; Smoke" is the notation.
      const dvText = w.damageText.replace(/\s*HP.*$/, '');
      expect(norm(w.damage), where).toBe(norm(dvText));
      // Ammo: "N Shot(s)" or n/a.
      const ammo = /^(\d+) Shots?$/.exec(w.ammoText);
      expect(w.ammo, where).toBe(ammo ? Number(ammo[1]) : null);
      expect(w.ammoText === 'n/a' || ammo !== null, where).toBe(true);
      // OP cost.
      expect(w.opCost, where).toBe(w.opCostText === 'n/a' ? null : Number(w.opCostText));
      // AP per attack: "(N AP" or "(N–M AP".
      const ap = /\((\d+)(?:–(\d+))? AP per Attack/.exec(w.attacksText)!;
      expect(ap, where).not.toBeNull();
      expect(w.apPerAttack, where).toEqual({ min: Number(ap[1]), max: Number(ap[2] ?? ap[1]) });
      // A/T: leading "N", "N–M" or "N or M".
      const at = /^(\d+)(?:(–| or )(\d+))?/.exec(w.attacksText)!;
      expect(w.attacksPerTurn.min, where).toBe(Number(at[1]));
      expect(w.attacksPerTurn.max, where).toBe(Number(at[3] ?? at[1]));
      // Crew: "(Crew N+)" in the source name.
      const crew = /\(Crew (\d+)\+\)/.exec(w.nameText);
      expect(w.crewMin, where).toBe(crew ? Number(crew[1]) : undefined);
      // Categories named in the range cell.
      for (const c of w.categories.filter((c) => c !== 'melee')) {
        expect(w.rangeText.toLowerCase(), where).toContain(c);
      }
      expect(() => parseDice(w.damage)).not.toThrow();
    }
  });

  it('G-OBJ-2 area weapons carry their notes as structured areas', () => {
    expect(weaponById('burning-oil')!.area).toEqual({ radiusInches: 2, effect: 'fire', durationRounds: 2 });
    expect(weaponById('flame-thrower')!.area).toMatchObject({ radiusInches: 2, effect: 'napalm', durationRounds: 15, keepsBurningChance: 0.8 });
    expect(weaponById('grenade-launcher')!.area).toMatchObject({ radiusInches: 6, effect: 'blast' });
    expect(weaponById('grenade-smoke')!.area).toMatchObject({ radiusInches: 15, effect: 'smoke', durationRounds: 10, visibilityDice: '1d10' });
    expect(weaponById('grenade-stun')!.area).toMatchObject({ radiusInches: 6, effect: 'stun', durationRounds: 1, mindRoll: true, incapacitatedRounds: 3 });
    expect(weaponById('grenade-frag')!.area).toMatchObject({ radiusInches: 8, effect: 'blast' });
    expect(weaponById('grenade-concussion')!.area).toMatchObject({ radiusInches: 2, effect: 'concussion', mindRoll: true, incapacitatedRounds: 1 });
    expect(weaponById('dynamite')!.area).toMatchObject({ radiusInches: 4, effect: 'blast', fireChance: 0.1, markers: ['structure-unstable', 'cave-in'] });
    // Every radius in the notes text is the structured one.
    for (const w of allWeapons().filter((x) => x.area)) {
      const r = /Radius[^:]*:\s*(\d+)"/.exec(w.notesText);
      expect(Number(r?.[1]), w.id).toBe(w.area!.radiusInches);
    }
  });

  it('G-OBJ-2 spear stabs at 1" and throws at 4"; dynamite is placed at 0" or thrown 18"', () => {
    const spear = weaponById('spear')!;
    expect(rangeFor(spear, 'melee')).toBe(1);
    expect(rangeFor(spear, 'thrown')).toBe(4);
    const dyn = weaponById('dynamite')!;
    expect(rangeFor(dyn, 'placed')).toBe(0);
    expect(rangeFor(dyn, 'thrown')).toBe(18);
    expect(() => rangeFor(dyn, 'shooting')).toThrow(/cannot be used as shooting/);
  });

  it('G-OBJ-4 unarmed: 1" range, 3 attacks at 1 AP, 1d10÷2, no OP cost', () => {
    expect(UNARMED).toMatchObject({ id: 'unarmed', rangeInches: 1, attacksPerTurn: { min: 3, max: 3 }, apPerAttack: { min: 1, max: 1 }, damage: '1d10÷2', opCost: null, ammo: null });
    expect(Object.isFrozen(UNARMED)).toBe(true);
  });

  it('G-OBJ-7 ammo data: which weapons track ammunition and their magazine sizes', () => {
    const tracked = Object.fromEntries(
      allWeapons()
        .filter(tracksAmmo)
        .map((w) => [w.id, w.ammo]),
    );
    expect(tracked).toEqual({
      sling: 1,
      'short-bow': 1,
      'long-bow': 1,
      crossbow: 1,
      ballista: 1,
      'light-catapult': 1,
      'heavy-catapult': 1,
      arquebus: 1,
      musket: 1,
      rifle: 15,
      revolver: 6,
      'light-field-gun': 1,
      'heavy-gun': 1,
      bombard: 1,
      shotgun: 7,
      pistol: 10,
      smg: 30,
      'assault-rifle': 30,
      lmg: 30,
      'flame-thrower': 5,
      'grenade-launcher': 1,
    });
    expect(reloadIsPartOfAttack(weaponById('long-bow')!)).toBe(true);
    expect(reloadIsPartOfAttack(weaponById('revolver')!)).toBe(false);
    expect(tracksAmmo(weaponById('grenade-frag')!)).toBe(false);
  });

  it('is frozen: a caller cannot change the catalogue at run time', () => {
    const w = weaponById('revolver')!;
    expect(() => {
      w.rangeInches = 999;
    }).toThrow(TypeError);
    expect(() => {
      w.apPerAttack.min = 0;
    }).toThrow(TypeError);
    expect(() => {
      armourById('leather')!.drv = 50;
    }).toThrow(TypeError);
    expect(weaponById('revolver')!.rangeInches).toBe(30);
    expect(weaponById('revolver')!.apPerAttack.min).toBe(2);
    expect(weaponById('nope')).toBeUndefined();
  });
});

describe('G-OBJ-6 armour and shields', () => {
  it('G-OBJ-6 ships the default garments and shields with DRV = OP cost', () => {
    const drv = Object.fromEntries(allArmour().map((a) => [a.id, [a.kind, a.drv, a.opCost]]));
    expect(drv).toEqual({
      'padded-cloth': ['armour', 1, 1],
      leather: ['armour', 2, 2],
      'hardened-leather': ['armour', 3, 3],
      chain: ['armour', 5, 5],
      plate: ['armour', 7, 7],
      'kevlar-vest': ['armour', 6, 6],
      'riot-armour': ['armour', 9, 9],
      buckler: ['shield', 1, 1],
      shield: ['shield', 2, 2],
      'large-shield': ['shield', 3, 3],
    });
    expect(armourById('leather')?.drv).toBe(2);
    expect(armourById('nope')).toBeUndefined();
  });

  it('refuses an armour row whose OP cost differs from its DRV, naming the path', () => {
    const raw = { source: 'x', items: [{ id: 'leather', name: 'Leather', kind: 'armour', drv: 2, opCost: 3 }] };
    expect(() => parseArmourFile(raw, 'armour.json')).toThrow(/armour\.json: items\[0\]\.opCost: .*equals its DRV/);
  });
});

describe('catalogue validation', () => {
  const file = new URL('../../../../assets/catalogue/weapons-4.1.3.json', import.meta.url);
  const good = () => JSON.parse(readFileSync(file, 'utf8'));

  it('the shipped file parses', () => {
    expect(parseWeaponTable(good(), 'weapons-4.1.3.json')).toHaveLength(8);
  });

  it('a broken row gives a clear message with file and JSON path', () => {
    const bad = good();
    bad.rows[3].damage = '1d10 HP';
    bad.rows[2].apPerAttack = { min: 4, max: 3 };
    bad.rows[0].id = 'Arquebus Gun';
    let msg = '';
    try {
      parseWeaponTable(bad, 'weapons-4.1.3.json');
    } catch (e) {
      msg = (e as Error).message;
    }
    expect(msg).toMatch(/weapons-4\.1\.3\.json: rows\[3\]\.damage: not valid dice notation/);
    expect(msg).toMatch(/weapons-4\.1\.3\.json: rows\[2\]\.apPerAttack: min must not exceed max/);
    expect(msg).toMatch(/weapons-4\.1\.3\.json: rows\[0\]\.id: id must be short kebab-case/);
  });

  it('refuses unknown columns and out-of-order row numbers', () => {
    const bad = good();
    bad.rows[1].rnage = 5;
    bad.rows[4].row = 9;
    expect(() => parseWeaponTable(bad, 'w.json')).toThrow(/rows\[1\]/);
    expect(() => parseWeaponTable(bad, 'w.json')).toThrow(/rows\[4\]\.row: expected row number 5/);
  });
});
