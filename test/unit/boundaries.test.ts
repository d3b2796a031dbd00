// DESIGN "Rooms of the code": the import rules live in eslint.boundaries.mjs
// (eslint-plugin-boundaries policies, run over the real tree by `npm run
// lint`). Here each rule is fed planted violations and must catch them, so a
// policy that silently stops matching fails this test.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from '../../eslint.boundaries.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

// Only the room rules, with the TypeScript parser (no type information needed).
const eslint = new ESLint({
  cwd: REPO,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundariesConfig],
});

interface Planted {
  path: string;
  text: string;
}

/** "path line rule" per finding; the rule is the tag each policy message ends with. */
async function findings(files: Planted[]): Promise<string[]> {
  const out: string[] = [];
  for (const f of files) {
    const [result] = await eslint.lintText(f.text, { filePath: `${REPO}${f.path}` });
    for (const m of result.messages) {
      const tag = m.ruleId === 'boundaries/no-unknown-dependencies' ? 'stay-inside-src' : (/\(([a-z-]+)\)$/.exec(m.message)?.[1] ?? `${m.ruleId}: ${m.message}`);
      out.push(`${f.path}:${m.line} ${tag}`);
    }
  }
  return out;
}

describe('import rooms (eslint-plugin-boundaries) catch planted violations', () => {
  it('a pixi import in src/core fails; so do Node and preact, except in core tests', async () => {
    expect(
      await findings([
        { path: 'src/core/x.ts', text: "import { Graphics } from 'pixi.js';\nimport { readFileSync } from 'node:fs';\nimport path from 'path';\nimport { h } from 'preact';" },
        { path: 'src/core/io/load.test.ts', text: "import { readFileSync } from 'node:fs';\nimport { h } from 'preact';" },
      ]),
    ).toEqual(['src/core/x.ts:1 pixi-only-in-canvas', 'src/core/x.ts:2 core-is-pure', 'src/core/x.ts:3 core-is-pure', 'src/core/x.ts:4 core-is-pure']);
  });

  it('no file imports preact/compat (its global hooks run on every element and event, issue 16 hover)', async () => {
    expect(
      await findings([
        { path: 'src/renderer/ui/x.tsx', text: "import { memo } from 'preact/compat';\nimport { Component } from 'preact';" },
        { path: 'src/renderer/ui/x.test.ts', text: "import { memo } from 'preact/compat';" },
      ]),
    ).toEqual(['src/renderer/ui/x.tsx:1 no-preact-compat', 'src/renderer/ui/x.test.ts:1 no-preact-compat']);
  });

  it('core room order: geometry imports no other room, model only geometry, dice nothing, rules not session', async () => {
    expect(
      await findings([
        { path: 'src/core/geometry/line.ts', text: "import type { World } from '../model/schema';" },
        { path: 'src/core/model/ids.ts', text: "import { cellCenter } from '../geometry/grid';" },
        { path: 'src/core/dice/roll.ts', text: "export * from '../rules/resolve';" },
        {
          path: 'src/core/rules/move.ts',
          text: "import { q } from '../spatial/index';\nimport { d } from '../dice/rng';\nconst s = await import('../session/session');",
        },
        { path: 'src/core/session/session2.ts', text: "import { resolve } from '../rules/resolve';\nimport { parse } from '../io/scenario';" },
      ]),
    ).toEqual(['src/core/geometry/line.ts:1 core-room-order', 'src/core/dice/roll.ts:1 core-room-order', 'src/core/rules/move.ts:3 core-room-order']);
  });

  it('core may not reach outside src/core, except JSON catalogue data in assets/', async () => {
    expect(
      await findings([
        { path: 'src/core/rules/a.ts', text: "import { x } from '../../renderer/app';" },
        { path: 'src/core/rules/b.ts', text: "import x from '../../../scripts/e2e.mjs';" },
        { path: 'src/core/rules/c/a.ts', text: "import w from '../../../../assets/catalogue/weapons-4.1.1.json';" },
        { path: 'src/renderer/d.ts', text: "import w from '../../assets/catalogue/weapons-4.1.1.json';" },
      ]),
    ).toEqual(['src/core/rules/a.ts:1 core-imports-only-core', 'src/core/rules/b.ts:1 stay-inside-src', 'src/renderer/d.ts:1 stay-inside-src']);
  });

  it('dice may name model types but not import model at runtime; core tests may cross rooms', async () => {
    expect(
      await findings([
        { path: 'src/core/dice/rng2.ts', text: "import type { RngState } from '../model/schema';" },
        { path: 'src/core/dice/notation2.ts', text: "import { World } from '../model/schema';" },
        { path: 'src/core/model/m.test.ts', text: "import { parseScenarioText } from '../io/scenario';" },
      ]),
    ).toEqual(['src/core/dice/notation2.ts:1 core-room-order']);
  });

  it('canvas and ui never import each other; only canvas imports pixi; renderer imports no main, no Node', async () => {
    expect(
      await findings([
        { path: 'src/renderer/canvas/a.ts', text: "import { App } from '../ui/App';\nimport { Application } from 'pixi.js';" },
        { path: 'src/renderer/ui/b.tsx', text: "import { MapCanvas } from '../canvas';\nimport { Viewport } from 'pixi-viewport';" },
        { path: 'src/renderer/app2.ts', text: "import { registerIpc } from '../main/ipc';\nimport { ipcRenderer } from 'electron';\nimport { readFileSync } from 'node:fs';" },
        { path: 'src/shared/x.ts', text: "import { join } from 'node:path';" },
      ]),
    ).toEqual([
      'src/renderer/canvas/a.ts:1 canvas-ui-apart',
      'src/renderer/ui/b.tsx:1 canvas-ui-apart',
      'src/renderer/ui/b.tsx:2 pixi-only-in-canvas',
      'src/renderer/app2.ts:1 renderer-imports',
      'src/renderer/app2.ts:2 electron-only-in-main-preload',
      'src/renderer/app2.ts:3 renderer-no-node',
      'src/shared/x.ts:1 renderer-no-node',
    ]);
  });

  it('cli and main import core but not the renderer; only main/preload import electron', async () => {
    expect(
      await findings([
        { path: 'src/cli/main2.ts', text: "import { World } from '../core/model/schema';\nimport { x } from '../renderer/app';\nimport { app } from 'electron';" },
        { path: 'src/main/main2.ts', text: "import { app } from 'electron';\nimport { World } from '../core/model/schema';\nimport { y } from '../renderer/ui/App';" },
        { path: 'src/preload/preload2.ts', text: "import { contextBridge } from 'electron';\nimport { IPC } from '../shared/ipc';" },
      ]),
    ).toEqual(['src/cli/main2.ts:2 cli-imports', 'src/cli/main2.ts:3 electron-only-in-main-preload', 'src/main/main2.ts:3 main-imports']);
  });

  it('only renderer/platform touches the preload API', async () => {
    expect(
      await findings([
        { path: 'src/renderer/ui/x.tsx', text: 'const api = window.gritApi;' },
        { path: 'src/renderer/platform/electron2.ts', text: 'const api = window.gritApi;' },
      ]),
    ).toEqual(['src/renderer/ui/x.tsx:1 preload-api-only-in-platform']);
  });

  it('type-only, re-export, dynamic and require imports all count', async () => {
    const text = ["import type { A } from 'pixi.js';", "export { B } from 'pixi.js';", "const c = import('pixi.js');", "const d = require('pixi.js');", "// import 'pixi.js';"].join('\n');
    expect(await findings([{ path: 'src/core/rules/z.ts', text }])).toEqual([1, 2, 3, 4].map((line) => `src/core/rules/z.ts:${line} pixi-only-in-canvas`));
  });
});
