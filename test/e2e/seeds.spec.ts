// Per-game dice seeds and the one save path (issue 11), as a user sees them:
// a new game rolls its own seed (shown by the title, stored in the save),
// ?seed=N fixes it, and a save written by `grit play` opens through
// Open file… and replays. Dusty Street has two initiative ties (BOD + MND
// 11 and 10), so its tie-break rolls show the seed at work (G-INIT-1).
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { World } from '../../src/core/model/schema';
import { collectPageErrors, gritWorld, openApp, playView } from './helpers';

test.use({ viewport: { width: 1366, height: 768 } });

/** Opens the scenario as a new game (in the running app, as Open file… would: fixtures.ts). */
async function newGame(page: Page, query: string): Promise<{ seed: string; tieBreaks: World['turn']['tieBreaks'] }> {
  await openApp(page, `scenario=dusty-street.grit.json&fast=1${query}`);
  await page.waitForFunction(() => (window.grit as unknown as { view(): { world: World } | null })?.view?.()?.world.turn.round === 1, undefined, { polling: 250, timeout: 30_000 });
  const w = await gritWorld(page);
  await expect(page.getByTestId('game-seed')).toHaveText(`seed ${w.rng!.seed}`);
  return { seed: `seed ${w.rng!.seed}`, tieBreaks: w.turn.tieBreaks };
}

test('G-GAME-2 new games without a seed roll different initiative tie-breaks; ?seed=7 repeats them; the seed is shown and saved', async ({ app: page }, info) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const a = await newGame(page, '');
  expect(Object.keys(a.tieBreaks).length, 'Dusty Street has initiative ties').toBeGreaterThanOrEqual(2);
  const b = await newGame(page, '');
  expect(b.seed).not.toBe(a.seed);
  expect(b.tieBreaks).not.toEqual(a.tieBreaks);

  // The save of a game opened without a seed keeps the seed it rolled with.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save game', exact: true }).click()]);
  const savePath = info.outputPath('random.save.grit.json');
  await download.saveAs(savePath);
  expect(`seed ${(JSON.parse(readFileSync(savePath, 'utf8')) as { seed: number }).seed}`).toBe(b.seed);

  const c = await newGame(page, '&seed=7');
  const d = await newGame(page, '&seed=7');
  expect(c.seed).toBe('seed 7');
  expect(d.seed).toBe(c.seed);
  expect(d.tieBreaks).toEqual(c.tieBreaks);
  expect(errors).toEqual([]);
});

test('G-GAME-2 a save from `grit play` of a list without startEncounter opens through Open file… and replays', async ({ app: page }, info) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const list = JSON.parse(readFileSync('test/fixtures/dusty-street.commands.json', 'utf8')) as Array<{ type: string }>;
  expect(list[0].type).toBe('startEncounter');
  const listPath = info.outputPath('no-start.commands.json');
  writeFileSync(listPath, JSON.stringify(list.slice(1, 6)));
  const savePath = info.outputPath('no-start.save.grit.json');
  execFileSync(process.execPath, ['bin/grit.mjs', 'play', 'test/fixtures/dusty-street.grit.json', '--seed', '1', '--commands', listPath, '--out', savePath], { stdio: 'pipe' });
  const save = JSON.parse(readFileSync(savePath, 'utf8')) as { seed: number; commands: Array<{ type: string }>; snapshot: World };
  expect(save.commands[0].type).toBe('startEncounter');

  // From a game of another scenario, so the title shows the save has opened.
  await openApp(page, 'scenario=building-breach.grit.json&fast=1');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('.top-bar .open-file').click()]);
  await chooser.setFiles(savePath);
  await expect(page.getByTestId('scenario-title')).toHaveText('Dusty Street Shootout');
  await expect.poll(async () => (await gritWorld(page)).turn).toEqual(save.snapshot.turn);
  expect(await gritWorld(page)).toEqual(save.snapshot);
  await expect(page.getByTestId('game-seed')).toHaveText('seed 1');
  await expect(page.getByTestId('error-panel')).toHaveCount(0);
  // The replayed game's log tells the moves of the list, and play goes on from there.
  const view = (await playView(page))!;
  expect(view.log.length).toBeGreaterThanOrEqual(5);
  const active = view.activeFigureId;
  await page.mouse.move(600, 400);
  await page.keyboard.press('n');
  await expect.poll(async () => (await playView(page))!.activeFigureId).not.toBe(active);
  expect(errors).toEqual([]);
});
