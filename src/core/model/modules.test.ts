import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../io/scenario';
import { emptyWorld } from './empty';
import { activeModules, checkModules, MODULES } from './modules';

const withRules = (rules: Record<string, unknown>) => {
  const w = emptyWorld({ widthCells: 4, heightCells: 3 }) as unknown as Record<string, unknown> & { scenario: Record<string, unknown> };
  return JSON.stringify({ ...w, scenario: { ...w.scenario, rules } });
};

describe('modules as switches (RULES §9, §9.0 Combinations)', () => {
  it('§9.0 an unknown module id is refused at load, naming the file, the place and the id', () => {
    const r = parseScenarioText(withRules({ modules: ['X'] }), 'odd.grit.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join('\n')).toMatch(/odd\.grit\.json.*rules.*modules.*0.*unknown module "X"/);
  });

  it('§9.0 S with P, N or L is refused, naming both modules and why', () => {
    for (const other of ['P', 'N', 'L'] as const) {
      const msgs = checkModules(['S', other]).map((p) => p.message);
      expect(msgs.some((m) => m.includes(`modules S (${MODULES.S.title}) and ${other}`) && m.includes('cannot be used together'))).toBe(true);
    }
    expect(checkModules(['N', 'L']).filter((p) => p.message.includes('together'))).toEqual([]);
    expect(checkModules(['P', 'N', 'L']).filter((p) => p.message.includes('together'))).toEqual([]);
  });

  it('§9.0 a module not yet built is refused rather than silently ignored; a repeat and a non-list are refused', () => {
    for (const m of Object.values(MODULES)) {
      const msgs = checkModules([m.id]).map((p) => p.message);
      expect(msgs.some((x) => x.includes('not available'))).toBe(!m.built);
    }
    expect(checkModules(['N', 'N']).some((p) => p.message.includes('listed twice'))).toBe(true);
    expect(checkModules('N')[0]!.message).toMatch(/expected a list of module ids/);
  });

  it('a scenario without modules plays GRIT Basic; activeModules reads the list', () => {
    const r = parseScenarioText(withRules({}), 'basic.grit.json');
    expect(r.ok).toBe(true);
    if (r.ok) expect(activeModules(r.world)).toEqual([]);
    expect(activeModules({ scenario: { rules: { modules: ['N', 'L'] } } } as never)).toEqual(['N', 'L']);
  });
});
