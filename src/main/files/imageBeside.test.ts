// Large background images live beside the scenario, not inside every save (issue: autosave on real imported maps).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeScenario, parseScenarioText } from '../../core/io/scenario';
import { emptyWorld } from '../../core/model/empty';
import { inlineImageBeside, moveImageBeside } from './imageBeside';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'grit-beside-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(2_000_000, 7)]);
const dataUrl = `data:image/png;base64,${pngBytes.toString('base64')}`;
function scenarioText(src: string): string {
  const w = emptyWorld({ widthCells: 8, heightCells: 6 });
  return serializeScenario({ ...w, map: { ...w.map, background: { src, originInches: { x: 0, y: 0 }, widthInches: 8, heightInches: 6 } } });
}

describe('a large background image is saved beside the scenario', () => {
  it('Save writes castle.background.png next to castle.grit.json, the JSON refers to it, and opening puts it back whole', async () => {
    const target = join(dir, 'castle.grit.json');
    const original = scenarioText(dataUrl);
    const saved = await moveImageBeside(original, target);
    writeFileSync(target, saved);
    expect(readFileSync(join(dir, 'castle.background.png')).equals(pngBytes)).toBe(true);
    expect(statSync(target).size).toBeLessThan(20_000);
    const parsed = parseScenarioText(saved, 'castle.grit.json');
    expect(parsed.ok && parsed.world.map.background?.src).toBe('castle.background.png');
    expect(await inlineImageBeside(readFileSync(target, 'utf8'), target)).toBe(original);
  });

  it('saving again with the same image does not rewrite it; "one file" keeps it inside; a small image stays inside', async () => {
    const target = join(dir, 'castle.grit.json');
    await moveImageBeside(scenarioText(dataUrl), target);
    const stamp = statSync(join(dir, 'castle.background.png')).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    await moveImageBeside(scenarioText(dataUrl), target);
    expect(statSync(join(dir, 'castle.background.png')).mtimeMs).toBe(stamp);
    expect(await moveImageBeside(scenarioText(dataUrl), join(dir, 'one.grit.json'), { bundle: true })).toBe(scenarioText(dataUrl));
    expect(existsSync(join(dir, 'one.background.png'))).toBe(false);
    const small = scenarioText('data:image/png;base64,iVBORw0KGgo=');
    expect(await moveImageBeside(small, join(dir, 'small.grit.json'))).toBe(small);
  });

  it('opening leaves a missing or escaping image as it is, so loading reports it by JSON path', async () => {
    const missing = scenarioText('gone.png');
    expect(await inlineImageBeside(missing, join(dir, 's.grit.json'))).toBe(missing);
    writeFileSync(join(dir, '..', 'outside.png'), pngBytes);
    const escaping = scenarioText('../outside.png');
    expect(await inlineImageBeside(escaping, join(dir, 's.grit.json'))).toBe(escaping);
    rmSync(join(dir, '..', 'outside.png'));
  });
});
