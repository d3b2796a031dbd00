// Scenario text -> World, refusing bad input with messages that name the
// file and the JSON path (DESIGN "Files"): size cap before JSON.parse, format
// and version (migrations), zod shape, then references between records.
import { MAX_MAP_CELLS, SCENARIO_FORMAT, World } from '../model/schema';
import { checkReferences } from '../model/refs';
import { checkModuleFields, checkModules } from '../model/modules';
import { formatIssue, type Issue, type JsonPath } from '../model/issues';
import { migrateToCurrent, type Json } from '../model/migrations/index';
import type { z } from 'zod';
import { findDuplicateKeys } from './duplicateKeys';
import { OBJECTIVE_KINDS } from '../model/objectives';

export type ParseResult = { ok: true; world: World } | { ok: false; errors: string[] };

import { MAX_FILE_BYTES, MAX_OBJECTS, MAX_WALLS } from './limits';

export { MAX_FILE_BYTES, MAX_OBJECTS, MAX_WALLS };
const MAX_LINES = 50;

export function fileTooBigMessage(fileLabel: string, bytes: number): string {
  return `${fileLabel}: $: file is ${(bytes / 1048576).toFixed(1)} MB; GRIT Table reads files up to ${MAX_FILE_BYTES / 1048576} MB`;
}

/** Walls and objects of a scenario-shaped JSON value, counted without checking them. */
export function worldCountIssues(value: unknown, prefix: JsonPath = []): Issue[] {
  if (!value || typeof value !== 'object') return [];
  const v = value as Record<string, unknown>;
  const issues: Issue[] = [];
  for (const [key, cap] of [
    ['walls', MAX_WALLS],
    ['objects', MAX_OBJECTS],
  ] as const) {
    const records = v[key];
    const count = records && typeof records === 'object' ? Object.keys(records).length : 0;
    if (count > cap) issues.push({ path: [...prefix, key], message: `${count} ${key} is more than GRIT Table reads (at most ${cap})` });
  }
  return issues;
}

export function parseScenarioText(text: string, fileLabel: string): ParseResult {
  const json = parseJsonText(text, fileLabel, (v) => worldCountIssues(v));
  if (!json.ok) return json;
  const res = worldFromJson(json.value, []);
  return res.ok ? res : { ok: false, errors: limitLines(res.issues.map((i) => formatIssue(fileLabel, i))) };
}

export type JsonTextResult = { ok: true; value: unknown } | { ok: false; errors: string[] };

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * JSON.parse with the size cap and a message giving line and column of a
 * syntax error. `countIssues` runs right after JSON.parse, before the
 * duplicate-key scan and any schema check, so counts over a cap are refused fast.
 */
export function parseJsonText(text: string, fileLabel: string, countIssues?: (value: unknown) => Issue[]): JsonTextResult {
  // Upper bound of UTF-8 bytes is 3 per UTF-16 unit; length is exact for ASCII files.
  if (text.length > MAX_FILE_BYTES) return { ok: false, errors: [fileTooBigMessage(fileLabel, text.length)] };
  // Windows Notepad starts UTF-8 files with a byte-order mark; JSON.parse refuses it.
  if (text.startsWith(BYTE_ORDER_MARK)) text = text.slice(1);
  try {
    const value: unknown = JSON.parse(text);
    const tooMany = countIssues?.(value) ?? [];
    if (tooMany.length) return { ok: false, errors: tooMany.map((i) => formatIssue(fileLabel, i)) };
    const dups = findDuplicateKeys(text);
    if (dups.length) return { ok: false, errors: dups.map((d) => formatIssue(fileLabel, d)) };
    return { ok: true, value };
  } catch (err) {
    // V8 quotes the text around the fault; for a binary file that echoes its bytes (issue 16 fix 7): keep the reason only.
    const msg = printable((err as Error).message.replace(/,\s*"[\s\S]*"(\.\.\.)? is not valid JSON$/, ''));
    const pos = /position (\d+)/.exec(msg);
    let where = '';
    if (pos) {
      const before = text.slice(0, Number(pos[1]));
      const line = before.split('\n').length;
      where = ` at line ${line}, column ${Number(pos[1]) - before.lastIndexOf('\n')}`;
      if (Number(pos[1]) >= text.trimEnd().length) where += ' (the file ends early: truncated?)';
    } else if (/end of JSON input|Unterminated/i.test(msg)) where = ' (the file ends early: truncated?)';
    const binary = [...text.slice(0, 1024)].some((ch) => isControl(ch) && ch !== '\t' && ch !== '\n' && ch !== '\r' && ch !== '\f' && ch !== '\v')
      ? ' (this looks like a binary file, not a GRIT JSON file)'
      : '';
    return { ok: false, errors: [`${fileLabel}: $: not valid JSON${where}${binary}: ${msg}`] };
  }
}

/** Control characters as \uXXXX, so an error line never carries raw bytes. */
function printable(s: string): string {
  return [...s].map((ch) => (isControl(ch) || ch === '\ufffd' ? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}` : ch)).join('');
}

function isControl(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

export type WorldResult = { ok: true; world: World; migratedFrom: number | null } | { ok: false; issues: Issue[] };

/** Parsed JSON -> World; `prefix` is where the world sits in the file (e.g. ['scenario'] in a saved game). */
export function worldFromJson(value: unknown, prefix: JsonPath): WorldResult {
  const at = (issues: Issue[]): Issue[] => issues.map((i) => ({ path: [...prefix, ...i.path], message: i.message }));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, issues: at([{ path: [], message: 'expected a JSON object with "format": "grit-scenario"' }]) };
  const json = value as Json;
  if (json.format !== SCENARIO_FORMAT) {
    const hint = json.format === 'grit-save' ? ' (this is a saved game, not a scenario)' : '';
    return {
      ok: false,
      issues: at([{ path: ['format'], message: `unknown format ${JSON.stringify(json.format)}; expected "${SCENARIO_FORMAT}"${hint}` }]),
    };
  }
  const migrated = migrateToCurrent(json);
  if (!migrated.ok) return { ok: false, issues: at(migrated.issues) };
  const parsed = World.safeParse(migrated.json);
  if (!parsed.success) return { ok: false, issues: at(zodIssues(parsed.error, migrated.json)) };
  const refIssues = checkReferences(parsed.data);
  if (refIssues.length) return { ok: false, issues: at(refIssues) };
  // Modules are checked at load (RULES §9.0), so a scenario never plays without a module it asks for.
  const modules = parsed.data.scenario.rules.modules;
  const moduleIssues = modules === undefined ? [] : checkModules(modules).map((p) => ({ path: ['scenario', 'rules', 'modules', ...(p.index === null ? [] : [p.index])], message: p.message }));
  if (moduleIssues.length) return { ok: false, issues: at(moduleIssues) };
  const moduleFieldIssues = checkModuleFields(parsed.data);
  if (moduleFieldIssues.length) return { ok: false, issues: at(moduleFieldIssues) };
  return { ok: true, world: parsed.data, migratedFrom: migrated.migratedFrom };
}

export function zodIssues(error: z.ZodError, input: unknown): Issue[] {
  return error.issues.map((i) => {
    const path = i.path.map((p) => (typeof p === 'number' ? p : String(p)));
    const last = path[path.length - 1];
    if (i.code === 'too_big' && (last === 'widthCells' || last === 'heightCells'))
      return { path, message: `${valueAt(input, path)} cells is too large: maps are capped at ${MAX_MAP_CELLS}x${MAX_MAP_CELLS} cells` };
    const value = valueAt(input, path);
    if (i.code === 'invalid_union' && last === 'kind' && path.includes('objectives')) return { path, message: `unknown objective kind ${JSON.stringify(value)}; known: ${OBJECTIVE_KINDS.join(', ')}` };
    if (i.code === 'invalid_type' && last === 'zone' && value === undefined && path.includes('objectives')) {
      const kind = valueAt(input, path.slice(0, -1)) as { kind?: unknown } | undefined;
      return { path, message: `a ${String(kind?.kind ?? '')} objective needs a zone: the id of one of scenario.zones` };
    }
    if (i.code === 'too_small' && typeof value === 'number' && value < 0) return { path, message: `${value} is negative: ${i.message}` };
    if (i.code === 'invalid_type') {
      const expected = (i as { expected?: string }).expected;
      if (value === undefined) return { path, message: `missing: expected ${expected === 'record' ? 'an object keyed by id' : expected}` };
      if (expected === 'int') return { path, message: `expected a whole number, got ${show(value)}` };
      if (expected === 'record') return { path, message: `expected an object keyed by id, got ${show(value)}` };
      // JSON.parse reads 1e999 as Infinity; zod calls it "received number".
      if (expected === 'number' && typeof value === 'number') return { path, message: `${show(value)} is not a finite number` };
      return { path, message: `expected ${expected}, got ${show(value)}` };
    }
    if (last === 'colour' && typeof value === 'string') return { path, message: `expected a colour like "#a0b1c2", got ${show(value)}` };
    return { path, message: i.message };
  });
}

function show(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 40 ? text.slice(0, 40) + '…' : text}`;
}

function valueAt(root: unknown, path: JsonPath): unknown {
  let v = root;
  for (const p of path) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[p];
  }
  return v;
}

export function limitLines(lines: string[]): string[] {
  return lines.length <= MAX_LINES ? lines : [...lines.slice(0, MAX_LINES), `... and ${lines.length - MAX_LINES} more problems`];
}

/** World -> scenario file text (stable key order as held; 2-space indent). */
export function serializeScenario(world: World): string {
  return JSON.stringify(world, null, 2) + '\n';
}
