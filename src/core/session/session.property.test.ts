// DESIGN "Tests": undo(redo(x)) = x, and the incrementally kept spatial index
// always equals a rebuild, over random editor command sequences.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSession } from './session';
import { asciiWorld, figureInput } from './testWorld';
import { SpatialIndex } from '../spatial/index';
import type { World } from '../model/schema';
import { parseScenarioText, serializeScenario } from '../io/scenario';
import { numRuns } from '../rules/testing/runs';

const W = 8;
const H = 6;
const rows = Array.from({ length: H }, () => '.'.repeat(W));

/** Abstract steps: `pick` chooses among existing ids at run time so removes and updates hit real records. */
type Step =
  | { k: 'paint'; c: number; r: number; t: number }
  | { k: 'addWall'; x1: number; y1: number; x2: number; y2: number; kind: number }
  | { k: 'removeWall'; pick: number }
  | { k: 'door'; pick: number; state: number }
  | { k: 'place'; c: number; r: number; side: number }
  | { k: 'move'; pick: number; c: number; r: number }
  | { k: 'removeFig'; pick: number }
  | { k: 'addObj'; x: number; y: number; rad: number }
  | { k: 'removeObj'; pick: number }
  | { k: 'addArea'; x: number; y: number }
  | { k: 'deleteArea'; pick: number }
  | { k: 'resize'; w: number; h: number }
  | { k: 'gestureBegin' }
  | { k: 'gestureEnd'; cancel: boolean };

const col = fc.integer({ min: 0, max: W - 1 });
const row = fc.integer({ min: 0, max: H - 1 });
const pick = fc.nat(20);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ k: fc.constant('paint' as const), c: col, r: row, t: fc.nat(2) }),
  fc.record({ k: fc.constant('addWall' as const), x1: fc.nat(W), y1: fc.nat(H), x2: fc.nat(W), y2: fc.nat(H), kind: fc.nat(4) }),
  fc.record({ k: fc.constant('removeWall' as const), pick }),
  fc.record({ k: fc.constant('door' as const), pick, state: fc.nat(2) }),
  fc.record({ k: fc.constant('place' as const), c: col, r: row, side: fc.nat(1) }),
  fc.record({ k: fc.constant('move' as const), pick, c: fc.integer({ min: -1, max: W }), r: row }),
  fc.record({ k: fc.constant('removeFig' as const), pick }),
  fc.record({ k: fc.constant('addObj' as const), x: fc.nat(W), y: fc.nat(H), rad: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ k: fc.constant('removeObj' as const), pick }),
  fc.record({ k: fc.constant('addArea' as const), x: fc.nat(W), y: fc.nat(H) }),
  fc.record({ k: fc.constant('deleteArea' as const), pick }),
  fc.record({ k: fc.constant('resize' as const), w: fc.integer({ min: 4, max: W + 2 }), h: fc.integer({ min: 3, max: H + 2 }) }),
  fc.constant({ k: 'gestureBegin' as const }),
  fc.record({ k: fc.constant('gestureEnd' as const), cancel: fc.boolean() }),
);

const nth = (rec: Record<string, unknown>, i: number): string | undefined => {
  const keys = Object.keys(rec);
  return keys.length ? keys[i % keys.length] : undefined;
};
const WALL_KINDS = ['wall', 'door', 'window', 'low-wall', 'fence'] as const;
const DOOR_STATES = ['open', 'closed', 'locked'] as const;

function run(s: ReturnType<typeof createSession>, st: Step): void {
  const w = s.world;
  switch (st.k) {
    case 'paint':
      s.dispatch({ type: 'paintTerrain', cells: [{ c: st.c, r: st.r }], terrainTypeId: ['open', 'mud', 'rock'][st.t] });
      return;
    case 'addWall':
      s.dispatch({ type: 'addWall', wall: { kind: WALL_KINDS[st.kind], a: { x: st.x1, y: st.y1 }, b: { x: st.x2, y: st.y2 }, ...(st.kind === 1 ? { door: 'closed' } : {}) } });
      return;
    case 'removeWall': {
      const id = nth(w.walls, st.pick);
      if (id) s.dispatch({ type: 'removeWall', wallId: id });
      return;
    }
    case 'door': {
      const id = nth(w.walls, st.pick);
      if (id) s.dispatch({ type: 'setDoor', wallId: id, state: DOOR_STATES[st.state] });
      return;
    }
    case 'place':
      s.dispatch({ type: 'placeFigure', figure: figureInput(undefined, ['law', 'gang'][st.side], st.c, st.r) });
      return;
    case 'move': {
      const id = nth(w.figures, st.pick);
      if (id) s.dispatch({ type: 'updateFigure', figureId: id, changes: { cell: st.c < 0 ? null : { c: st.c, r: st.r } } });
      return;
    }
    case 'removeFig': {
      const id = nth(w.figures, st.pick);
      if (id) s.dispatch({ type: 'removeFigure', figureId: id });
      return;
    }
    case 'addObj':
      s.dispatch({ type: 'addObject', object: { name: 'crate', height: 'low', shape: { kind: 'circle', center: { x: st.x, y: st.y }, radiusInches: st.rad / 2 } } });
      return;
    case 'removeObj': {
      const id = nth(w.objects, st.pick);
      if (id) s.dispatch({ type: 'removeObject', objectId: id });
      return;
    }
    case 'addArea':
      s.dispatch({ type: 'addArea', area: { kind: 'smoke', effect: 'smoke', center: { x: st.x, y: st.y }, radiusInches: 2, roundsLeft: 3 } });
      return;
    case 'deleteArea': {
      const id = nth(w.areas, st.pick);
      if (id) s.dispatch({ type: 'deleteArea', areaId: id });
      return;
    }
    case 'resize':
      s.dispatch({ type: 'updateMap', changes: { widthCells: st.w, heightCells: st.h }, fillTerrainTypeId: 'mud' });
      return;
    case 'gestureBegin':
      s.beginGesture();
      return;
    case 'gestureEnd':
      if (st.cancel) s.cancelGesture();
      else s.commitGesture();
      return;
  }
}

const plain = (w: World) => JSON.parse(JSON.stringify(w));

describe('Session properties', () => {
  it('undo all gives the initial World; redo all gives the final World; index equals a rebuild throughout', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const initial = asciiWorld(rows);
        const s = createSession(initial);
        const index = s.query as SpatialIndex;
        for (const st of steps) {
          run(s, st);
          expect(index.contents()).toEqual(new SpatialIndex(s.world).contents());
        }
        s.commitGesture();
        const final = plain(s.world);
        const finalLog = [...s.log];
        while (s.undo());
        expect(plain(s.world)).toEqual(plain(initial));
        expect(s.log).toEqual([]);
        expect(index.contents()).toEqual(new SpatialIndex(s.world).contents());
        while (s.redo());
        expect(plain(s.world)).toEqual(final);
        expect(s.log).toEqual(finalLog);
        expect(index.contents()).toEqual(new SpatialIndex(s.world).contents());
        // Whatever the editor makes, the loader accepts, and save -> load is identical.
        const loaded = parseScenarioText(serializeScenario(s.world), 'prop.grit.json');
        if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
        expect(plain(loaded.world)).toEqual(final);
        // The log replayed on the initial World reproduces the final World.
        const replayed = createSession(initial, undefined, { spatial: false });
        replayed.replay(s.log);
        expect(plain(replayed.world)).toEqual(final);
      }),
      { numRuns: numRuns(150) },
    );
  });
});
