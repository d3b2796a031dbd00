import { describe, expect, it } from 'vitest';
import { resolveEditor } from './resolve';
import { asciiWorld, figureInput } from '../../session/testWorld';
import { createSession } from '../../session/session';
import { freshId } from '../../model/ids';

const rows = ['....', '....', '....'];

describe('editor commands refuse what the loader would refuse', () => {
  const w = asciiWorld(rows);
  const code = (r: ReturnType<typeof resolveEditor>) => ('violation' in r ? r.violation.code : 'ok');

  it('paintTerrain: unknown type and cells off the map', () => {
    expect(code(resolveEditor(w, { type: 'paintTerrain', cells: [{ c: 0, r: 0 }], terrainTypeId: 'lava' }))).toBe('unknown-id');
    expect(code(resolveEditor(w, { type: 'paintTerrain', cells: [{ c: 4, r: 0 }], terrainTypeId: 'mud' }))).toBe('out-of-map');
    expect(code(resolveEditor(w, { type: 'paintTerrain', cells: [{ c: 3, r: 2 }], terrainTypeId: 'mud' }))).toBe('ok');
  });

  it('walls: invalid record, duplicate id, setDoor on a plain wall', () => {
    expect(code(resolveEditor(w, { type: 'addWall', wall: { kind: 'gate' as never, a: { x: 0, y: 0 }, b: { x: 1, y: 0 } } }))).toBe('invalid-record');
    const s = createSession(w);
    s.dispatch({ type: 'addWall', wall: { id: 'w1', kind: 'wall', a: { x: 0, y: 0 }, b: { x: 1, y: 0 } } });
    expect(code(resolveEditor(s.world, { type: 'addWall', wall: { id: 'w1', kind: 'wall', a: { x: 0, y: 0 }, b: { x: 1, y: 0 } } }))).toBe('duplicate-id');
    expect(code(resolveEditor(s.world, { type: 'setDoor', wallId: 'w1', state: 'open' }))).toBe('not-a-door');
    expect(code(resolveEditor(s.world, { type: 'removeWall', wallId: 'nope' }))).toBe('unknown-id');
  });

  it('sides in use cannot be removed; entry points must be on the map and on a side', () => {
    const s = createSession(w);
    s.dispatch({ type: 'placeFigure', figure: figureInput('a', 'law', 0, 0) });
    expect(code(resolveEditor(s.world, { type: 'removeSide', sideId: 'law' }))).toBe('in-use');
    expect(code(resolveEditor(s.world, { type: 'updateScenario', changes: { entryPoints: [{ sideId: 'law', cell: { c: 9, r: 0 }, name: '' }] } }))).toBe('out-of-map');
    expect(code(resolveEditor(s.world, { type: 'updateScenario', changes: { entryPoints: [{ sideId: 'x', cell: { c: 0, r: 0 }, name: '' }] } }))).toBe('unknown-id');
    s.dispatch({ type: 'updateScenario', changes: { victory: { gang: 'Take the bank' } } });
    s.dispatch({ type: 'removeSide', sideId: 'gang' });
    expect(s.world.sides.gang).toBeUndefined();
    expect(s.world.scenario.victory).toEqual({});
  });

  it('setRuleOption sets and clears an option', () => {
    const s = createSession(w);
    s.dispatch({ type: 'setRuleOption', optionId: 'spTotal', value: 40 });
    expect(s.world.scenario.rules.spTotal).toBe(40);
    s.dispatch({ type: 'setRuleOption', optionId: 'spTotal', value: null });
    expect('spTotal' in s.world.scenario.rules).toBe(false);
  });

  it('fresh ids skip taken ones', () => {
    expect(freshId('w', { w1: 1, w2: 1, w4: 1 })).toBe('w3');
    expect(freshId('fig', new Set(['fig1']))).toBe('fig2');
  });
});

describe('one figure per square', () => {
  it('placing or moving onto an occupied square is refused; big figures count every square', () => {
    const s = createSession(asciiWorld(rows));
    s.dispatch({ type: 'placeFigure', figure: { ...figureInput('big', 'gang', 1, 1), sizeCells: 2 } });
    const r = s.dispatch({ type: 'placeFigure', figure: figureInput('a', 'law', 2, 2) });
    expect(!r.ok && r.violation).toEqual({ code: 'occupied', message: 'figure "big" already stands there' });
    expect(s.dispatch({ type: 'placeFigure', figure: figureInput('a', 'law', 0, 0) }).ok).toBe(true);
    expect(s.dispatch({ type: 'updateFigure', figureId: 'a', changes: { cell: { c: 1, r: 0 } } }).ok).toBe(true);
    expect(s.dispatch({ type: 'updateFigure', figureId: 'a', changes: { cell: { c: 1, r: 1 } } }).ok).toBe(false);
    // Changing other fields of a figure in place is fine.
    expect(s.dispatch({ type: 'updateFigure', figureId: 'big', changes: { hp: 3 } }).ok).toBe(true);
  });
});

describe('updateMap', () => {
  it('growing fills new squares, shrinking cuts rows; undo restores; result loads', async () => {
    const { emptyWorld } = await import('../../model/empty');
    const { parseScenarioText, serializeScenario } = await import('../../io/scenario');
    const s = createSession(emptyWorld({ widthCells: 3, heightCells: 2 }));
    s.dispatch({ type: 'paintTerrain', cells: [{ c: 2, r: 1 }], terrainTypeId: 'open' });
    s.dispatch({ type: 'setTerrainType', terrainType: { id: 'mud', name: 'Mud', colour: '#554433', apCost: 2 } });
    const r = s.dispatch({ type: 'updateMap', changes: { widthCells: 5, heightCells: 3 }, fillTerrainTypeId: 'mud' });
    expect(r.ok).toBe(true);
    const m = Object.keys(s.world.terrain.legend).find((k) => s.world.terrain.legend[k] === 'mud');
    expect(s.world.terrain.rows).toEqual([`...${m}${m}`, `...${m}${m}`, `${m}${m}${m}${m}${m}`]);
    expect(parseScenarioText(serializeScenario(s.world), 'x').ok).toBe(true);
    s.dispatch({ type: 'updateMap', changes: { widthCells: 2, heightCells: 1 } });
    expect(s.world.terrain.rows).toEqual(['..']);
    s.undo();
    s.undo();
    expect([s.world.map.widthCells, s.world.terrain.rows]).toEqual([3, ['...', '...']]);
  });

  it('refuses to cut off a figure or to take an escaping background path', () => {
    const s = createSession(asciiWorld(rows));
    s.dispatch({ type: 'placeFigure', figure: figureInput('a', 'law', 3, 2) });
    const r = s.dispatch({ type: 'updateMap', changes: { widthCells: 3 } });
    expect(!r.ok && r.violation.code).toBe('out-of-map');
    const bg = s.dispatch({ type: 'updateMap', changes: { background: { src: '../x.png', originInches: { x: 0, y: 0 }, widthInches: 4, heightInches: 3 } } });
    expect(!bg.ok && bg.violation.code).toBe('bad-image');
    const cap = s.dispatch({ type: 'updateMap', changes: { widthCells: 1001 } });
    expect(!cap.ok && cap.violation.code).toBe('invalid-record');
  });
});

describe("the scenario editor's edits with these commands", () => {
  it('G-WIN-1 a zone and a reach objective through updateScenario; a zone an objective needs cannot be deleted', () => {
    const s = createSession(asciiWorld(rows));
    const zone = { id: 'mill', name: 'Mill', rects: [{ c: 1, r: 1, widthCells: 2, heightCells: 1 }] };
    expect(s.dispatch({ type: 'updateScenario', changes: { zones: { mill: zone } } }).ok).toBe(true);
    expect(s.dispatch({ type: 'updateScenario', changes: { objectives: { law: [{ id: 'go', kind: 'reach', zone: 'mill', when: 'required' }] } } }).ok).toBe(true);
    const r = s.dispatch({ type: 'updateScenario', changes: { zones: {} } });
    expect(!r.ok && r.violation).toEqual({ code: 'bad-reference', message: 'scenario.objectives.law.0.zone: reach objective "go" names zone "mill", which is not in scenario.zones' });
    const typo = s.dispatch({ type: 'updateScenario', changes: { objectives: { law: [{ id: 'go', kind: 'hold', zone: 'mil', when: 'required' }] } } });
    expect(!typo.ok && typo.violation.code).toBe('bad-reference');
    expect(Object.keys(s.world.scenario.zones)).toEqual(['mill']);
  });

  it('a multi-record delete in one gesture is one undo step; a background set and removed with updateMap', () => {
    const s = createSession(asciiWorld(rows));
    s.dispatch({ type: 'addWall', wall: { id: 'w1', kind: 'wall', a: { x: 0, y: 0 }, b: { x: 1, y: 0 } } });
    s.dispatch({ type: 'addObject', object: { id: 'o1', name: 'Crates', height: 'low', shape: { kind: 'circle', center: { x: 2, y: 2 }, radiusInches: 0.4 } } });
    s.beginGesture();
    s.dispatch({ type: 'removeWall', wallId: 'w1' });
    s.dispatch({ type: 'removeObject', objectId: 'o1' });
    s.commitGesture();
    expect([Object.keys(s.world.walls), Object.keys(s.world.objects)]).toEqual([[], []]);
    s.undo();
    expect([Object.keys(s.world.walls), Object.keys(s.world.objects)]).toEqual([['w1'], ['o1']]);
    const background = { src: 'data:image/png;base64,AAAA', originInches: { x: 0, y: 0 }, widthInches: 4, heightInches: 3 };
    expect(s.dispatch({ type: 'updateMap', changes: { background } }).ok).toBe(true);
    expect(s.world.map.background).toEqual(background);
    expect(s.dispatch({ type: 'updateMap', changes: { background: undefined } }).ok).toBe(true);
    expect(s.world.map.background).toBeUndefined();
  });
});

describe('removing a side or figure leaves no dangling references: refused with the list (G-WIN-1)', () => {
  const withRefs = () => {
    const s = createSession(asciiWorld(['....', '....', '....']));
    s.dispatch({ type: 'placeFigure', figure: figureInput('boss', 'gang', 3, 0) });
    s.dispatch({ type: 'placeFigure', figure: figureInput('kid', 'law', 0, 0) });
    s.dispatch({
      type: 'updateScenario',
      changes: {
        zones: { bank: { id: 'bank', name: 'Bank', sideId: 'gang', cells: [{ c: 3, r: 2 }], rects: [], exit: false } },
        entryPoints: [{ sideId: 'gang', cell: { c: 3, r: 1 }, name: '' }],
        objectives: {
          law: [{ id: 'get-boss', kind: 'destroy', figure: 'boss', when: 'required' }],
          gang: [{ id: 'live', kind: 'survive', untilRound: 5, figures: ['boss'], when: 'required' }],
        },
      },
    });
    return s;
  };
  const message = (r: ReturnType<typeof resolveEditor>) => ('violation' in r ? `${r.violation.code}: ${r.violation.message}` : 'ok');

  it('G-WIN-1 a figure named by a destroy target and a survive list is not removed; the message lists both places', () => {
    const s = withRefs();
    const m = message(resolveEditor(s.world, { type: 'removeFigure', figureId: 'boss' }));
    expect(m).toMatch(/^in-use: figure "boss" is still used/);
    expect(m).toContain('scenario.objectives.law.0.figure');
    expect(m).toContain('scenario.objectives.gang.0.figures.0');
    // A figure nothing names goes.
    expect(message(resolveEditor(s.world, { type: 'removeFigure', figureId: 'kid' }))).toBe('ok');
  });

  it('G-WIN-1 a carried item keeps its carrier', () => {
    const s = createSession(asciiWorld(['..']));
    s.dispatch({ type: 'placeFigure', figure: figureInput('mule', 'gang', 0, 0) });
    const w = { ...s.world, items: { gold: { id: 'gold', name: 'Gold', cell: null, carriedBy: 'mule', heavy: false, unlocks: [] } } };
    expect(message(resolveEditor(w, { type: 'removeFigure', figureId: 'mule' }))).toContain('items.gold.carriedBy');
  });

  it('G-WIN-1 a side with figures, objectives, an entry point and a zone lists each; once they are gone it is removed in one step', () => {
    const s = withRefs();
    const m = message(resolveEditor(s.world, { type: 'removeSide', sideId: 'gang' }));
    for (const place of ['figures.boss', 'scenario.objectives.gang', 'scenario.entryPoints.0', 'scenario.zones.bank.sideId']) expect(m, place).toContain(place);
    // Nothing changed by the refusal.
    const before = s.world;
    expect(s.dispatch({ type: 'removeSide', sideId: 'gang' }).ok).toBe(false);
    expect(s.world).toBe(before);
    // The designer clears them, then the side goes; undo brings it back.
    s.dispatch({ type: 'updateScenario', changes: { zones: {}, entryPoints: [], objectives: {} } });
    s.dispatch({ type: 'removeFigure', figureId: 'boss' });
    expect(s.dispatch({ type: 'removeSide', sideId: 'gang' }).ok).toBe(true);
    expect(s.world.sides.gang).toBeUndefined();
    s.undo();
    expect(s.world.sides.gang).toBeDefined();
  });
});
