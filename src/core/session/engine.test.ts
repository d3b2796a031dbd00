// The rules engine plugs into the Session unchanged (issue 3 / issue 5 contract),
// and every game path (app, `grit play`, sim, benches) shares it (issue 11).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createSession } from './session';
import { createGameSession, HEADLESS, newGame, playCommands, seededWorld } from './game';
import { parseScenarioText, serializeScenario } from '../io/scenario';
import { applyEvents } from '../rules/play';
import { playEngine, resolve, type Command } from '../rules/index';

const scenario = (() => {
  const r = parseScenarioText(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'), 'dusty');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
})();
const commands = JSON.parse(readFileSync('test/fixtures/dusty-street.commands.json', 'utf8')) as Command[];

describe('Session with the rules engine', () => {
  it('G-GAME-2 dispatching the shipped list gives the World of resolve + applyEvent; with or without history', () => {
    let expected = seededWorld(scenario, 1);
    for (const c of commands) {
      const r = resolve(expected, c);
      if ('violation' in r) throw new Error(r.violation.message);
      expected = applyEvents(expected, r.events);
    }
    for (const options of [{}, HEADLESS]) {
      const s = newGame(scenario, 1, options);
      expect(s.replay(commands)).toEqual({ ok: true });
      expect(s.world).toEqual(expected);
    }
    // The played World still saves and loads (engine state fits the schema).
    const back = parseScenarioText(serializeScenario(expected), 'played');
    if (!back.ok) throw new Error(back.errors.join('\n'));
    expect(back.world).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('without history nothing is undoable, yet the log is kept and the change set names what moved', () => {
    const s = newGame(scenario, 1, HEADLESS);
    expect(playCommands(s, commands.slice(1, 3))).toEqual({ ok: true });
    expect(s.log.map((c) => c.type)).toEqual(['startEncounter', commands[1].type, commands[2].type]);
    expect(s.canUndo()).toBe(false);
    const active = s.world.turn.order[s.world.turn.activeIndex];
    const r = s.dispatch({ type: 'moveFigure', figureId: active, to: `${s.world.figures[active].cell!.c + 1},${s.world.figures[active].cell!.r}` });
    expect(r.ok).toBe(true);
    if (r.ok) expect([...r.changes.figures]).toEqual([active]);
    expect(s.canUndo()).toBe(false);
  });

  it('G-GAME-2 a World without dice state is refused, not rolled with seed 0', () => {
    const { rng: _none, ...unseeded } = seededWorld(scenario, 1);
    expect(() => createGameSession(unseeded)).toThrow(/seeded dice/);
    const r = resolve(unseeded, { type: 'startEncounter' });
    expect('violation' in r && r.violation.code).toBe('no-dice');
  });

  it('G-GAME-2 rolling commands are not undoable by default (decided from their events); the GM flag allows it', () => {
    const s = createSession(seededWorld(scenario, 1), playEngine);
    const r = s.dispatch({ type: 'startEncounter' });
    expect(r.ok && r.events.some((e) => e.type === 'diceRolled')).toBe(true);
    expect(r.ok && r.undoable).toBe(false);
    expect(s.canUndo()).toBe(false);
    const g = createSession(seededWorld(scenario, 1), playEngine, { allowUndoRolls: true });
    const before = g.world;
    g.dispatch({ type: 'startEncounter' });
    expect(g.undo()).toBe(true);
    expect(g.world).toEqual(before);
  });
});
