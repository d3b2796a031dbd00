// Older scenario versions are brought up to SCENARIO_VERSION one step at a
// time; a newer version is refused (DESIGN "Files").
import { SCENARIO_VERSION } from '../schema';
import type { Issue } from '../issues';
import type { Json, Migration } from './types';
import { v0ToV1 } from './v0-to-v1';
import { v1ToV2 } from './v1-to-v2';

export type { Json, Migration, MigrationResult } from './types';

/** Ordered: MIGRATIONS[i] goes from version i to i+1. */
export const MIGRATIONS: readonly Migration[] = [v0ToV1, v1ToV2];

export type MigrateResult = { ok: true; json: Json; migratedFrom: number | null } | { ok: false; issues: Issue[] };

export function migrateToCurrent(json: Json): MigrateResult {
  const version = json.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
    return { ok: false, issues: [{ path: ['version'], message: `expected a whole version number, got ${JSON.stringify(version)}` }] };
  if (version > SCENARIO_VERSION)
    return {
      ok: false,
      issues: [{ path: ['version'], message: `version ${version} was made by a newer GRIT Table; this one reads up to version ${SCENARIO_VERSION}` }],
    };
  let current = json;
  for (let v = version; v < SCENARIO_VERSION; v++) {
    const step = MIGRATIONS.find((m) => m.from === v);
    if (!step) return { ok: false, issues: [{ path: ['version'], message: `no migration from version ${v}` }] };
    const res = step.migrate(current);
    if (!res.ok) return res;
    current = res.json;
  }
  return { ok: true, json: current, migratedFrom: version === SCENARIO_VERSION ? null : version };
}
