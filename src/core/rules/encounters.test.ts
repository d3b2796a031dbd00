import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { World } from '../model/schema';
import { ScenarioInfo } from '../model/schema';
import { act, arena, ofType, rolls, seedFor, started, withSeed } from './testing/world';
import { activeFigureId } from './state';
import { describeEvent } from './describe';

// A 2-cell mud patch ("m") at row 3: entering it is entering a new area at least 2" wide.
const MAP = `
  A . . . . . . . N
  . . . . . . . . .
  B . . . . . . . O
  . . . . m m . . .
`;
const table = {
  dice: '1d10',
  entries: [
    { min: 1, max: 5, text: 'a stagecoach rattles into town' },
    { min: 6, max: 10, text: 'a dust storm rolls in' },
  ],
};
const withTable = (w: World) =>
  produce(w, (d) => {
    d.scenario.encounters = table;
  });

describe('G-GAME-4 random encounter table', () => {
  it('G-GAME-4 with the option on and a table, an encounter rolls on the table and the event carries the roll and text', () => {
    const w = withTable(started(arena(MAP, {}, { randomEncounters: true, randomEncounterChance: 10 })));
    const mover = activeFigureId(w)!;
    const r = act(
      withSeed(
        w,
        seedFor([
          [10, 4],
          [10, 7],
        ]),
      ),
      { type: 'moveFigure', figureId: mover, to: '4,3' },
    );
    expect(rolls(r.events).map((e) => e.purpose)).toEqual(['random encounter (G-GAME-4)', 'random encounter table (G-GAME-4)']);
    const e = ofType(r.events, 'randomEncounter')[0];
    expect(e).toMatchObject({ figureId: mover, cell: { c: 4, r: 3 }, roll: 7, text: 'a dust storm rolls in' });
    expect(describeEvent(e, r.world)).toContain('table roll 7: a dust storm rolls in');
  });

  it('G-GAME-4 a failed encounter roll does not roll on the table', () => {
    const w = withTable(started(arena(MAP, {}, { randomEncounters: true, randomEncounterChance: 1 })));
    const r = act(withSeed(w, seedFor([[10, 9]])), { type: 'moveFigure', figureId: activeFigureId(w)!, to: '4,3' });
    expect(rolls(r.events)).toHaveLength(1);
    expect(ofType(r.events, 'randomEncounter')).toHaveLength(0);
  });

  it('G-GAME-4 with the option off a table rolls nothing (old games replay the same)', () => {
    const w = withTable(started(arena(MAP)));
    const r = act(w, { type: 'moveFigure', figureId: activeFigureId(w)!, to: '4,3' });
    expect(rolls(r.events)).toHaveLength(0);
    expect(r.world.rng).toEqual(w.rng);
  });

  it('G-GAME-4 the scenario schema accepts the table and refuses bad dice', () => {
    expect(ScenarioInfo.parse({ title: 't', encounters: table }).encounters).toEqual(table);
    expect(ScenarioInfo.safeParse({ title: 't', encounters: { ...table, dice: 'd10+x' } }).success).toBe(false);
  });
});
