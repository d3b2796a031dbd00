// Version 2 adds objectives the engine judges (RULES §10). Before it, victory
// was free text only; that text stays as each side's briefing and every side
// gets the one objective a version 1 game was decided by: eliminate the enemy.
import type { Issue } from '../issues';
import type { Json, Migration, MigrationResult } from './types';

export const v1ToV2: Migration = {
  from: 1,
  to: 2,
  describe: 'adds scenario.objectives (eliminate for every side) and scenario.zones; victory text kept as the briefing',
  migrate(json: Json): MigrationResult {
    const issues: Issue[] = [];
    const scenario = json.scenario;
    if (!scenario || typeof scenario !== 'object' || Array.isArray(scenario)) return { ok: true, json: { ...json, version: 2 } };
    const sides = json.sides && typeof json.sides === 'object' && !Array.isArray(json.sides) ? Object.keys(json.sides) : [];
    const old = scenario as Json;
    if ('objectives' in old) issues.push({ path: ['scenario', 'objectives'], message: 'a version 1 file cannot have objectives (they came in version 2): set "version": 2' });
    const objectives: Record<string, unknown> = {};
    for (const sideId of sides) objectives[sideId] = [{ id: 'eliminate', kind: 'eliminate', when: 'required' }];
    return issues.length ? { ok: false, issues } : { ok: true, json: { ...json, version: 2, scenario: { ...old, objectives, zones: old.zones ?? {} } } };
  },
};
