// The weapon and armour catalogue (G-OBJ-2, G-OBJ-3, G-OBJ-6): the four weapon
// tables of the GRIT text and the armour defaults, loaded from JSON under
// assets/catalogue/ and validated once at module load. The JSON is imported
// statically so node, vitest and the browser bundle all see the same data.
import table411 from '../../../../assets/catalogue/weapons-4.1.1.json';
import table412 from '../../../../assets/catalogue/weapons-4.1.2.json';
import table413 from '../../../../assets/catalogue/weapons-4.1.3.json';
import table414 from '../../../../assets/catalogue/weapons-4.1.4.json';
import armourFile from '../../../../assets/catalogue/armour.json';
import { ArmourFileSchema, WeaponTableSchema, formatZodError, type ArmourSpec, type AreaSpec, type TableId, type WeaponCategory, type WeaponRow } from './schema';

export type { ArmourSpec, AreaSpec, TableId, WeaponCategory };

export interface WeaponSpec {
  id: string;
  name: string;
  table: TableId;
  row: number;
  categories: WeaponCategory[];
  /** Effective range (G-RNG-1 bands are multiples of it); thrown range for Spear and Dynamite. */
  rangeInches: number;
  /** Spear: stabbing range. */
  meleeRangeInches?: number;
  /** Dynamite: placed 0", thrown 18". */
  rangeByCategory?: Partial<Record<WeaponCategory, number>>;
  /** A/T; choices lists the only allowed counts when the text says "1 or 3". */
  attacksPerTurn: { min: number; max: number; choices?: number[] };
  fireMode?: 'burst' | 'full-auto';
  apPerAttack: { min: number; max: number };
  /** Dice notation: "1d10÷2" for unarmed, "1" for smoke and stun grenades. */
  damage: string;
  /** Shots before reload; null = n/a (melee, thrown). */
  ammo: number | null;
  ammoText: string;
  area?: AreaSpec;
  /** Minimum crew (G-OBJ-5); the maximum is 4×. */
  crewMin?: number;
  /** null = n/a (unarmed). */
  opCost: number | null;
  /** The "Other Notes" column ("" where the source has "."). */
  notes: string;
  // Raw source cells, for fidelity.
  nameText: string;
  rangeText: string;
  attacksText: string;
  damageText: string;
  notesText: string;
  opCostText: string;
}

function toSpec(table: TableId, r: WeaponRow): WeaponSpec {
  const spec: WeaponSpec = {
    id: r.id,
    name: r.name,
    table,
    row: r.row,
    categories: [...r.categories],
    rangeInches: r.rangeInches,
    attacksPerTurn: { ...r.attacksPerTurn },
    apPerAttack: { ...r.apPerAttack },
    damage: r.damage,
    ammo: r.ammo,
    ammoText: r.ammoText,
    opCost: r.opCost,
    notes: r.notesText,
    nameText: r.nameText ?? r.name,
    rangeText: r.rangeText,
    attacksText: r.attacksText,
    damageText: r.damageText,
    notesText: r.notesText,
    opCostText: r.opCostText,
  };
  if (r.meleeRangeInches !== undefined) spec.meleeRangeInches = r.meleeRangeInches;
  if (r.rangeByCategory) spec.rangeByCategory = { ...r.rangeByCategory };
  if (r.fireMode) spec.fireMode = r.fireMode;
  if (r.crewMin !== undefined) spec.crewMin = r.crewMin;
  if (r.area) spec.area = { ...r.area, ...(r.area.markers ? { markers: [...r.area.markers] } : {}) };
  return spec;
}

/** Validates one weapon table file; throws an Error naming the file and JSON path of every problem. */
export function parseWeaponTable(raw: unknown, file: string): WeaponSpec[] {
  const res = WeaponTableSchema.safeParse(raw);
  if (!res.success) throw new Error(`invalid weapon table\n${formatZodError(file, res.error)}`);
  return res.data.rows.map((r) => toSpec(res.data.table, r));
}

export function parseArmourFile(raw: unknown, file: string): ArmourSpec[] {
  const res = ArmourFileSchema.safeParse(raw);
  if (!res.success) throw new Error(`invalid armour file\n${formatZodError(file, res.error)}`);
  return res.data.items.map((a) => ({ ...a }));
}

function indexById<T extends { id: string }>(items: T[], what: string): Map<string, T> {
  const m = new Map<string, T>();
  for (const it of items) {
    if (m.has(it.id)) throw new Error(`assets/catalogue: duplicate ${what} id "${it.id}"`);
    m.set(it.id, it);
  }
  return m;
}

const WEAPON_TABLES: Record<TableId, WeaponSpec[]> = {
  '4.1.1': parseWeaponTable(table411, 'assets/catalogue/weapons-4.1.1.json'),
  '4.1.2': parseWeaponTable(table412, 'assets/catalogue/weapons-4.1.2.json'),
  '4.1.3': parseWeaponTable(table413, 'assets/catalogue/weapons-4.1.3.json'),
  '4.1.4': parseWeaponTable(table414, 'assets/catalogue/weapons-4.1.4.json'),
};
const WEAPONS: WeaponSpec[] = Object.values(WEAPON_TABLES).flat();
const WEAPONS_BY_ID = indexById(WEAPONS, 'weapon');
const ARMOUR: ArmourSpec[] = parseArmourFile(armourFile, 'assets/catalogue/armour.json');
const ARMOUR_BY_ID = indexById(ARMOUR, 'armour');

// The catalogue is shared and must not drift at run time, so every record is
// deep-frozen and handed out as is (no copy: lookups sit on the attack path).
function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}
deepFreeze(WEAPONS);
deepFreeze(ARMOUR);

export function weaponById(id: string): WeaponSpec | undefined {
  return WEAPONS_BY_ID.get(id);
}

export function armourById(id: string): ArmourSpec | undefined {
  return ARMOUR_BY_ID.get(id);
}

/** A fresh array of the (frozen) weapon records, tables in order. */
export function allWeapons(): WeaponSpec[] {
  return [...WEAPONS];
}

export function weaponTable(table: TableId): WeaponSpec[] {
  return [...WEAPON_TABLES[table]];
}

export function allArmour(): ArmourSpec[] {
  return [...ARMOUR];
}

/** G-OBJ-4: the row 4.1.1 #1; every figure has it even with an empty loadout. */
export const UNARMED: WeaponSpec = WEAPONS_BY_ID.get('unarmed')!;

/** Weapons whose Ammo column gives a shot count (G-OBJ-7): these track ammunition. */
export function tracksAmmo(w: WeaponSpec): boolean {
  return w.ammo !== null;
}

/**
 * Thrown or placed weapons without a magazine (dynamite, grenades, throwing
 * dagger, spear, burning oil): a loadout may give their `ammo` as the number
 * of items carried (the shipped scenario carries 3 sticks of dynamite).
 */
export function isCountedItem(w: WeaponSpec): boolean {
  return w.ammo === null && (w.categories.includes('thrown') || w.categories.includes('placed'));
}

/**
 * Ammo "1 Shot" means reloading is inside the AP per attack (G-OBJ-7 default),
 * so such weapons never need a separate reload action.
 */
export function reloadIsPartOfAttack(w: WeaponSpec): boolean {
  return w.ammo === 1;
}

/** Range in inches for the way the weapon is used (Spear stabbing, Dynamite placed). */
export function rangeFor(w: WeaponSpec, category: WeaponCategory): number {
  if (!w.categories.includes(category)) {
    throw new Error(`weapon "${w.id}" cannot be used as ${category} (it is ${w.categories.join(', ')})`);
  }
  if (category === 'melee' && w.meleeRangeInches !== undefined) return w.meleeRangeInches;
  return w.rangeByCategory?.[category] ?? w.rangeInches;
}
