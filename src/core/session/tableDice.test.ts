// Issue 16 fix 8: a game whose side rolls real dice saves and replays like
// any other, the typed faces riding in the logged commands.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { produce } from 'immer';
import type { World } from '../model/schema';
import { createSession, type Session } from './session';
import { restoreSession, savedGameOf } from './savedGame';
import { parseScenarioText } from '../io/scenario';
import { parseSaveText, serializeSave } from '../io/save';
import { playEngine, type Command, type Violation } from '../rules/index';
import { seeded } from '../rules/play';

const scenario = (() => {
  const r = parseScenarioText(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'), 'dusty');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
})();
const commands = JSON.parse(readFileSync('test/fixtures/dusty-street.commands.json', 'utf8')) as Command[];

/** The World as a file holds it (fields in the schema's order), so a save of it compares byte for byte. */
function canonical(world: World): World {
  const r = parseScenarioText(JSON.stringify(world), 'seeded');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
}

/** What the app does for a table side: dispatch with the faces so far, answer each "dice-needed" with the next face of `table`. */
function dispatchAtTable(s: Session<Command>, command: Command, table: () => number): boolean {
  const faces: number[] = [];
  for (;;) {
    const r = s.dispatch({ ...command, faces });
    if (r.ok) return true;
    const v = r.violation as Violation;
    if (v.code !== 'dice-needed' || !v.roll) return false;
    for (let i = 0; i < v.roll.count; i++) faces.push(Math.min(v.roll.sides, table()));
  }
}

describe('a saved game with dice rolled at the table', () => {
  it('G-GAME-2 saves with the typed faces in its commands and replays to a byte-identical save', () => {
    const sideIds = Object.keys(scenario.sides).sort();
    const s = createSession(canonical(seeded(scenario, 4)), playEngine);
    // As the play screen's Dice setting does: a logged side edit.
    expect(s.dispatch({ type: 'updateSide', sideId: sideIds[0], changes: { dice: 'table' } }).ok).toBe(true);
    let k = 0;
    const table = () => (k++ % 10) + 1;
    for (const c of commands) if (!dispatchAtTable(s, c, table)) break;
    const typed = s.log.filter((c) => ((c as { faces?: number[] }).faces ?? []).length > 0);
    expect(typed.length).toBeGreaterThan(0);
    const text = serializeSave(savedGameOf(s));
    expect(text).toMatch(/"faces": \[\s*\d/);
    const loaded = parseSaveText(text, 'table.grit-save.json');
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const restored = restoreSession(loaded.save, playEngine, { fileLabel: 'table.grit-save.json' });
    if (!restored.ok) throw new Error(restored.errors.join('\n'));
    expect(restored.warnings).toEqual([]);
    expect(serializeSave(savedGameOf(restored.session))).toBe(text);
  });

  it('G-GAME-2 a saved command whose faces were edited to impossible ones names the command and the reason', () => {
    const s = createSession(
      produce(seeded(scenario, 4), (d) => {
        for (const side of Object.values(d.sides)) side.dice = 'table';
      }),
      playEngine,
    );
    let k = 0;
    for (const c of commands.slice(0, 12)) if (!dispatchAtTable(s, c, () => (k++ % 6) + 1)) break;
    const save = savedGameOf(s, { snapshot: false });
    const i = save.commands.findIndex((c) => Array.isArray(c.faces) && c.faces.length > 0);
    expect(i).toBeGreaterThanOrEqual(0);
    save.commands[i] = { ...save.commands[i], faces: [42] };
    const r = restoreSession(save, playEngine, { fileLabel: 'g.json' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatch(new RegExp(`^g\\.json: \\$\\.commands\\[${i}\\]: cannot be replayed: faces\\[0…\\]: 42 is not a face of a d\\d+`));
  });
});
