import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { worldFromAscii } from '../movement/testing/ascii';
import { createSession } from '../../session';
import { OBJECTIVE_KINDS } from '../../model/objectives';
import { addObjective, deleteZone, newObjective, removeObjective, setVictoryText, updateObjective, updateZone, zoneUsers } from './objectives';
import type { World } from '../../model/schema';

const base = (): World =>
  produce(
    worldFromAscii(`
    A . . N
  `),
    (d) => {
      d.scenario.zones['gate'] = { id: 'gate', name: 'Gate', cells: [{ c: 3, r: 0 }], rects: [], exit: false };
      d.items['box'] = { id: 'box', name: 'Strongbox', cell: { c: 1, r: 0 }, heavy: true, unlocks: [] };
    },
  );

describe('editor objectives and zones (G-WIN-1), through Session.dispatch', () => {
  it('G-WIN-1 every objective kind gets a default the schema accepts, and each add is one undo step', () => {
    const s = createSession(base());
    for (const kind of OBJECTIVE_KINDS) {
      const r = s.dispatch(addObjective(s.world, 'red', kind));
      expect(r.ok, `${kind}: ${JSON.stringify(r)}`).toBe(true);
    }
    expect(s.world.scenario.objectives['red']!.map((o) => o.kind)).toEqual([...OBJECTIVE_KINDS]);
    expect(new Set(s.world.scenario.objectives['red']!.map((o) => o.id)).size).toBe(OBJECTIVE_KINDS.length);
    // Defaults point at real records: the enemy for destroy, a friend for protect.
    expect(newObjective(s.world, 'red', 'destroy')).toMatchObject({ figure: 'N' });
    expect(newObjective(s.world, 'red', 'protect')).toMatchObject({ figure: 'A' });
    expect(newObjective(s.world, 'red', 'take')).toMatchObject({ item: 'box', zone: 'gate' });
    s.undo();
    expect(s.world.scenario.objectives['red']).toHaveLength(OBJECTIVE_KINDS.length - 1);
  });

  it('G-WIN-2/4 an objective edit keeps what it does not change; a kind change resets the kind fields but keeps when and points', () => {
    const s = createSession(base());
    s.dispatch(addObjective(s.world, 'red', 'reach'));
    expect(s.dispatch(updateObjective(s.world, 'red', 0, { when: 'any-of', points: 3, count: 1 })).ok).toBe(true);
    expect(s.world.scenario.objectives['red']![0]).toEqual({ id: 'reach1', kind: 'reach', zone: 'gate', when: 'any-of', points: 3, count: 1 });
    s.dispatch(updateObjective(s.world, 'red', 0, { kind: 'hold' }));
    expect(s.world.scenario.objectives['red']![0]).toEqual({ id: 'reach1', kind: 'hold', zone: 'gate', forRounds: 1, when: 'any-of', points: 3 });
    // A bad value is refused by the schema, naming the field.
    const bad = s.dispatch(updateObjective(s.world, 'red', 0, { forRounds: 0 } as never));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.violation.message).toMatch(/objectives\.red\.0\.forRounds/);
    s.dispatch(removeObjective(s.world, 'red', 0));
    expect(s.world.scenario.objectives['red']).toBeUndefined();
  });

  it('zones: rename, side and exit; a zone named by an objective is not deleted', () => {
    const s = createSession(base());
    expect(s.dispatch(updateZone(s.world, 'gate', { name: 'North gate', sideId: 'blue', exit: true })).ok).toBe(true);
    expect(s.world.scenario.zones['gate']).toMatchObject({ name: 'North gate', sideId: 'blue', exit: true });
    s.dispatch(updateZone(s.world, 'gate', { sideId: '' }));
    expect(s.world.scenario.zones['gate']!.sideId).toBeUndefined();
    s.dispatch(addObjective(s.world, 'red', 'reach'));
    expect(zoneUsers(s.world, 'gate')).toEqual([{ sideId: 'red', index: 0, id: 'reach1' }]);
    const refused = deleteZone(s.world, 'gate');
    expect(refused).toEqual({ ok: false, error: 'zone "North gate" is named by objective "reach1" of side red; change those first' });
    s.dispatch(removeObjective(s.world, 'red', 0));
    const del = deleteZone(s.world, 'gate');
    expect(del.ok && s.dispatch(del.command).ok).toBe(true);
    expect(s.world.scenario.zones['gate']).toBeUndefined();
  });

  it("G-WIN-1 each side's briefing text; an empty text removes it", () => {
    const s = createSession(base());
    s.dispatch(setVictoryText(s.world, 'red', 'Get to the gate.'));
    expect(s.world.scenario.victory).toEqual({ red: 'Get to the gate.' });
    s.dispatch(setVictoryText(s.world, 'red', '  '));
    expect(s.world.scenario.victory).toEqual({});
  });
});
