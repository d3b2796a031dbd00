// Module P without the app window: a save made in the middle of a round —
// with Actions declared by figures acting at the same time (P-INIT) and not
// yet resolved — reopens in the app's loader as it was and plays on.
// Outside src/ because it joins cli, session and renderer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { fakeContext } from '../../src/cli/context';
import { openGameText } from '../../src/renderer/state/gameFile';
import { parseScenarioText } from '../../src/core/io/scenario';
import { headlessGame } from '../../src/core/session';
import { simulateGame } from '../../src/core/rules/sim';
import type { Command } from '../../src/core/rules/commands';

const SCENARIO = readFileSync('maps/phoenix-rise.grit.json', 'utf8');

/** A computer-played P game from `seed`, as a command list (startEncounter first). */
function scenario() {
  const parsed = parseScenarioText(SCENARIO, 'phoenix-rise.grit.json');
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.world;
}

function computerGame(seed: number): Command[] {
  const list: Command[] = [{ type: 'startEncounter' }];
  simulateGame(scenario(), seed, { open: headlessGame, onCommand: (c) => list.push(c) });
  return list;
}

describe('module P: saves mid-round', () => {
  it('P-INIT a save made while tied figures have declared and not yet resolved reopens with the declarations and resolves them on', async () => {
    // The first game (from seed 1 up) where some figures act at the same time, cut after the first declaration.
    let seed = 1;
    let list: Command[] = [];
    let cut = -1;
    for (; seed < 40 && cut < 0; seed++) {
      list = computerGame(seed);
      const s = headlessGame(scenario(), seed);
      for (let i = 0; i < list.length && cut < 0; i++) {
        s.dispatch(list[i]);
        if (s.world.turn.declared?.length) cut = i + 1;
      }
    }
    expect(cut, 'a game with a P-INIT tie in the first 40 seeds').toBeGreaterThan(0);
    seed--;
    const ctx = fakeContext({ 'r.grit.json': SCENARIO, 'list.json': JSON.stringify(list.slice(0, cut)) });
    expect(await main(['play', 'r.grit.json', '--seed', String(seed), '--commands', 'list.json', '--out', 'mid.save.grit.json'], ctx)).toBe(0);
    const r = openGameText(ctx.files.get('mid.save.grit.json')!, 'mid.save.grit.json', null);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const declared = r.session.world.turn.declared ?? [];
    expect(declared.length).toBeGreaterThan(0);
    expect(declared[0].command.type).toBe(list[cut - 1].type);
    // The rest of the game plays on from the reopened save: the declarations resolve together.
    let resolved = false;
    for (const c of list.slice(cut)) {
      const d = r.session.dispatch(c);
      expect(d.ok).toBe(true);
      if (d.ok && d.events.some((e) => e.type === 'declaredResolved')) resolved = true;
    }
    expect(resolved).toBe(true);
  });
});
