import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseScenarioText } from '../io/scenario';
import { SCENARIO_VERSION } from './schema';

const dustyText = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');

/** Dusty Street as a current-version file with one zone and the given objectives for the law. */
function withObjectives(edit: (j: Record<string, any>) => void): string[] {
  const j = JSON.parse(dustyText);
  j.version = SCENARIO_VERSION;
  j.scenario.zones = { livery: { id: 'livery', name: 'Livery', sideId: 'law', rects: [{ c: 20, r: 2, widthCells: 3, heightCells: 3 }] } };
  j.scenario.objectives = { law: [{ id: 'hold-livery', kind: 'hold', zone: 'livery', atRound: 5 }], gang: [{ id: 'kill', kind: 'eliminate' }] };
  edit(j);
  const r = parseScenarioText(JSON.stringify(j), 'dusty.grit.json');
  return r.ok ? [] : r.errors;
}

describe('G-WIN-1 objectives in the scenario file', () => {
  it("a version 1 file opens with its victory text as the briefing and eliminate as every side's objective", () => {
    const v1 = JSON.parse(dustyText);
    v1.version = 1;
    for (const k of ['zones', 'objectives', 'maxRounds']) delete v1.scenario[k];
    delete v1.items;
    const r = parseScenarioText(JSON.stringify(v1), 'old.grit.json');
    if (!r.ok) throw new Error(r.errors.join('\n'));
    expect(r.world.version).toBe(SCENARIO_VERSION);
    expect(r.world.scenario.victory.law).toMatch(/\S/);
    expect(r.world.scenario.objectives.law).toEqual([{ id: 'eliminate', kind: 'eliminate', when: 'required' }]);
    expect(r.world.scenario.objectives.gang).toEqual([{ id: 'eliminate', kind: 'eliminate', when: 'required' }]);
  });

  it('a well-formed zone and hold objective load', () => {
    expect(withObjectives(() => {})).toEqual([]);
  });

  it('refuses a zone off the map, naming the file and the JSON path', () => {
    const errors = withObjectives((j) => (j.scenario.zones.livery.rects[0].c = 23));
    expect(errors).toEqual(['dusty.grit.json: $.scenario.zones.livery.rects[0]: rect 23,2 size 3x3 runs outside the 24x16 map']);
  });

  it('refuses an objective naming a missing figure', () => {
    const errors = withObjectives((j) => (j.scenario.objectives.gang = [{ id: 'kill', kind: 'eliminate', figures: ['sheriff'] }]));
    expect(errors).toEqual(['dusty.grit.json: $.scenario.objectives.gang[0].figures[0]: eliminate objective "kill" names figure "sheriff", which does not exist']);
  });

  it('refuses an unknown objective kind, listing the known ones', () => {
    const errors = withObjectives((j) => (j.scenario.objectives.gang[0].kind = 'loot'));
    expect(errors[0]).toBe('dusty.grit.json: $.scenario.objectives.gang[0].kind: unknown objective kind "loot"; known: eliminate, reach, hold, survive, protect, destroy, take');
  });

  it('refuses a hold with no zone', () => {
    const errors = withObjectives((j) => delete j.scenario.objectives.law[0].zone);
    expect(errors).toEqual(['dusty.grit.json: $.scenario.objectives.law[0].zone: a hold objective needs a zone: the id of one of scenario.zones']);
  });

  it('refuses a hold naming a zone that does not exist', () => {
    const errors = withObjectives((j) => (j.scenario.objectives.law[0].zone = 'barn'));
    expect(errors).toEqual(['dusty.grit.json: $.scenario.objectives.law[0].zone: hold objective "hold-livery" names zone "barn", which is not in scenario.zones']);
  });
});
