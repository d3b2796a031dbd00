import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { v0ToV1 } from './v0-to-v1';
import { migrateToCurrent } from './index';
import { parseScenarioText } from '../../io/scenario';
import { SCENARIO_VERSION } from '../schema';

const v0Text = readFileSync('test/fixtures/io/v0-saloon.grit.json', 'utf8');

describe('migration 0 -> 1', () => {
  it('turns the sides array into a record and the flat terrain into rows', () => {
    const res = v0ToV1.migrate(JSON.parse(v0Text));
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.json.version).toBe(1);
    expect(Object.keys(res.json.sides as object)).toEqual(['law', 'gang']);
    expect((res.json.terrain as { rows: string[] }).rows).toEqual(['....', 'bb..', '....']);
    expect('cells' in (res.json.terrain as object)).toBe(false);
  });

  it('a v0 file loads through parseScenarioText as a valid current World', () => {
    const r = parseScenarioText(v0Text, 'saloon.grit.json');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.world.version).toBe(SCENARIO_VERSION);
      expect(r.world.sides.gang.controller).toBe('computer');
      expect(r.world.terrain.rows[1]).toBe('bb..');
    }
  });

  it('refuses a flat terrain whose length does not match the map, naming the path', () => {
    const json = JSON.parse(v0Text);
    json.terrain.cells = '....bb';
    const r = migrateToCurrent(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toEqual({ path: ['terrain', 'cells'], message: expect.stringContaining('6 characters but the map is 4x3') });
  });

  it('refuses duplicate side ids in the v0 array', () => {
    const json = JSON.parse(v0Text);
    json.sides[1].id = 'law';
    const r = migrateToCurrent(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].path).toEqual(['sides', 1, 'id']);
  });
});
