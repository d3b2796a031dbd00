// G-CHR-6 ready characters, loaded from assets/templates/characters.json and
// validated at module load (schema here; stat and OP rules in the tests and in
// checkTemplate, so a designer's own template is checked the same way).
import { z } from 'zod';
import templatesFile from '../../../../assets/templates/characters.json';
import { Loadout, Stats, FigureKind } from '../../model/schema';
import { checkLoadout, formatZodError } from '../catalogue';
import { validateStats } from './stats';

export const CharacterTemplateSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be short kebab-case'),
    name: z.string().min(1).max(200),
    kind: FigureKind,
    humanoid: z.boolean(),
    description: z.string().default(''),
    stats: Stats,
    opBudget: z.number().int().min(0).max(100000),
    loadout: Loadout,
  })
  .strict();
export type CharacterTemplate = z.infer<typeof CharacterTemplateSchema>;

const TemplatesFileSchema = z.object({ source: z.string(), templates: z.array(CharacterTemplateSchema).min(1) }).strict();

export function parseTemplates(raw: unknown, file: string): CharacterTemplate[] {
  const res = TemplatesFileSchema.safeParse(raw);
  if (!res.success) throw new Error(`invalid character templates\n${formatZodError(file, res.error)}`);
  const seen = new Set<string>();
  res.data.templates.forEach((t, i) => {
    if (seen.has(t.id)) throw new Error(`${file}: templates[${i}].id: duplicate template id "${t.id}"`);
    seen.add(t.id);
  });
  return res.data.templates;
}

/** Stats (G-CHR-2) and loadout against the template's own budget (G-OBJ-1). */
export function checkTemplate(t: CharacterTemplate, spTotal = 30): { ok: true; opSpent: number } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const s = validateStats(t.stats, spTotal);
  if (!s.ok) errors.push(...s.errors.map((e) => `${t.id}: stats: ${e}`));
  const l = checkLoadout(t.loadout, t.opBudget);
  if (!l.ok) errors.push(...l.errors.map((e) => `${t.id}: loadout.${e}`));
  if (errors.length) return { ok: false, errors };
  return { ok: true, opSpent: (l as { opSpent: number }).opSpent };
}

const TEMPLATES = parseTemplates(templatesFile, 'assets/templates/characters.json');
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export function templateById(id: string): CharacterTemplate | undefined {
  const t = TEMPLATES.find((x) => x.id === id);
  return t && clone(t);
}

export function allTemplates(): CharacterTemplate[] {
  return clone(TEMPLATES);
}
