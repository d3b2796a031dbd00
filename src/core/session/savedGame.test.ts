import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createSession } from './session';
import { restoreSession, savedGameOf } from './savedGame';
import { parseScenarioText } from '../io/scenario';
import { parseSaveText, serializeSave } from '../io/save';
import { playEngine, type Command } from '../rules/index';
import { seeded } from '../rules/play';

const scenario = (() => {
  const r = parseScenarioText(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'), 'dusty');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
})();
const commands = JSON.parse(readFileSync('test/fixtures/dusty-street.commands.json', 'utf8')) as Command[];

describe('saved game through the Session', () => {
  it('play, save, load, replay: the same World (replay determinism)', () => {
    const s = createSession(seeded(scenario, 1), playEngine);
    for (const c of commands) if (!s.dispatch(c).ok) break;
    expect(s.log.length).toBeGreaterThan(3);
    const text = serializeSave(savedGameOf(s));
    const loaded = parseSaveText(text, 'game.grit-save.json');
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const restored = restoreSession(loaded.save, playEngine, { fileLabel: 'game.grit-save.json' });
    if (!restored.ok) throw new Error(restored.errors.join('\n'));
    expect(restored.warnings).toEqual([]);
    expect(JSON.parse(JSON.stringify(restored.session.world))).toEqual(JSON.parse(JSON.stringify(s.world)));
  });

  it('a log that cannot be replayed names the command index', () => {
    const s = createSession(seeded(scenario, 7), playEngine);
    s.dispatch({ type: 'startEncounter' });
    const save = savedGameOf(s, { snapshot: false });
    save.commands.push({ type: 'moveFigure', figureId: 'nobody', to: '1,1' });
    const r = restoreSession(save, playEngine, { fileLabel: 'g.json' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatch(/^g\.json: \$\.commands\[1\]: cannot be replayed: /);
  });
});
