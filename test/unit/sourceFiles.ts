// Source files of src/ and the imports each one names, for the import-loop
// check (test/unit/importLoops.test.ts). Imports are found with TypeScript's
// own pre-processor, so comments and strings that merely look like imports
// are not counted, while `import type`, `export … from`, dynamic `import()`
// and `require()` are. The room rules themselves live in eslint.boundaries.mjs.
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface SourceFile {
  /** Repository-relative POSIX path, e.g. "src/core/model/schema.ts". */
  path: string;
  text: string;
}

const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

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
    const erased = (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly === true) || (ts.isExportDeclaration(node) && node.isTypeOnly);
    if (erased && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      typeOnly.add(`${lineOf(node.moduleSpecifier.getStart(source))}:${node.moduleSpecifier.text}`);
    }
  }
  return info.importedFiles.map((ref) => {
    const line = lineOf(ref.pos);
    return { specifier: ref.fileName, line, typeOnly: typeOnly.has(`${line}:${ref.fileName}`) };
  });
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
