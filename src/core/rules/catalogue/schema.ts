// Zod schemas of the catalogue files under assets/catalogue/ (G-OBJ-2, G-OBJ-3,
// G-OBJ-6). The JSON keeps each source column's raw text (…Text) beside the
// structured values the engine uses, so a reader can check every number
// against the GRIT tables. A "." in the source's notes column means empty and
// is stored as "".
import { z } from 'zod';
import { parseDice } from '../../dice';

export const WeaponCategory = z.enum(['melee', 'thrown', 'shooting', 'hurling', 'placed']);
export type WeaponCategory = z.infer<typeof WeaponCategory>;

const posInt = z.number().int().min(0).max(100000);
const Span = z
  .object({ min: posInt, max: posInt })
  .strict()
  .refine((s) => s.min <= s.max, { message: 'min must not exceed max' });

const diceString = z.string().refine(
  (s) => {
    try {
      parseDice(s);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'not valid dice notation (e.g. "1d10", "2d10+3", "1d10÷2", "1")' },
);

export const AreaSpecSchema = z
  .object({
    radiusInches: z.number().positive().max(1000),
    effect: z.enum(['blast', 'fire', 'smoke', 'stun', 'concussion', 'napalm']),
    durationRounds: posInt.optional(),
    keepsBurningChance: z.number().min(0).max(1).optional(),
    condition: z.string().optional(),
    visibilityDice: diceString.optional(),
    incapacitatedRounds: posInt.optional(),
    mindRoll: z.boolean().optional(),
    fireChance: z.number().min(0).max(1).optional(),
    markers: z.array(z.string().min(1)).optional(),
  })
  .strict();
export type AreaSpec = z.infer<typeof AreaSpecSchema>;

export const WeaponRowSchema = z
  .object({
    row: z.number().int().min(1),
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be short kebab-case'),
    name: z.string().min(1),
    /** The source's name cell when it carries footnote marks such as "(Crew 2+)*". */
    nameText: z.string().min(1).optional(),
    rangeText: z.string().min(1),
    attacksText: z.string().min(1),
    damageText: z.string().min(1),
    ammoText: z.string().min(1),
    notesText: z.string(),
    opCostText: z.string().min(1),
    categories: z.array(WeaponCategory).min(1),
    rangeInches: posInt,
    meleeRangeInches: posInt.optional(),
    rangeByCategory: z.partialRecord(WeaponCategory, posInt).optional(),
    attacksPerTurn: z
      .object({ min: posInt.min(1), max: posInt.min(1), choices: z.array(posInt.min(1)).min(1).optional() })
      .strict()
      .refine((s) => s.min <= s.max, { message: 'min must not exceed max' })
      .refine((s) => !s.choices || s.choices.every((c) => c >= s.min && c <= s.max), {
        message: 'choices must lie within min..max',
      }),
    fireMode: z.enum(['burst', 'full-auto']).optional(),
    apPerAttack: Span,
    damage: diceString,
    ammo: posInt.min(1).nullable(),
    opCost: posInt.nullable(),
    crewMin: posInt.min(1).optional(),
    area: AreaSpecSchema.optional(),
  })
  .strict()
  .superRefine((w, ctx) => {
    if (w.meleeRangeInches !== undefined && !w.categories.includes('melee')) {
      ctx.addIssue({ code: 'custom', path: ['meleeRangeInches'], message: 'only a weapon in category "melee" has a melee range' });
    }
    for (const k of Object.keys(w.rangeByCategory ?? {})) {
      if (!w.categories.includes(k as WeaponCategory)) {
        ctx.addIssue({ code: 'custom', path: ['rangeByCategory', k], message: `category "${k}" is not in categories` });
      }
    }
  });
export type WeaponRow = z.infer<typeof WeaponRowSchema>;

export const TableId = z.enum(['4.1.1', '4.1.2', '4.1.3', '4.1.4']);
export type TableId = z.infer<typeof TableId>;

export const WeaponTableSchema = z
  .object({
    table: TableId,
    title: z.string().min(1),
    source: z.string().min(1),
    footnotes: z.array(z.string()),
    rows: z.array(WeaponRowSchema).min(1),
  })
  .strict()
  .superRefine((t, ctx) => {
    t.rows.forEach((r, i) => {
      if (r.row !== i + 1) ctx.addIssue({ code: 'custom', path: ['rows', i, 'row'], message: `expected row number ${i + 1}, got ${r.row}` });
    });
  });
export type WeaponTable = z.infer<typeof WeaponTableSchema>;

export const ArmourSpecSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be short kebab-case'),
    name: z.string().min(1),
    kind: z.enum(['armour', 'shield']),
    drv: posInt,
    opCost: posInt,
  })
  .strict()
  .refine((a) => a.opCost === a.drv, { message: 'an armour or shield OP cost equals its DRV (G-OBJ-6)', path: ['opCost'] });
export type ArmourSpec = z.infer<typeof ArmourSpecSchema>;

export const ArmourFileSchema = z.object({ source: z.string(), items: z.array(ArmourSpecSchema).min(1) }).strict();

/** "file: rows[3].damage: message" for each issue, so a broken row is easy to find. */
export function formatZodError(file: string, error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const path = i.path.map((p, n) => (typeof p === 'number' ? `[${p}]` : `${n === 0 ? '' : '.'}${String(p)}`)).join('');
      return `${file}: ${path || '(root)'}: ${i.message}`;
    })
    .join('\n');
}
