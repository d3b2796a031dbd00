import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { serializeSave } from '../../core/io/save';
import { savedGameOf } from '../../core/session';
import { openGameText, saveNameFor } from './gameFile';
import { worldFromAscii } from '../../core/rules/movement/testing/ascii';
import { serializeScenario } from '../../core/io/scenario';

const TEXT = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');

describe('opening a GRIT file for play', () => {
  it("a saved game replays to the same World, keeps each command's events, and continues", () => {
    const opened = openGameText(TEXT, 'dusty-street.grit.json', 2);
    if (!opened.ok) throw new Error(opened.errors.join('\n'));
    expect(opened.restored).toBe(false);
    const s = opened.session;
    expect(s.dispatch({ type: 'startEncounter' }).ok).toBe(true);
    const active = s.world.turn.order[0];
    expect(s.dispatch({ type: 'pass', figureId: active } as never).ok).toBe(true);
    const text = serializeSave(savedGameOf(s));

    const back = openGameText(text, 'dusty-street.save.grit.json', null);
    if (!back.ok) throw new Error(back.errors.join('\n'));
    expect(back.restored).toBe(true);
    expect(back.title).toBe('Dusty Street Shootout');
    expect(back.session.world).toEqual(s.world);
    expect(back.warnings).toEqual([]);
    expect(back.session.log).toHaveLength(2);
    for (const cmd of back.session.log) expect(back.history.get(cmd)?.length).toBeGreaterThan(0);
  });

  it('G-GAME-2 a scenario opened without a seed rolls a fresh one (shown and saved); a given seed is kept', () => {
    const a = openGameText(TEXT, 'dusty-street.grit.json', null);
    const b = openGameText(TEXT, 'dusty-street.grit.json', null);
    const c = openGameText(TEXT, 'dusty-street.grit.json', 7);
    if (!a.ok || !b.ok || !c.ok) throw new Error('dusty street did not open');
    expect(a.session.world.rng).toBeDefined();
    expect(a.session.world.rng!.seed).not.toBe(b.session.world.rng!.seed);
    expect(c.session.world.rng!.seed).toBe(7);
    expect(savedGameOf(a.session).seed).toBe(a.session.world.rng!.seed);
    const fixed = openGameText(TEXT, 'dusty-street.grit.json', null, () => 123);
    expect(fixed.ok && fixed.session.world.rng!.seed).toBe(123);
  });

  it('a broken save says which file and where', () => {
    const r = openGameText('{"format":"grit-save","version":1,"seed":"x"}', 'bad.save.grit.json', null);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join('\n')).toMatch(/bad\.save\.grit\.json: .*seed/);
  });

  it('save names: a scenario gets .save.grit.json, a save keeps its name', () => {
    expect(saveNameFor('dusty-street.grit.json')).toBe('dusty-street.save.grit.json');
    expect(saveNameFor('dusty-street.save.grit.json')).toBe('dusty-street.save.grit.json');
  });
});

describe('opening a scenario whose objective cannot be met', () => {
  it('G-WIN-6 is refused with the file, the JSON path, the objective and the zone (nothing is opened)', () => {
    const w = worldFromAscii(`
      A .|.
      . .|N
    `);
    const text = serializeScenario({
      ...w,
      scenario: {
        ...w.scenario,
        zones: { vault: { id: 'vault', name: 'The vault', cells: [{ c: 2, r: 0 }], rects: [], exit: false } },
        objectives: { red: [{ id: 'crack-it', kind: 'hold', zone: 'vault', when: 'required' }] },
      },
    } as typeof w);
    const opened = openGameText(text, 'walled.grit.json', 1);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.errors).toHaveLength(1);
    expect(opened.errors[0]).toMatch(/^walled\.grit\.json: \$\.scenario\.objectives\.red\[0\]: hold objective "crack-it" needs zone "The vault"/);
  });
});
