import { describe, expect, it } from 'vitest';
import { allTemplates, checkTemplate, parseTemplates, templateById, validateStats } from './index';
import { checkLoadout } from '../catalogue';

describe('G-CHR-6 templates', () => {
  it('G-CHR-6 ships at least soldier, scout, brute, sharpshooter, civilian NCF and beast', () => {
    const ids = allTemplates().map((t) => t.id);
    for (const id of ['soldier', 'scout', 'brute', 'sharpshooter', 'civilian', 'beast']) expect(ids).toContain(id);
    expect(templateById('civilian')?.kind).toBe('NCF');
    expect(templateById('beast')?.humanoid).toBe(false);
    expect(templateById('nope')).toBeUndefined();
  });

  it('G-CHR-6 every template passes G-CHR-2 and its loadout fits its stated OP budget (G-OBJ-1)', () => {
    for (const t of allTemplates()) {
      expect(validateStats(t.stats), t.id).toEqual({ ok: true });
      const l = checkLoadout(t.loadout, t.opBudget);
      expect(l.ok, `${t.id}: ${JSON.stringify(l)}`).toBe(true);
      expect(checkTemplate(t).ok).toBe(true);
    }
  });

  it('G-CHR-3 template kinds are PC, NPC or NCF', () => {
    const kinds = new Set(allTemplates().map((t) => t.kind));
    expect([...kinds].every((k) => ['PC', 'NPC', 'NCF'].includes(k))).toBe(true);
    expect(kinds.size).toBe(3);
  });

  it('checkTemplate reports a bad sheet and an over-budget loadout by template id', () => {
    const t = templateById('sharpshooter')!;
    t.stats.bod = 11;
    t.opBudget = 100;
    const r = checkTemplate(t);
    expect(r.ok).toBe(false);
    expect((r as { errors: string[] }).errors).toEqual(['sharpshooter: stats: BOD 11 is over the limit of 9', 'sharpshooter: loadout.loadout costs 145 OP, over the budget of 100 OP']);
  });

  it('a broken templates file gives the JSON path', () => {
    const raw = { source: 's', templates: [{ ...templateById('scout')!, kind: 'Hero' }] };
    expect(() => parseTemplates(raw, 'characters.json')).toThrow(/characters\.json: templates\[0\]\.kind/);
  });
});
