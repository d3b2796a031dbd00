// The rules engine plugs into the Session unchanged (issue 3 / issue 5 contract).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createSession } from './session';
import { parseScenarioText, serializeScenario } from '../io/scenario';
import { playEngine, runCommands, type Command } from '../rules/index';
import { seeded } from '../rules/play';

const scenario = (() => {
  const r = parseScenarioText(readFileSync('maps/dusty-street.grit.json', 'utf8'), 'dusty');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
})();
const commands = JSON.parse(readFileSync('maps/dusty-street.commands.json', 'utf8')) as Command[];

describe('Session with the rules engine', () => {
  it('dispatching the shipped command list gives the same World as runCommands', () => {
    const start = seeded(scenario, 1);
    const expected = runCommands(start, commands);
    const s = createSession(start, playEngine);
    const list: Command[] = start.turn.round < 1 && commands[0]?.type !== 'startEncounter' ? [{ type: 'startEncounter' }, ...commands] : commands;
    const upTo = expected.stoppedAt ? list.length - (commands.length - expected.stoppedAt.commandIndex) : list.length;
    const r = s.replay(list.slice(0, upTo));
    expect(r).toEqual({ ok: true });
    expect(s.world).toEqual(expected.world);
    // The played World still saves and loads (engine state fits the schema).
    const back = parseScenarioText(serializeScenario(s.world), 'played');
    if (!back.ok) throw new Error(back.errors.join('\n'));
    expect(back.world).toEqual(JSON.parse(JSON.stringify(s.world)));
  });

  it('rolling commands are not undoable by default; the GM flag allows it', () => {
    const s = createSession(seeded(scenario, 1), playEngine);
    const r = s.dispatch({ type: 'startEncounter' });
    expect(r.ok).toBe(true);
    if (r.ok && !r.undoable) expect(s.canUndo()).toBe(false);
    const g = createSession(seeded(scenario, 1), playEngine, { allowUndoRolls: true });
    const before = g.world;
    g.dispatch({ type: 'startEncounter' });
    expect(g.undo()).toBe(true);
    expect(g.world).toEqual(before);
  });
});
