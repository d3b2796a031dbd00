// `app`: one page per Playwright worker, shared by the tests that ask for it,
// each opening its scenario in the running app (openApp in helpers.ts) rather
// than loading a page. Under SwiftShader a page load cost about 3 CPU-seconds
// (bundle, two WebGL contexts, the first static picture) and an in-app open
// about 0.6; the suite made 82 loads (issue 17 item 14).
//
// `tablePage`: a table TV page beside it, new for the test, in the same
// browser context (the table link is a BroadcastChannel of the origin); the
// shared page's game is closed first, so the table gets no game until the
// test opens one, as when the GM page was not loaded yet.
//
// A test that needs storage of its own (autosave, recovery, Recent files, a
// setting kept across a reload) or the start screen keeps Playwright's own
// `page`. A failed test ends its worker, so the next test starts on a new page.
//
// Every context serves frozen copies from test/fixtures/ in place of two
// shipped maps whose balance changed after the specs were written: Dusty
// Street (the specs drive the play screen by the squares of the old layout:
// the Marshal at 4,7, the deputy's shot at the Kid, the strongbox route) and
// Melee in the Courtyard (module-s.spec plots each of the three a side
// against its opposite number; the shipped map has six a side).
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** The shipped map's address the fixture stands in for; a spec that plays the shipped map unroutes it. */
export const SHIPPED_DUSTY = '**/maps/dusty-street.grit.json';

/** Shipped map address → the frozen layout the specs were written against. */
const FROZEN_MAPS: ReadonlyArray<[string, string]> = [
  [SHIPPED_DUSTY, fileURLToPath(new URL('../fixtures/dusty-street.grit.json', import.meta.url))],
  ['**/maps/courtyard-melee.grit.json', fileURLToPath(new URL('../fixtures/courtyard-melee.grit.json', import.meta.url))],
];

async function serveFrozenMaps(context: BrowserContext): Promise<void> {
  for (const [shipped, frozen] of FROZEN_MAPS) await context.route(shipped, (route) => route.fulfill({ path: frozen, contentType: 'application/json' }));
}

const DEFAULT_VIEWPORT = { width: 1200, height: 800 };

export const test = base.extend<{ app: Page; tablePage: Page }, { appPage: Page }>({
  context: async ({ context }, use) => {
    await serveFrozenMaps(context);
    await use(context);
  },
  appPage: [
    async ({ browser }, use) => {
      // As the config's `use` sets up a test's own context.
      const context = await browser.newContext({ baseURL: process.env.GRIT_BASE_URL ?? 'http://localhost:4173/', viewport: DEFAULT_VIEWPORT, deviceScaleFactor: 1 });
      await serveFrozenMaps(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  app: async ({ appPage, viewport }, use) => {
    // The file's test.use({ viewport }) as for a page of its own.
    await appPage.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    await use(appPage);
  },
  tablePage: async ({ appPage, viewport }, use) => {
    if (appPage.url().startsWith('http')) {
      await appPage.evaluate(() => {
        window.grit?.closeGame();
        // Each test stores the calibration its table page starts with.
        for (const key of Object.keys(localStorage)) if (key.startsWith('grit-table-calibration:')) localStorage.removeItem(key);
      });
    }
    const table = await appPage.context().newPage();
    await table.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    await use(table);
    await table.close();
  },
});

export { expect } from '@playwright/test';
