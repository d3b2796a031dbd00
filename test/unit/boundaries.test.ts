// DESIGN "Rooms of the code": the import rules hold for the real tree, and
// the checker catches planted violations (so a broken checker fails here).
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { checkBoundaries, extractImports, formatViolation, loadSourceFiles, type SourceFile } from '../../scripts/boundaries';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

const rulesOf = (files: SourceFile[]) => checkBoundaries(files).map((v) => `${v.file} ${v.rule}`);

describe('boundary checker on the real tree', () => {
  it('src/ obeys the import rules', () => {
    const files = loadSourceFiles(REPO);
    expect(files.some((f) => f.path === 'src/core/model/schema.ts')).toBe(true);
    expect(checkBoundaries(files).map(formatViolation)).toEqual([]);
  });
});

describe('boundary checker finds planted violations', () => {
  it('a pixi import in src/core fails', () => {
    expect(rulesOf([{ path: 'src/core/x.ts', text: "import { Graphics } from 'pixi.js';\n" }])).toEqual(['src/core/x.ts pixi-only-in-canvas']);
  });

  it('core may not use Node modules, except in its tests', () => {
    expect(rulesOf([{ path: 'src/core/io/load.ts', text: "import { readFileSync } from 'node:fs';\nimport path from 'path';" }])).toEqual([
      'src/core/io/load.ts core-is-pure',
      'src/core/io/load.ts core-is-pure',
    ]);
    expect(rulesOf([{ path: 'src/core/io/load.test.ts', text: "import { readFileSync } from 'node:fs';" }])).toEqual([]);
  });

  it('core room order: geometry imports no other room, model only geometry, dice nothing, rules not session', () => {
    const files: SourceFile[] = [
      { path: 'src/core/geometry/line.ts', text: "import type { World } from '../model/schema';" },
      { path: 'src/core/model/ids.ts', text: "import { cellKey } from '../geometry/cells';" },
      { path: 'src/core/dice/roll.ts', text: "export * from '../rules/x';" },
      { path: 'src/core/rules/move.ts', text: "import { q } from '../spatial/index';\nimport { d } from '../dice/prng';\nconst s = await import('../session/session');" },
      { path: 'src/core/session/session.ts', text: "import { resolve } from '../rules/resolve';\nimport { parse } from '../io/scenario';" },
    ];
    expect(rulesOf(files)).toEqual(['src/core/geometry/line.ts core-room-order', 'src/core/dice/roll.ts core-room-order', 'src/core/rules/move.ts core-room-order']);
  });

  it('core may not reach outside src/core, except JSON catalogue data in assets/', () => {
    expect(rulesOf([{ path: 'src/core/rules/a.ts', text: "import { x } from '../../renderer/app';" }])).toEqual(['src/core/rules/a.ts core-imports-only-core']);
    expect(rulesOf([{ path: 'src/core/rules/a.ts', text: "import x from '../../../assets/tool.ts';" }])).toEqual(['src/core/rules/a.ts stay-inside-src']);
    expect(rulesOf([{ path: 'src/core/rules/c/a.ts', text: "import w from '../../../../assets/catalogue/w.json';" }])).toEqual([]);
  });

  it('dice may name model types but not import model at runtime; core tests may cross rooms', () => {
    const files: SourceFile[] = [
      { path: 'src/core/dice/rng.ts', text: "import type { RngState } from '../model/schema';" },
      { path: 'src/core/dice/notation.ts', text: "import { World } from '../model/schema';" },
      { path: 'src/core/model/m.test.ts', text: "import { parseScenarioText } from '../io/scenario';" },
    ];
    expect(rulesOf(files)).toEqual(['src/core/dice/notation.ts core-room-order']);
  });

  it('canvas and ui never import each other; only canvas imports pixi; renderer imports no main', () => {
    const files: SourceFile[] = [
      { path: 'src/renderer/canvas/a.ts', text: "import { App } from '../ui/App';\nimport { Application } from 'pixi.js';" },
      { path: 'src/renderer/ui/b.tsx', text: "import { MapCanvas } from '../canvas';\nimport { Viewport } from 'pixi-viewport';" },
      { path: 'src/renderer/app.ts', text: "import { registerIpc } from '../main/ipc';\nimport { ipcRenderer } from 'electron';" },
    ];
    expect(rulesOf(files)).toEqual([
      'src/renderer/canvas/a.ts canvas-ui-apart',
      'src/renderer/ui/b.tsx canvas-ui-apart',
      'src/renderer/ui/b.tsx pixi-only-in-canvas',
      'src/renderer/app.ts renderer-imports',
      'src/renderer/app.ts electron-only-in-main-preload',
    ]);
  });

  it('cli and main import core but not the renderer; only main/preload import electron', () => {
    const files: SourceFile[] = [
      { path: 'src/cli/main.ts', text: "import { World } from '../core/model/schema';\nimport { x } from '../renderer/app';\nimport { app } from 'electron';" },
      { path: 'src/main/main.ts', text: "import { app } from 'electron';\nimport { World } from '../core/model/schema';\nimport { y } from '../renderer/ui/App';" },
      { path: 'src/preload/preload.ts', text: "import { contextBridge } from 'electron';\nimport { IPC } from '../shared/ipc';" },
    ];
    expect(rulesOf(files)).toEqual(['src/cli/main.ts cli-imports', 'src/cli/main.ts electron-only-in-main-preload', 'src/main/main.ts main-imports']);
  });

  it('only renderer/platform touches the preload API', () => {
    const files: SourceFile[] = [
      { path: 'src/renderer/ui/x.tsx', text: 'const api = window.gritApi;' },
      { path: 'src/renderer/platform/electron.ts', text: 'const api = window.gritApi;' },
    ];
    expect(rulesOf(files)).toEqual(['src/renderer/ui/x.tsx preload-api-only-in-platform']);
  });

  it('finds type-only, re-export, dynamic and require imports but not commented ones', () => {
    const text = [
      "import type { A } from 'a';",
      "export { B } from 'b';",
      "const c = import('c');",
      "const d = require('d');",
      "// import 'commented';",
      "/* import 'blocked'; */",
      "const s = \"import 'string'\";",
    ].join('\n');
    expect(extractImports(text).map((i) => `${i.line}:${i.specifier}${i.typeOnly ? ':type' : ''}`)).toEqual(['1:a:type', '2:b', '3:c', '4:d']);
  });
});
