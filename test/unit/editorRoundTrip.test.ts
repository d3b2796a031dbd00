// Issue 13: every shipped scenario opened in the editor and saved again has
// the same content, also after an edit that was undone: every field of the
// file is kept as it was, and the only additions are fields the file left out
// written with their schema defaults (e.g. "items": {}), so the save opens as
// the same World. And none has an error in the editor's problems check, so
// each can be test-played.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText, serializeScenario } from '../../src/core/io/scenario';
import { World } from '../../src/core/model/schema';
import { createSession } from '../../src/core/session';
import { canPlay, scenarioProblems } from '../../src/core/rules/problems/problems';

const MAPS = readdirSync('maps').filter((f) => f.endsWith('.grit.json'));

describe('shipped scenarios round-trip through the editor', () => {
  it('there are shipped scenarios to check', () => {
    expect(MAPS.length).toBeGreaterThanOrEqual(4);
  });

  for (const file of MAPS) {
    it(`${file}: open, edit, undo, save gives the same content`, () => {
      const text = readFileSync(`maps/${file}`, 'utf8');
      const opened = parseScenarioText(text, file);
      if (!opened.ok) throw new Error(opened.errors.join('\n'));
      const original: unknown = JSON.parse(text);
      const session = createSession(opened.world);
      const side = Object.keys(session.world.sides)[0]!;
      expect(session.dispatch({ type: 'updateSide', sideId: side, changes: { name: 'Renamed' } }).ok).toBe(true);
      expect(keptIn(original, JSON.parse(serializeScenario(session.world)))).toMatch(/^\$\.sides\./);
      session.undo();
      const saved: unknown = JSON.parse(serializeScenario(session.world));
      expect(keptIn(original, saved)).toBeNull();
      // What was added is the schema's defaults: the file and the save mean the same World.
      expect(saved).toEqual(JSON.parse(JSON.stringify(World.parse(original))));
      const reopened = parseScenarioText(serializeScenario(session.world), file);
      expect(reopened.ok && serializeScenario(reopened.world)).toBe(serializeScenario(session.world));
    });

    it(`${file}: no errors in the problems check (can be played from the editor)`, () => {
      const opened = parseScenarioText(readFileSync(`maps/${file}`, 'utf8'), file);
      if (!opened.ok) throw new Error(opened.errors.join('\n'));
      const errors = scenarioProblems(opened.world).filter((p) => p.level === 'error');
      expect(errors.map((p) => p.message)).toEqual([]);
      expect(canPlay(opened.world)).toBe(true);
    });
  }
});

/** The first path where `a`'s content is missing or different in `b`, or null when every field of `a` is in `b` unchanged. */
function keptIn(a: unknown, b: unknown, at = '$'): string | null {
  if (a === null || typeof a !== 'object') return Object.is(a, b) ? null : at;
  if (b === null || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return at;
  if (Array.isArray(a) && a.length !== (b as unknown[]).length) return at;
  for (const [k, v] of Object.entries(a)) {
    const miss = keptIn(v, (b as Record<string, unknown>)[k], `${at}.${k}`);
    if (miss) return miss;
  }
  return null;
}
