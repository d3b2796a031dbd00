import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseScenarioText } from './scenario';
import { parseGritFileText, parseSaveText, serializeSave, type SavedGame } from './save';

const dusty = (() => {
  const r = parseScenarioText(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'), 'dusty');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
})();

describe('saved game', () => {
  const save: SavedGame = {
    format: 'grit-save',
    version: 1,
    scenario: dusty,
    seed: 42,
    commands: [{ type: 'moveFigure', figureId: 'x', to: { c: 3, r: 4 } }, { type: 'passTurn' }],
    snapshot: { ...dusty, turn: { ...dusty.turn, round: 3 } },
  };

  it('save -> load round trip is identical (object and text)', () => {
    const text = serializeSave(save);
    const r = parseSaveText(text, 'g.grit-save.json');
    if (!r.ok) throw new Error(r.errors.join('\n'));
    expect(r.save).toEqual(save);
    expect(serializeSave(r.save)).toBe(text);
  });

  it('parseGritFileText tells saves from scenarios', () => {
    const r = parseGritFileText(serializeSave(save), 'g');
    expect(r.ok && r.kind).toBe('save');
  });

  it('errors inside the embedded scenario carry the $.scenario prefix', () => {
    const bad = JSON.parse(serializeSave(save));
    bad.scenario.map.widthCells = 'wide';
    const r = parseSaveText(JSON.stringify(bad), 'g.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatch(/^g\.json: \$\.scenario\.map\.widthCells: /);
  });

  it('refuses commands without a type and newer save versions', () => {
    const bad = JSON.parse(serializeSave(save));
    bad.commands[1] = { nope: 1 };
    const r = parseSaveText(JSON.stringify(bad), 'g.json');
    expect(!r.ok && r.errors[0]).toBe('g.json: $.commands[1].type: each command is an object with a string "type"');
    bad.version = 2;
    const r2 = parseSaveText(JSON.stringify(bad), 'g.json');
    expect(!r2.ok && r2.errors[0]).toMatch(/newer GRIT Table; this one reads up to version 1/);
  });
});
