// The browser the frame benches launch: headless Chromium on SwiftShader
// (issue 16's condition). Debian's chromium-headless-shell (the old headless
// mode) is preferred when present: same engine and software GL, with less
// compositing overhead per frame than /usr/bin/chromium's new headless mode.
// --browser PATH picks another; the benches print which one ran.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

// Executables and flags shared with the end-to-end tests (playwright.config.ts).
const CHROMIUM = JSON.parse(readFileSync(new URL('../../chromium.json', import.meta.url), 'utf8'));
export const CHROMIUM_ARGS = CHROMIUM.args;
const CANDIDATES = CHROMIUM.executables;

/** The executable to launch: `--browser PATH`, else the first installed candidate, else Playwright's own. */
export function browserPath(args) {
  if (args.includes('--browser')) return args[args.indexOf('--browser') + 1];
  return CANDIDATES.find((p) => existsSync(p));
}

/** Launches it and returns { browser, label } (label: path and version, for the report). */
export async function launchBrowser(args) {
  const executablePath = browserPath(args);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  return { browser, label: `${executablePath ?? 'Playwright chromium'} ${browser.version()}` };
}
