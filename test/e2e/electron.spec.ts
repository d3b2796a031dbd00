// Electron smoke test: only where the Electron binary exists (it cannot be
// downloaded on the build machines; DESIGN "Toolchain facts").
import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function electronBinary(): string | null {
  const dir = join('node_modules', 'electron');
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

test('electron: the GM window opens the shipped scenario through the preload bridge', async () => {
  const binary = electronBinary();
  const reason = 'Electron binary not installed (node_modules/electron/path.txt or its binary missing)';
  if (!binary) console.log(`skipped: ${reason}`);
  test.skip(!binary, reason);
  const app = await electron.launch({ executablePath: binary!, args: ['.', '--scenario=dusty-street.grit.json'] });
  try {
    const win = await app.firstWindow();
    await win.waitForFunction(() => window.grit?.world() != null, undefined, { timeout: 20_000 });
    await expect(win.getByTestId('scenario-title')).toHaveText('Dusty Street Shootout');
    // The bridge is there, Node is not.
    expect(await win.evaluate(() => typeof (window as unknown as { gritApi?: unknown }).gritApi)).toBe('object');
    expect(await win.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
  } finally {
    await app.close();
  }
});
