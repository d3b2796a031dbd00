// One save path (issue 11): a save written by `grit play` opens in the app's
// loader and replays. Here, outside src/, because it joins cli and renderer,
// which may not import each other.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { fakeContext } from '../../src/cli/context';
import { openGameText } from '../../src/renderer/state/gameFile';

const SCENARIO = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');
const COMMANDS = readFileSync('test/fixtures/dusty-street.commands.json', 'utf8');

describe('grit play saves open in the app', () => {
  it('G-GAME-2 a save from a list with or without a leading startEncounter opens in the app and replays to the same game', async () => {
    const withStart = JSON.parse(COMMANDS) as Array<{ type: string }>;
    expect(withStart[0].type).toBe('startEncounter');
    const withoutStart = withStart.slice(1);
    const saves: string[] = [];
    for (const list of [withStart, withoutStart]) {
      const ctx = fakeContext({ 'dusty.grit.json': SCENARIO, 'list.json': JSON.stringify(list) });
      expect(await main(['play', 'dusty.grit.json', '--seed', '1', '--commands', 'list.json', '--out', 'game.save.grit.json'], ctx)).toBe(0);
      saves.push(ctx.files.get('game.save.grit.json')!);
    }
    const opened = saves.map((text) => {
      const r = openGameText(text, 'game.save.grit.json', null);
      if (!r.ok) throw new Error(r.errors.join('\n'));
      return r;
    });
    for (const [i, o] of opened.entries()) {
      expect(o.restored).toBe(true);
      expect(o.warnings).toEqual([]);
      // The log holds what was dispatched: the encounter start the list left out is in it.
      expect(o.session.log[0]).toEqual({ type: 'startEncounter' });
      expect(o.session.world).toEqual(JSON.parse(saves[i]).snapshot);
    }
    expect(opened[1].session.world).toEqual(opened[0].session.world);
    expect(opened[1].session.log).toEqual(opened[0].session.log);
    expect(opened[0].session.world.turn.round).toBeGreaterThanOrEqual(2);
  });
});
