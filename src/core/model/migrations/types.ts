import type { Issue } from '../issues';

/** Raw parsed JSON of one file version; migrations run before zod. */
export type Json = Record<string, unknown>;
export type MigrationResult = { ok: true; json: Json } | { ok: false; issues: Issue[] };

export interface Migration {
  from: number;
  to: number;
  describe: string;
  migrate(json: Json): MigrationResult;
}
