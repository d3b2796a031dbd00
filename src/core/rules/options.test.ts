import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { RULE_OPTIONS, checkRuleOptions, ruleOptionsInForce } from './options';
import { arena } from './testing/world';

describe('rule options', () => {
  // Rule ids whose text in RULES.md sections 1-8 carries a [default].
  const WITH_DEFAULTS = ['G-OBJ-3', 'G-OBJ-6', 'G-OBJ-7', 'G-ACT-1', 'G-MOVE-2', 'G-ATK-2', 'G-DMG-2', 'G-RNG-1', 'G-COV-1', 'G-MOD-1', 'G-LOS-2', 'G-LOS-3', 'G-AREA-2', 'G-AREA-3', 'G-AREA-5'];
  const RULES_MD = '/work/shared/spec/RULES.md';

  it('every [default] of RULES.md sections 1-8 has a named option citing its rule id', () => {
    const covered = new Set(RULE_OPTIONS.map((o) => o.ruleId));
    expect(WITH_DEFAULTS.filter((id) => !covered.has(id))).toEqual([]);
    expect(new Set(RULE_OPTIONS.map((o) => o.id)).size).toBe(RULE_OPTIONS.length);
  });

  it.skipIf(!existsSync(RULES_MD))('the list of rule ids with defaults matches RULES.md (spec outside the repo)', () => {
    const rules = readFileSync(RULES_MD, 'utf8').split('## 9.')[0];
    const found = new Set<string>(['G-ACT-1']); // its table is the default
    for (const block of rules.split(/\n- \*\*|\n## /)) {
      const id = /^(G-[A-Z]+-\d+)/.exec(block)?.[1];
      if (id && block.includes('[default')) found.add(id);
    }
    expect([...found].sort()).toEqual([...WITH_DEFAULTS].sort());
  });

  it('ruleOptionsInForce shows the scenario value beside the default', () => {
    const w = arena(`A N`, {}, { natural1Hits: true });
    const inForce = ruleOptionsInForce(w);
    expect(inForce.find((o) => o.id === 'natural1Hits')).toMatchObject({ value: true, default: false, ruleId: 'G-ATK-2' });
    expect(inForce.find((o) => o.id === 'reloadAp')).toMatchObject({ value: 2, default: 2 });
    expect(inForce).toHaveLength(RULE_OPTIONS.length);
  });

  it('bad option values are reported with their path', () => {
    expect(checkRuleOptions({ diagonalRule: 'zigzag', reloadAp: '2' as never, coverMods: '0,-1,x', somethingElse: 1 })).toEqual([
      { path: ['scenario', 'rules', 'diagonalRule'], message: 'expected one of alternate, chebyshev, euclidean, got "zigzag"' },
      { path: ['scenario', 'rules', 'reloadAp'], message: 'expected a number (default 2), got "2"' },
      { path: ['scenario', 'rules', 'coverMods'], message: 'expected whole numbers separated by commas, e.g. "0,-1,-2,-3"' },
    ]);
    expect(checkRuleOptions({})).toEqual([]);
  });
});
