// Issue 11 item 8: no import loops between files, nor between the renderer's
// folders (a loop makes load order matter and blocks splitting a room out).
// Type-only imports count too: a type loop still ties two files together.
import { describe, expect, it } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, posix } from 'node:path';
import { extractImports, isTestFile, loadSourceFiles, type SourceFile } from './sourceFiles';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** The file an import names: `x` -> x.ts, x.tsx or x/index.ts. */
function resolveFile(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (known.has(candidate)) return candidate;
  }
  const onDisk = join(REPO, base);
  return existsSync(onDisk) && statSync(onDisk).isDirectory() && known.has(`${base}/index.ts`) ? `${base}/index.ts` : null;
}

/** Edges between graph nodes; `nodeOf` maps a file to its node (itself, or its folder). */
function importGraph(files: SourceFile[], nodeOf: (path: string) => string): Map<string, Set<string>> {
  const known = new Set(files.map((f) => f.path));
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    if (isTestFile(file.path)) continue;
    for (const { specifier } of extractImports(file.text)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveFile(file.path, specifier, known);
      if (!target || isTestFile(target)) continue;
      const a = nodeOf(file.path),
        b = nodeOf(target);
      if (a === b) continue;
      if (!graph.has(a)) graph.set(a, new Set());
      graph.get(a)!.add(b);
    }
  }
  return graph;
}

/** Every cycle found by depth-first search, each as its node list (one per strongly tied group is enough to fail). */
export function findLoops(graph: Map<string, Set<string>>): string[][] {
  const loops: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') loops.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return loops;
}

const folderOf = (path: string) => posix.dirname(path);
/** The folders of the table view and the platform; loops elsewhere (canvas <-> its own layers, state <-> tools) belong to other work. */
const CHECKED_FOLDERS = ['src/renderer/table', 'src/renderer/canvas/table', 'src/renderer/platform'];

describe('import loops (issue 11.8)', () => {
  const files = loadSourceFiles(REPO).filter((f) => f.path.startsWith('src/renderer/'));

  it('no file of the renderer imports itself back through another (platform.ts <-> recent.ts was one)', () => {
    expect(findLoops(importGraph(files, (p) => p)).map((l) => l.join(' -> '))).toEqual([]);
  });

  it('no loop between folders through the table view or the platform (renderer/table <-> renderer/canvas/table was one)', () => {
    const loops = findLoops(importGraph(files, folderOf)).filter((l) => l.some((f) => CHECKED_FOLDERS.includes(f)));
    expect(loops.map((l) => l.join(' -> '))).toEqual([]);
  });

  it('the finder sees a planted loop, type-only imports included', () => {
    const planted: SourceFile[] = [
      { path: 'src/renderer/a/x.ts', text: "import type { Y } from '../b/y';" },
      { path: 'src/renderer/b/y.ts', text: "import { x } from '../a/x';" },
    ];
    expect(findLoops(importGraph(planted, (p) => p))).toEqual([['src/renderer/a/x.ts', 'src/renderer/b/y.ts', 'src/renderer/a/x.ts']]);
    expect(findLoops(importGraph(planted, folderOf))).toEqual([['src/renderer/a', 'src/renderer/b', 'src/renderer/a']]);
  });
});

describe('import extraction', () => {
  it('finds type-only, re-export, dynamic and require imports but not commented ones', () => {
    const text = [
      "import type { A } from 'a';",
      "export { B } from 'b';",
      "const c = import('c');",
      "const d = require('d');",
      "// import 'commented';",
      "/* import 'blocked'; */",
      'const s = "import \'string\'";',
    ].join('\n');
    expect(extractImports(text).map((i) => `${i.line}:${i.specifier}${i.typeOnly ? ':type' : ''}`)).toEqual(['1:a:type', '2:b', '3:c', '4:d']);
  });
});
