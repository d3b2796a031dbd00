// docs/scenario-format.md is generated from the zod schema: it must be up to
// date, and every field of every record reachable from World must have a row
// with a meaning (a new schema field without one fails here).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { World } from '../../src/core/model/schema';
import { DOC_PATH, scenarioFormatDoc } from '../../scripts/docs/scenario-format';

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Every object field name reachable from World, with the parent chain for messages. */
function fieldNames(s: z.ZodType, at: string, out: Map<string, string>, seen = new Set<unknown>()): void {
  if (seen.has(s)) return;
  seen.add(s);
  const d = defOf(s);
  const inner = (k: string) => d[k] as z.ZodType;
  switch (d.type) {
    case 'object':
      for (const [k, v] of Object.entries(d.shape as Record<string, z.ZodType>)) {
        if (!out.has(k)) out.set(k, `${at}.${k}`);
        fieldNames(v, `${at}.${k}`, out, seen);
      }
      return;
    case 'optional':
    case 'default':
    case 'nullable':
      return fieldNames(inner('innerType'), at, out, seen);
    case 'array':
      return fieldNames(inner('element'), `${at}[]`, out, seen);
    case 'record':
      return fieldNames(inner('valueType'), `${at}.*`, out, seen);
    case 'union':
      for (const o of d.options as z.ZodType[]) fieldNames(o, at, out, seen);
      return;
  }
}

describe('docs/scenario-format.md', () => {
  const doc = readFileSync(DOC_PATH, 'utf8');

  it('is what scripts/docs/scenario-format.ts makes from the schema now (run it after a schema change)', async () => {
    expect(doc).toBe(await scenarioFormatDoc());
  });

  it('has a row with a meaning for every field of the format', () => {
    const names = new Map<string, string>();
    fieldNames(World, '$', names);
    expect(names.size).toBeGreaterThan(80);
    const rows = doc.split('\n').filter((l) => l.startsWith('| `'));
    expect(rows.filter((r) => /\|\s*\|$/.test(r.trimEnd()))).toEqual([]);
    for (const [name, where] of names) {
      const row = rows.find((r) => new RegExp(`^\\| \`([\\w\\[\\].]*\\.)?${name}\` +\\|`).test(r));
      expect(row, `${where} is not documented`).toBeDefined();
    }
  });
});
