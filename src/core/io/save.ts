// Saved game = scenario + seed + command log (+ snapshot for fast loading):
// replaying the log on the scenario reproduces the game (DESIGN "Core ideas").
import { World } from '../model/schema';
import { formatIssue, type Issue } from '../model/issues';
import { limitLines, parseJsonText, parseScenarioText, worldCountIssues, worldFromJson } from './scenario';

export const SAVE_FORMAT = 'grit-save';
export const SAVE_VERSION = 1;

/** A command as logged: a plain serialisable object with a `type`. */
export interface LoggedCommandJson {
  type: string;
  [key: string]: unknown;
}

export interface SavedGame {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  scenario: World;
  seed: number;
  commands: LoggedCommandJson[];
  snapshot?: World;
}

export type SaveParseResult = { ok: true; save: SavedGame } | { ok: false; errors: string[] };

export function parseSaveText(text: string, fileLabel: string): SaveParseResult {
  const json = parseJsonText(text, fileLabel, (v) => {
    const save = (v ?? {}) as Record<string, unknown>;
    return [...worldCountIssues(save.scenario, ['scenario']), ...worldCountIssues(save.snapshot, ['snapshot'])];
  });
  if (!json.ok) return json;
  const fail = (issues: Issue[]): SaveParseResult => ({ ok: false, errors: limitLines(issues.map((i) => formatIssue(fileLabel, i))) });
  const v = json.value as Record<string, unknown>;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return fail([{ path: [], message: 'expected a JSON object with "format": "grit-save"' }]);
  if (v.format !== SAVE_FORMAT) return fail([{ path: ['format'], message: `unknown format ${JSON.stringify(v.format)}; expected "${SAVE_FORMAT}"` }]);
  if (typeof v.version !== 'number' || !Number.isInteger(v.version)) return fail([{ path: ['version'], message: 'expected a whole version number' }]);
  if (v.version > SAVE_VERSION) return fail([{ path: ['version'], message: `version ${v.version} was made by a newer GRIT Table; this one reads up to version ${SAVE_VERSION}` }]);
  if (v.version < 1) return fail([{ path: ['version'], message: `unknown saved-game version ${v.version}` }]);
  if (typeof v.seed !== 'number' || !Number.isInteger(v.seed)) return fail([{ path: ['seed'], message: 'expected an integer seed' }]);
  if (!Array.isArray(v.commands)) return fail([{ path: ['commands'], message: 'expected an array of commands' }]);
  const cmdIssues: Issue[] = [];
  v.commands.forEach((c, i) => {
    if (!c || typeof c !== 'object' || typeof (c as { type?: unknown }).type !== 'string') cmdIssues.push({ path: ['commands', i, 'type'], message: 'each command is an object with a string "type"' });
  });
  if (cmdIssues.length) return fail(cmdIssues);
  const scenario = worldFromJson(v.scenario, ['scenario']);
  if (!scenario.ok) return fail(scenario.issues);
  let snapshot: World | undefined;
  if (v.snapshot !== undefined) {
    const snap = worldFromJson(v.snapshot, ['snapshot']);
    if (!snap.ok) return fail(snap.issues);
    snapshot = snap.world;
  }
  const save: SavedGame = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: scenario.world,
    seed: v.seed,
    commands: v.commands as LoggedCommandJson[],
  };
  if (snapshot) save.snapshot = snapshot;
  return { ok: true, save };
}

export function serializeSave(save: SavedGame): string {
  return JSON.stringify(save, null, 2) + '\n';
}

/** Either kind of GRIT file, chosen by its `format` field. */
export type GritFile = { kind: 'scenario'; world: World } | { kind: 'save'; save: SavedGame };
export type GritFileResult = ({ ok: true } & GritFile) | { ok: false; errors: string[] };

export function parseGritFileText(text: string, fileLabel: string): GritFileResult {
  // Peek at the format cheaply so a save is validated as a save.
  const head = text.slice(0, 4096);
  if (/"format"\s*:\s*"grit-save"/.test(head)) {
    const r = parseSaveText(text, fileLabel);
    return r.ok ? { ok: true, kind: 'save', save: r.save } : r;
  }
  const r = parseScenarioText(text, fileLabel);
  return r.ok ? { ok: true, kind: 'scenario', world: r.world } : r;
}
