// The import rules of DESIGN "Rooms of the code", as eslint-plugin-boundaries
// policies (run by `npm run lint`; test/unit/boundaries.test.ts plants
// violations and expects each one caught). Policies are read in order and the
// last one that matches a dependency decides, so each rule is "disallow the
// wide set, then allow the exceptions".
import boundaries from 'eslint-plugin-boundaries';

/** Inside core: which rooms each room may import (DESIGN: geometry <- model <- spatial <- rules <- session, dice <- rules). */
export const CORE_ROOM_IMPORTS = {
  geometry: [],
  model: ['geometry'],
  dice: [],
  spatial: ['geometry', 'model'],
  rules: ['geometry', 'model', 'spatial', 'dice'],
  // io and session are the top-level consumers of core.
  io: ['geometry', 'model', 'spatial', 'dice', 'rules'],
  session: ['geometry', 'model', 'spatial', 'dice', 'rules', 'io'],
};

const TOPS = ['cli', 'main', 'preload', 'shared', 'renderer'];
const PIXI = ['pixi.js', 'pixi-viewport', '@pixi/*'];
const el = (type, room) => ({ element: room === undefined ? { type } : { type, captured: { room } } });
const test = { file: { categories: 'test' } };
const ANY = { element: { type: '*' } };
const withFrom = (from, policy) => ({ from, ...policy });
const disallow = (from, to, message, dependency) => withFrom(from, { disallow: dependency ? { to, dependency } : { to }, message });
const allow = (from, to, dependency) => withFrom(from, { allow: dependency ? { to, dependency } : { to } });
/** Elements a top folder of src/ may not import (DESIGN "Rooms"). */
const forbiddenTops = {
  cli: ['main', 'preload', 'renderer'],
  main: ['cli', 'preload', 'renderer'],
  preload: ['cli', 'main', 'renderer'],
  shared: ['cli', 'main', 'preload', 'renderer'],
  renderer: ['cli', 'main', 'preload'],
};

const policies = [
  // core-imports-only-core; only core may read catalogue data (assets/**/*.json).
  disallow(el('core'), { element: { type: TOPS } }, 'src/core may import only src/core (core-imports-only-core)'),
  disallow(ANY, el('assets'), 'only src/core may import assets/, and only JSON data (stay-inside-src)'),
  allow(el('core'), { element: { type: 'assets', fileInternalPath: '**/*.json' } }),
  // core-room-order, room by room; dice may name model's RngState type (its state lives in the World).
  ...Object.entries(CORE_ROOM_IMPORTS).flatMap(([room, allowed]) => [
    disallow(el('core', room), el('core'), `core/${room} may import only core/{${allowed.join(', ')}} (core-room-order)`),
    allow(el('core', room), el('core', [room, ...allowed])),
  ]),
  allow(el('core', 'dice'), el('core', 'model'), { kind: 'type' }),
  // Tests are consumers of their room: they may pull in higher rooms without a runtime dependency.
  allow({ ...el('core'), ...test }, el('core')),
  // core-is-pure / renderer-no-node: no Node (nor UI in core) outside tests.
  disallow(el('core'), { module: [{ origin: 'core' }, { source: 'preact' }] }, 'src/core may not import Node, DOM or UI modules (core-is-pure)'),
  disallow({ element: { type: ['renderer', 'shared'] } }, { module: { origin: 'core' } }, 'src/renderer and src/shared run in the browser and may not import Node modules (renderer-no-node)'),
  allow({ element: { type: ['core', 'renderer', 'shared'] }, ...test }, { module: [{ origin: 'core' }, { source: 'preact' }] }),
  // electron-only-in-main-preload, pixi-only-in-canvas.
  disallow(ANY, { module: { source: 'electron' } }, 'only src/main and src/preload may import electron (electron-only-in-main-preload)'),
  allow({ element: { type: ['main', 'preload'] } }, { module: { source: 'electron' } }),
  disallow(ANY, { module: { source: PIXI } }, 'only src/renderer/canvas may import pixi.js / pixi-viewport (pixi-only-in-canvas)'),
  allow(el('renderer', 'canvas'), { module: { source: PIXI } }),
  // Top folders: cli/main import core and shared; preload shared (and core); shared only core; renderer core and shared.
  ...Object.entries(forbiddenTops).map(([top, banned]) => disallow(el(top), { element: { type: banned } }, `src/${top} may not import src/{${banned.join(', ')}} (${top}-imports)`)),
  // canvas-ui-apart.
  disallow(el('renderer', 'canvas'), el('renderer', 'ui'), 'renderer/canvas and renderer/ui never import each other (canvas-ui-apart)'),
  disallow(el('renderer', 'ui'), el('renderer', 'canvas'), 'renderer/canvas and renderer/ui never import each other (canvas-ui-apart)'),
];

export const boundariesConfig = [
  {
    files: ['src/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'core', pattern: 'src/core/*', capture: ['room'], partialMatch: false },
        { type: 'core', pattern: 'src/core', partialMatch: false },
        { type: 'renderer', pattern: 'src/renderer/*', capture: ['room'], partialMatch: false },
        // Files directly in src/renderer (app.ts, main.ts) belong to the renderer with no room.
        { type: 'renderer', pattern: 'src/renderer', partialMatch: false },
        ...TOPS.filter((t) => t !== 'renderer').map((type) => ({ type, pattern: `src/${type}`, partialMatch: false })),
        { type: 'assets', pattern: 'assets', partialMatch: false },
      ],
      // Test files, and the fixtures under testing/ folders that only tests import.
      'boundaries/files': [{ category: 'test', pattern: ['**/*.{test,spec}.{ts,tsx,mts,cts,js,mjs}', '**/testing/**'] }],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, checkInternals: true, policies }],
      // stay-inside-src: a relative import that lands on no known room (e.g. ../../scripts) fails.
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  {
    // no-preact-compat: importing it installs React-emulation hooks for the whole app, run on every element and event
    // (issue 16 hover), and turns text fields' onChange into onInput; memoise with a shouldComponentUpdate instead.
    // A subpath of an allowed package, so a plain import rule rather than a boundaries policy.
    files: ['src/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'preact/compat', message: 'it changes every element and event handler in the app (no-preact-compat)' }] }],
    },
  },
  {
    // preload-api-only-in-platform: not an import, so a syntax rule rather than a boundaries policy.
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/platform/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "Identifier[name='gritApi']", message: 'only src/renderer/platform may use the preload API (preload-api-only-in-platform)' }],
    },
  },
];
