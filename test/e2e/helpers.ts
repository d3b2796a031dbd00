// Helpers for web-mode end-to-end tests: open a scenario, read screen pixels.
import { expect, type CDPSession, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { World } from '../../src/core/model/schema';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';

export type Rgb = [number, number, number];
export interface ClientPoint {
  x: number;
  y: number;
}

export const SCREENSHOT_DIR = join('test', 'e2e', 'screenshots');

/** Collects console errors and page errors (CSP violations show up here). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  return errors;
}

/**
 * Opens `./?<query>` (`scenario=…&seed=…&fast=…`): in the running app when
 * the page has it loaded (the shared `app` page of fixtures.ts), else by
 * loading the address. Resolves once the scenario is started, as a load
 * followed by waiting for the World would.
 */
export async function openApp(page: Page, query: string): Promise<void> {
  if (page.url().startsWith('http')) {
    const result = await page.evaluate((q) => window.grit?.open(q) ?? { opened: false, why: 'no app in the page' }, query);
    if (result.opened) return;
  }
  await page.goto(`./?${query}`);
  await page.waitForFunction(() => window.grit?.world() != null, undefined, { timeout: 15_000 });
}

/** Opens web mode with a shipped scenario and waits until it is drawn. */
export async function openScenario(page: Page, fileName: string): Promise<void> {
  await openApp(page, `scenario=${encodeURIComponent(fileName)}`);
  await nextFrames(page);
}

/** Lets Pixi render the current state (its ticker draws on animation frames). */
export async function nextFrames(page: Page, count = 3): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left <= 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

export function cellToClient(page: Page, c: number, r: number): Promise<ClientPoint> {
  return page.evaluate(([c, r]) => window.grit!.cellToClient(c, r), [c, r] as const);
}

export function cameraScale(page: Page): Promise<number> {
  return page.evaluate(() => window.grit!.cameraScale());
}

const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Saves a screenshot of the page's viewport as a PNG at `path` and returns it.
 * Through the DevTools capture with its fast compression: Playwright's
 * page.screenshot compressed harder and added a layout query and a style
 * pass per call, about 200 CPU-ms a shot against 120 on a 1200×800 play
 * screen, and a run takes some 150 shots (issue 17 item 14).
 */
export async function saveScreenshot(page: Page, path: string): Promise<Buffer> {
  let session = cdpSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    cdpSessions.set(page, session);
  }
  const { data } = await (await session).send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
  const png = Buffer.from(data, 'base64');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, png);
  return png;
}

/**
 * Takes a viewport screenshot (saved as `name`.png) and returns the colours
 * at the given client points. The PNG is decoded here with pngjs: decoding it
 * in the page (a data URL drawn on a canvas) cost the busy renderer a base64
 * copy, a decode and a readback per call (issue 17 item 14).
 */
export async function screenshotPixels(page: Page, name: string, points: ClientPoint[]): Promise<Rgb[]> {
  const png = await saveScreenshot(page, join(SCREENSHOT_DIR, `${name}.png`));
  if (points.length === 0) return [];
  const { width, height, data } = PNG.sync.read(png);
  return points.map((p) => {
    const [x, y] = [Math.round(p.x), Math.round(p.y)];
    // Off the screenshot reads as black, as the canvas readback did.
    if (x < 0 || y < 0 || x >= width || y >= height) return [0, 0, 0];
    const i = (y * width + x) * 4;
    return [data[i], data[i + 1], data[i + 2]];
  });
}

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function colourDistance(a: Rgb, b: Rgb): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));
}

export function expectColourNear(actual: Rgb, expected: Rgb, tolerance: number, what: string): void {
  expect(colourDistance(actual, expected), `${what}: got rgb(${actual.join(',')}), expected about rgb(${expected.join(',')})`).toBeLessThanOrEqual(tolerance);
}

/** True when nothing but terrain and grid is drawn over the cell (with a margin). */
export function isBareCell(world: World, c: number, r: number): boolean {
  const margin = 0.35;
  const box = { x0: c - margin, y0: r - margin, x1: c + 1 + margin, y1: r + 1 + margin };
  const inBox = (x: number, y: number) => x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
  for (const f of Object.values(world.figures)) {
    if (f.cell && c >= f.cell.c - 1 && c <= f.cell.c + f.sizeCells && r >= f.cell.r - 1 && r <= f.cell.r + f.sizeCells) return false;
  }
  for (const o of Object.values(world.objects)) {
    const pts =
      o.shape.kind === 'circle'
        ? [
            { x: o.shape.center.x - o.shape.radiusInches, y: o.shape.center.y - o.shape.radiusInches },
            { x: o.shape.center.x + o.shape.radiusInches, y: o.shape.center.y + o.shape.radiusInches },
          ]
        : o.shape.points;
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    if (Math.max(...xs) >= box.x0 && Math.min(...xs) <= box.x1 && Math.max(...ys) >= box.y0 && Math.min(...ys) <= box.y1) return false;
  }
  for (const w of Object.values(world.walls)) {
    // Walls lie on grid lines; sample along each to see whether it touches the box.
    for (let t = 0; t <= 1; t += 0.05) if (inBox(w.a.x + (w.b.x - w.a.x) * t, w.a.y + (w.b.y - w.a.y) * t)) return false;
  }
  for (const a of Object.values(world.areas)) {
    if (Math.hypot(a.center.x - (c + 0.5), a.center.y - (r + 0.5)) < a.radiusInches + 1.5) return false;
  }
  return true;
}

/** For each terrain type, the first pair of bare horizontal neighbours (c, r) and (c+1, r) of that type. */
export function terrainPairs(world: World): { c: number; r: number; typeId: string }[] {
  const found = new Map<string, { c: number; r: number; typeId: string }>();
  world.terrain.rows.forEach((row, r) => {
    for (let c = 0; c + 1 < Math.min(row.length, world.map.widthCells); c++) {
      const typeId = world.terrain.legend[row[c]];
      if (!typeId || found.has(typeId) || row[c + 1] !== row[c]) continue;
      if (isBareCell(world, c, r) && isBareCell(world, c + 1, r)) found.set(typeId, { c, r, typeId });
    }
  });
  return [...found.values()];
}

/**
 * Reads a JSON value from the page as one string. Returned as an object, a
 * World went through Playwright's value serialiser node by node: about 40 ms
 * of the page's main thread and 12 ms of the test worker per call, against 7
 * and 1 ms as text; the tests read the World several hundred times a run
 * (issue 17 item 14). `read` runs in the page and must return plain JSON data.
 */
export async function readJson<T>(page: Page, read: () => unknown): Promise<T> {
  const text = await page.evaluate(`JSON.stringify((${read.toString()})() ?? null)`);
  return JSON.parse(text as string) as T;
}

/** The game's World (window.grit.world()), or null before a game is open. */
export function gritWorld(page: Page): Promise<World> {
  return readJson<World>(page, () => window.grit!.world());
}

/** The editor's World (window.grit.editor.world()), or null outside the editor. */
export function editorWorld(page: Page): Promise<World> {
  return readJson<World>(page, () => window.grit!.editor.world());
}

/** The play view (window.grit.view(): a serialisable copy), or null before a game is open. */
export function playView(page: Page): Promise<import('../../src/renderer/state/contract').PlayViewState | null> {
  return readJson(page, () => (window.grit as unknown as { view(): unknown }).view());
}

/** Client point of a cell, checked to be on the map canvas (not under a panel). */
export async function mapPoint(page: Page, c: number, r: number): Promise<ClientPoint> {
  const p = await cellToClient(page, c, r);
  const onCanvas = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', [p.x, p.y] as const);
  expect(onCanvas, `cell ${c},${r} at client ${Math.round(p.x)},${Math.round(p.y)} is covered by a panel`).toBe(true);
  return p;
}

/** Moves the pointer over a cell (tools preview on hover). */
export async function hoverCell(page: Page, c: number, r: number): Promise<void> {
  const p = await mapPoint(page, c, r);
  await page.mouse.move(p.x, p.y);
}

/** Clicks a cell with the left button like a user (move there, then click). */
export async function clickCell(page: Page, c: number, r: number): Promise<void> {
  const p = await mapPoint(page, c, r);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
}
