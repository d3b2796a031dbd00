import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseScenarioText } from '../../../io/scenario';
import { parseSaveText, serializeSave } from '../../../io/save';
import { createSession } from '../../../session/session';
import { restoreSession, savedGameOf } from '../../../session/savedGame';
import { headlessGame } from '../../../session/game';
import { playEngine, type Command } from '../../index';
import { seeded } from '../../play';
import { simulateGame } from '../../sim';

const TEXT = readFileSync('maps/phoenix-rise.grit.json', 'utf8');
const scenario = (() => {
  const r = parseScenarioText(TEXT, 'phoenix-rise');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
})();

/** The commands the computer players chose in one game of the shipped P scenario. */
function computerGame(seed: number): { commands: Command[]; winner: string | null; rounds: number } {
  const commands: Command[] = [];
  const res = simulateGame(scenario, seed, { open: headlessGame, onCommand: (c) => commands.push(c) });
  return { commands, winner: res.winner, rounds: res.rounds };
}

describe('module P games', () => {
  it('G-GAME-3 with P on the computer plays legal games to an end within the round limit, and charges (P-CHARGE)', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 4; seed++) {
      const g = computerGame(seed);
      expect(g.rounds).toBeLessThanOrEqual(8);
      for (const c of g.commands) kinds.add(c.type);
    }
    expect(kinds).toContain('charge');
    expect(kinds).toContain('attack');
  });

  it('G-GAME-2 a P game saved mid-round reopens to the same World (charge state, moves this round, surprise)', () => {
    const { commands } = computerGame(2);
    const s = createSession(seeded(scenario, 2), playEngine);
    // Stop in the middle of round 2, just after a charge when there is one.
    let stop = commands.findIndex((c) => c.type === 'charge');
    if (stop < 0) stop = Math.floor(commands.length / 2);
    for (const c of [{ type: 'startEncounter' } as Command, ...commands.slice(0, stop + 1)]) expect(s.dispatch(c).ok).toBe(true);
    expect(s.world.outcome).toBeUndefined();
    const loaded = parseSaveText(serializeSave(savedGameOf(s)), 'rise.grit-save.json');
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const restored = restoreSession(loaded.save, playEngine, { fileLabel: 'rise.grit-save.json' });
    if (!restored.ok) throw new Error(restored.errors.join('\n'));
    expect(JSON.parse(JSON.stringify(restored.session.world))).toEqual(JSON.parse(JSON.stringify(s.world)));
    expect(Object.values(s.world.figures).some((f) => (f.status.movesThisRound ?? 0) > 0 || f.status.chargedRound)).toBe(true);
  });
});
