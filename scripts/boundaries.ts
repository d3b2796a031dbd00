// The import rules of DESIGN "Rooms of the code", checked over src/ so the
// rooms stay honest (run by test/unit/boundaries.test.ts inside `npm test`).
// Imports are found with TypeScript's own pre-processor, so comments and
// strings that merely look like imports are not counted, while `import type`,
// `export … from`, dynamic `import()` and `require()` are.
import ts from 'typescript';
import { builtinModules } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

export interface SourceFile {
  /** Repository-relative POSIX path, e.g. "src/core/model/schema.ts". */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
  message: string;
}

/** Inside core: which rooms each room may import (DESIGN: geometry <- model <- spatial <- rules <- session, dice <- rules). */
export const CORE_ROOM_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  geometry: [],
  model: ['geometry'],
  dice: [],
  spatial: ['geometry', 'model'],
  rules: ['geometry', 'model', 'spatial', 'dice'],
  // io and session are the top-level consumers of core.
  io: ['geometry', 'model', 'spatial', 'dice', 'rules'],
  session: ['geometry', 'model', 'spatial', 'dice', 'rules', 'io', ''],
};

/**
 * Type-only imports allowed on top of CORE_ROOM_IMPORTS: dice keeps its state
 * in the World, so it may name model's RngState type, but never depend on
 * model at runtime.
 */
export const CORE_ROOM_TYPE_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  dice: ['model'],
};

/** Core may import catalogue data shipped as JSON in assets/ (DESIGN "Rooms"): pure data, no code. */
const CORE_DATA_IMPORT = /^assets\/.+\.json$/;

const NODE_BUILTINS = new Set(builtinModules.map((m) => m.replace(/^node:/, '')));
const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

type BareKind = 'node' | 'electron' | 'pixi' | 'preact' | 'other';

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export function classifyBare(specifier: string): BareKind {
  if (specifier.startsWith('node:')) return 'node';
  const name = packageName(specifier);
  if (NODE_BUILTINS.has(name)) return 'node';
  if (name === 'electron') return 'electron';
  if (name === 'pixi.js' || name === 'pixi-viewport' || name.startsWith('@pixi/')) return 'pixi';
  if (name === 'preact') return 'preact';
  return 'other';
}

/** Rooms named by DESIGN; an import of one of these folders (its index) belongs to that room. */
const KNOWN_ROOMS = new Set([...Object.keys(CORE_ROOM_IMPORTS), 'canvas', 'tools', 'ui', 'platform']);

/**
 * "src/core/model/x.ts" -> { top: "core", room: "model" }; files directly in
 * a top folder have room "". `dirs` holds known folders, so an import of a
 * folder ("../canvas") is placed in that folder's room.
 */
export function roomOf(path: string, dirs: ReadonlySet<string> = new Set()): { top: string; room: string } | null {
  const parts = path.split('/');
  if (parts[0] !== 'src' || parts.length < 2) return null;
  if (parts.length === 2) return dirs.has(path) ? { top: parts[1], room: '' } : null;
  if (parts.length === 3) return { top: parts[1], room: dirs.has(path) || KNOWN_ROOMS.has(parts[2]) ? parts[2] : '' };
  return { top: parts[1], room: parts[2] };
}

export function isTestFile(path: string): boolean {
  return /\.(test|spec)\.[cm]?[jt]sx?$/.test(path);
}

export interface ImportRef {
  specifier: string;
  line: number;
  /** `import type …` / `export type … from`: erased at runtime. */
  typeOnly: boolean;
}

export function extractImports(text: string): ImportRef[] {
  const info = ts.preProcessFile(text, true, true);
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  const typeOnly = new Set<string>();
  const source = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, false);
  for (const node of source.statements) {
    const erased =
      (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly === true) || (ts.isExportDeclaration(node) && node.isTypeOnly);
    if (erased && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      typeOnly.add(`${lineOf(node.moduleSpecifier.getStart(source))}:${node.moduleSpecifier.text}`);
    }
  }
  return info.importedFiles.map((ref) => {
    const line = lineOf(ref.pos);
    return { specifier: ref.fileName, line, typeOnly: typeOnly.has(`${line}:${ref.fileName}`) };
  });
}

function checkFile(file: SourceFile, dirs: ReadonlySet<string>): Violation[] {
  const from = roomOf(file.path);
  if (!from) return [];
  const out: Violation[] = [];
  const report = (line: number, specifier: string, rule: string, message: string) => out.push({ file: file.path, line, specifier, rule, message });
  const test = isTestFile(file.path);

  for (const { specifier, line, typeOnly } of extractImports(file.text)) {
    if (specifier.startsWith('.')) {
      const target = posix.normalize(posix.join(posix.dirname(file.path), specifier));
      if (from.top === 'core' && CORE_DATA_IMPORT.test(target)) continue;
      const to = roomOf(target, dirs);
      checkRelative(from, to, target, { test, typeOnly }, (rule, message) => report(line, specifier, rule, message));
    } else {
      const kind = classifyBare(specifier);
      checkBare(from, kind, test, (rule, message) => report(line, specifier, rule, message));
    }
  }

  // The preload API is reached only through renderer/platform.
  if (from.top === 'renderer' && from.room !== 'platform' && /\bgritApi\b/.test(file.text)) {
    const line = file.text.split('\n').findIndex((l) => /\bgritApi\b/.test(l)) + 1;
    report(line, 'window.gritApi', 'preload-api-only-in-platform', 'only src/renderer/platform may use the preload API');
  }
  return out;
}

type Report = (rule: string, message: string) => void;

function checkBare(from: { top: string; room: string }, kind: BareKind, test: boolean, report: Report): void {
  if (kind === 'electron' && from.top !== 'main' && from.top !== 'preload') {
    report('electron-only-in-main-preload', 'only src/main and src/preload may import electron');
  }
  if (kind === 'pixi' && !(from.top === 'renderer' && from.room === 'canvas')) {
    report('pixi-only-in-canvas', 'only src/renderer/canvas may import pixi.js / pixi-viewport');
  }
  if (from.top === 'core' && !test && (kind === 'node' || kind === 'preact')) {
    report('core-is-pure', 'src/core may not import Node, DOM or UI modules');
  }
  if ((from.top === 'renderer' || from.top === 'shared') && kind === 'node' && !test) {
    report('renderer-no-node', `src/${from.top} runs in the browser and may not import Node modules`);
  }
}

function checkRelative(
  from: { top: string; room: string },
  to: { top: string; room: string } | null,
  target: string,
  how: { test: boolean; typeOnly: boolean },
  report: Report,
): void {
  if (!to) {
    report('stay-inside-src', `import resolves outside src/ (${target})`);
    return;
  }
  switch (from.top) {
    case 'core': {
      if (to.top !== 'core') {
        report('core-imports-only-core', `src/core may not import src/${to.top}`);
        return;
      }
      // Tests are consumers of their room: they may pull in higher rooms
      // (e.g. io to parse a fixture) without creating a runtime dependency.
      if (how.test) return;
      const allowed = CORE_ROOM_IMPORTS[from.room];
      const typeAllowed = how.typeOnly ? (CORE_ROOM_TYPE_IMPORTS[from.room] ?? []) : [];
      if (allowed && to.room !== from.room && !allowed.includes(to.room) && !typeAllowed.includes(to.room)) {
        report('core-room-order', `core/${from.room} may not import core/${to.room || '(root)'} (allowed: ${allowed.join(', ') || 'nothing'})`);
      }
      return;
    }
    case 'cli':
    case 'main':
      if (!['core', 'shared', from.top].includes(to.top)) report(`${from.top}-imports`, `src/${from.top} may import core and shared, not src/${to.top}`);
      return;
    case 'preload':
      if (!['core', 'shared', 'preload'].includes(to.top)) report('preload-imports', `src/preload may import shared (and core), not src/${to.top}`);
      return;
    case 'shared':
      if (!['core', 'shared'].includes(to.top)) report('shared-imports', `src/shared may import only core, not src/${to.top}`);
      return;
    case 'renderer':
      if (!['core', 'shared', 'renderer'].includes(to.top)) {
        report('renderer-imports', `src/renderer may import core and shared, not src/${to.top}`);
        return;
      }
      if (to.top === 'renderer' && ((from.room === 'canvas' && to.room === 'ui') || (from.room === 'ui' && to.room === 'canvas'))) {
        report('canvas-ui-apart', `renderer/${from.room} and renderer/${to.room} never import each other`);
      }
      return;
  }
}

export function checkBoundaries(files: SourceFile[]): Violation[] {
  const dirs = new Set<string>();
  for (const f of files) {
    const parts = f.path.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  return files.flatMap((f) => checkFile(f, dirs));
}

/** Reads every source file under `<repoRoot>/src`. */
export function loadSourceFiles(repoRoot: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE_EXT.test(name)) out.push({ path: relative(repoRoot, full).split(sep).join('/'), text: readFileSync(full, 'utf8') });
    }
  };
  walk(join(repoRoot, 'src'));
  return out;
}

export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line}: ${v.rule}: '${v.specifier}': ${v.message}`;
}
