import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { GAME_ICONS } from '../../src/renderer/canvas/art/gameIcons.generated';
import { ICON_NAMES, OUT_PATH, renderIconModule } from '../../scripts/art/game-icons.mjs';

describe('game-icons module (issue 16 map art)', () => {
  it('holds exactly the named icons, as path data, and is what scripts/art/game-icons.mjs writes now', async () => {
    expect(Object.keys(GAME_ICONS).sort()).toEqual([...ICON_NAMES].sort());
    for (const icon of Object.values(GAME_ICONS)) expect(icon.paths[0]).toMatch(/^[Mm]/);
    expect(readFileSync(OUT_PATH, 'utf8')).toBe(await renderIconModule());
  });
});
