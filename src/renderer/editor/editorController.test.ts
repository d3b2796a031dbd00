// The editor shell with a stub canvas: tools driven by pointer events as the
// canvas sends them, every edit through the Session, one undo step per
// gesture, keys, clipboard, Test play hand-over.
import { describe, expect, it } from 'vitest';
import type { World } from '../../core/model/schema';
import type { MapPointerEvent } from '../canvas';
import { EditorController, type EditorCanvas } from './editorController';
import { newScenarioProblems, newScenarioWorld, openForEdit } from './openForEdit';
import { alignBackground } from '../tools/editor/placeTools';
import { snapWallPoint } from '../tools/editor/geometry';
import { generatedNpc } from '../../core/rules/characters';

const figureFields = () => generatedNpc(1);
import { serializeScenario } from '../../core/io/scenario';

function setup(world: World = newScenarioWorld({ title: 'T', widthInches: 10, heightInches: 6, grid: 'square', baseTerrainId: 'open' })) {
  const applied: number[] = [];
  const played: World[] = [];
  const canvas: EditorCanvas = {
    showWorld: () => {},
    applyChanges: () => applied.push(1),
    setEditorOverlay: () => {},
    setLeftButtonPans: () => {},
    centreOn: () => {},
  };
  const ctl = new EditorController(world, null, {
    canvas,
    saveScenario: async (r) => ({ saved: true, fileName: r.suggestedName }),
    render: () => {},
    testPlay: (w) => played.push(w),
    toggleKeys: () => {},
    error: (m) => {
      throw new Error(m);
    },
  });
  return { ctl, applied, played };
}

const ev = (kind: MapPointerEvent['kind'], x: number, y: number, more: Partial<MapPointerEvent> = {}): MapPointerEvent => ({
  kind,
  point: { x, y },
  cell: { c: Math.floor(x), r: Math.floor(y) },
  button: 0,
  buttons: kind === 'up' ? 0 : 1,
  shiftKey: false,
  click: false,
  ...more,
});
const click = (ctl: EditorController, x: number, y: number, more: Partial<MapPointerEvent> = {}) => {
  ctl.onPointer(ev('down', x, y, more));
  ctl.onPointer(ev('up', x, y, { click: true, ...more }));
};
const key = (ctl: EditorController, k: string, mods: Partial<KeyboardEvent> = {}) => ctl.onKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const terrainAt = (w: World, c: number, r: number) => w.terrain.legend[w.terrain.rows[r]![c]!];

describe('EditorController', () => {
  it('a brush stroke paints every cell it crosses as ONE undo step; the canvas hears each change', () => {
    const { ctl, applied } = setup();
    ctl.machine.setTool('editor.brush', { terrainTypeId: 'mud' });
    ctl.onPointer(ev('down', 1.5, 1.5));
    for (const x of [2.5, 3.5, 4.5]) ctl.onPointer(ev('move', x, 1.5));
    ctl.onPointer(ev('up', 4.5, 1.5));
    expect([1, 2, 3, 4].map((c) => terrainAt(ctl.world, c, 1))).toEqual(['mud', 'mud', 'mud', 'mud']);
    expect(applied.length).toBeGreaterThanOrEqual(4);
    expect(key(ctl, 'z', { ctrlKey: true })).toBe(true);
    expect([1, 2, 3, 4].map((c) => terrainAt(ctl.world, c, 1))).toEqual(['open', 'open', 'open', 'open']);
    expect(ctl.session.canUndo()).toBe(false);
    key(ctl, 'y', { ctrlKey: true });
    expect(terrainAt(ctl.world, 3, 1)).toBe('mud');
  });

  it('rectangle, flood fill and eraser', () => {
    const { ctl } = setup();
    ctl.machine.setTool('editor.rect', { terrainTypeId: 'brush' });
    ctl.onPointer(ev('down', 1.5, 1.5));
    ctl.onPointer(ev('move', 3.5, 2.5));
    ctl.onPointer(ev('up', 3.5, 2.5));
    expect(terrainAt(ctl.world, 3, 2)).toBe('brush');
    expect(terrainAt(ctl.world, 4, 2)).toBe('open');
    ctl.machine.setTool('editor.fill', { terrainTypeId: 'water' });
    click(ctl, 2.5, 2.5);
    expect(terrainAt(ctl.world, 1, 1)).toBe('water');
    expect(terrainAt(ctl.world, 0, 0)).toBe('open');
    ctl.machine.setTool('editor.eraser');
    click(ctl, 2.5, 2.5);
    expect(terrainAt(ctl.world, 2, 2)).toBe('open');
  });

  it('walls: a snapped polyline, one wall per segment; a door ends the line; the door tool cycles it', () => {
    const { ctl } = setup();
    ctl.machine.setTool('editor.wall', { wallKind: 'wall' });
    click(ctl, 1.1, 1.05);
    click(ctl, 4.9, 0.95);
    click(ctl, 5.05, 3.1, { altKey: true });
    expect(key(ctl, 'Enter')).toBe(true);
    const walls = Object.values(ctl.world.walls);
    expect(walls.map((w) => [w.a, w.b])).toEqual([
      [
        { x: 1, y: 1 },
        { x: 5, y: 1 },
      ],
      [
        { x: 5, y: 1 },
        { x: 5.05, y: 3.1 },
      ],
    ]);
    ctl.store.set({ wallKind: 'door', doorState: 'closed' });
    click(ctl, 1, 4);
    click(ctl, 2, 4);
    expect(ctl.machine.path()).toBe('editor.wall.idle');
    const door = Object.values(ctl.world.walls).find((w) => w.kind === 'door')!;
    ctl.machine.setTool('editor.door');
    click(ctl, 1.5, 4.05);
    expect(ctl.world.walls[door.id]!.door).toBe('open');
    click(ctl, 1.5, 4.05);
    expect(ctl.world.walls[door.id]!.door).toBe('locked');
  });

  it('select: click, Shift-click, box; drag an endpoint (one undo step); split; delete; copy and paste', () => {
    const { ctl } = setup();
    ctl.dispatch([
      { type: 'addWall', wall: { id: 'w1', kind: 'wall', a: { x: 1, y: 1 }, b: { x: 5, y: 1 } } },
      { type: 'addWall', wall: { id: 'w2', kind: 'door', door: 'closed', a: { x: 1, y: 3 }, b: { x: 2, y: 3 } } },
    ]);
    ctl.machine.setTool('editor.select');
    click(ctl, 3, 1.05);
    expect(ctl.store.get().selection).toEqual(['w1']);
    click(ctl, 1.5, 3.02, { shiftKey: true });
    expect(ctl.store.get().selection).toEqual(['w1', 'w2']);
    key(ctl, 't');
    expect(ctl.world.walls.w2!.door).toBe('open');
    // Box over w2 only.
    ctl.onPointer(ev('down', 0.5, 2.5));
    ctl.onPointer(ev('move', 2.5, 3.5));
    ctl.onPointer(ev('up', 2.5, 3.5));
    expect(ctl.store.get().selection).toEqual(['w2']);
    // Drag w1's end b from 5,1 to 6,2 after selecting it.
    click(ctl, 3, 1.05);
    ctl.onPointer(ev('down', 5, 1));
    ctl.onPointer(ev('move', 5.6, 1.4));
    ctl.onPointer(ev('move', 6.1, 1.9));
    ctl.onPointer(ev('up', 6.1, 1.9));
    expect(ctl.world.walls.w1!.b).toEqual({ x: 6, y: 2 });
    ctl.undo();
    expect(ctl.world.walls.w1!.b).toEqual({ x: 5, y: 1 });
    // Split w1 at 3,1 with S (pointer over it).
    ctl.onPointer(ev('move', 3.1, 1.1, { buttons: 0 }));
    key(ctl, 's');
    expect(
      Object.values(ctl.world.walls)
        .filter((w) => w.kind === 'wall')
        .map((w) => [w.a.x, w.b.x]),
    ).toEqual([
      [1, 3],
      [3, 5],
    ]);
    ctl.store.set({ selection: ['w2'] });
    key(ctl, 'c', { ctrlKey: true });
    key(ctl, 'v', { ctrlKey: true });
    const pasted = ctl.store.get().selection;
    expect(pasted).toHaveLength(1);
    expect(ctl.world.walls[pasted[0]!]).toMatchObject({ kind: 'door', a: { x: 2, y: 4 }, b: { x: 3, y: 4 } });
    key(ctl, 'Delete');
    expect(ctl.world.walls[pasted[0]!]).toBeUndefined();
    expect(ctl.store.get().selection).toEqual([]);
  });

  it('figures: Place figure puts the armed (or selected) figure on a clicked cell; Select drags a selected figure (one undo step); Delete of a figure an objective names says why', () => {
    const { ctl } = setup();
    ctl.dispatch([
      { type: 'addSide', side: { id: 's', name: 'S', colour: '#112233' } },
      { type: 'addSide', side: { id: 't', name: 'T', colour: '#332211' } },
      { type: 'placeFigure', figure: { id: 'f1', ...figureFields(), sideId: 's', cell: null } },
      { type: 'placeFigure', figure: { id: 'f2', ...figureFields(), sideId: 't', cell: { c: 0, r: 0 } } },
    ]);
    // Armed from the panel's Place button (settings figureId).
    ctl.actions.setTool('editor.figure', { figureId: 'f1' });
    click(ctl, 3.5, 2.5);
    expect(ctl.world.figures.f1!.cell).toEqual({ c: 3, r: 2 });
    expect(ctl.store.get().selection).toEqual(['f1']);
    // Onto an occupied square: refused, the message says why.
    click(ctl, 0.5, 0.5);
    expect(ctl.world.figures.f1!.cell).toEqual({ c: 3, r: 2 });
    expect(ctl.store.get().message).toMatch(/already stands there/);
    // From the tool bar it places the selected figure.
    ctl.actions.setTool('editor.select');
    ctl.actions.setTool('editor.figure');
    expect(ctl.store.get().figureId).toBeNull();
    ctl.store.set({ selection: ['f2'] });
    click(ctl, 5.5, 4.5);
    expect(ctl.world.figures.f2!.cell).toEqual({ c: 5, r: 4 });
    // Select: drag the selected figure three squares; one undo step takes it back.
    ctl.actions.setTool('editor.select');
    click(ctl, 3.5, 2.5);
    expect(ctl.store.get().selection).toEqual(['f1']);
    ctl.onPointer(ev('down', 3.5, 2.5));
    for (const x of [4.5, 5.5, 6.5]) ctl.onPointer(ev('move', x, 2.5));
    ctl.onPointer(ev('up', 6.5, 2.5));
    expect(ctl.world.figures.f1!.cell).toEqual({ c: 6, r: 2 });
    ctl.undo();
    expect(ctl.world.figures.f1!.cell).toEqual({ c: 3, r: 2 });
    // A figure the other side must take down is not deleted.
    ctl.dispatch({ type: 'updateScenario', changes: { objectives: { t: [{ id: 'get', kind: 'destroy', figure: 'f1', when: 'required' }] } } });
    ctl.store.set({ selection: ['f1'] });
    key(ctl, 'Delete');
    expect(ctl.world.figures.f1).toBeDefined();
    expect(ctl.store.get().message).toMatch(/^Delete: figure "f1" is still used.*scenario\.objectives\.t\.0\.figure/);
  });

  it('multi-select copy and paste on a hex map: a wall on hex corners and a figure land one hex on, still on corners and a whole hex', () => {
    for (const grid of ['hex-pointy', 'hex-flat'] as const) {
      const { ctl } = setup(newScenarioWorld({ title: 'H', widthInches: 8, heightInches: 8, grid, baseTerrainId: 'open' }));
      const a = snapWallPoint({ x: 2.1, y: 2.1 }, false, grid);
      const b = snapWallPoint({ x: 2.9, y: 2.4 }, false, grid);
      expect(
        ctl.dispatch([
          { type: 'addSide', side: { id: 's', name: 'S', colour: '#112233' } },
          { type: 'addWall', wall: { id: 'w1', kind: 'wall', a, b } },
          { type: 'placeFigure', figure: { id: 'f1', ...figureFields(), sideId: 's', cell: { c: 2, r: 2 } } },
        ]).ok,
      ).toBe(true);
      ctl.store.set({ selection: ['w1', 'f1'] });
      key(ctl, 'c', { ctrlKey: true });
      key(ctl, 'v', { ctrlKey: true });
      const pasted = ctl.store.get().selection;
      expect(pasted, grid).toHaveLength(2);
      const wall = ctl.world.walls[pasted.find((id) => ctl.world.walls[id])!]!;
      for (const p of [wall.a, wall.b]) {
        const snapped = snapWallPoint(p, false, grid);
        expect(Math.hypot(snapped.x - p.x, snapped.y - p.y), `${grid}: ${JSON.stringify(p)} is a hex corner or side midpoint`).toBeLessThan(1e-6);
      }
      expect(wall.a).not.toEqual(a);
      const figure = ctl.world.figures[pasted.find((id) => ctl.world.figures[id])!]!;
      expect(figure.cell, grid).toEqual(grid === 'hex-pointy' ? { c: 3, r: 2 } : { c: 2, r: 3 });
    }
  });

  it('several commands are one step; a refusal keeps none of them', () => {
    const { ctl } = setup();
    const r = ctl.dispatch([
      { type: 'addWall', wall: { id: 'w1', kind: 'wall', a: { x: 0, y: 0 }, b: { x: 1, y: 0 } } },
      { type: 'removeWall', wallId: 'nope' },
    ]);
    expect(r.ok).toBe(false);
    expect(ctl.world.walls).toEqual({});
    expect(ctl.session.canUndo()).toBe(false);
  });

  it('objects from the palette; zones and entry points; Test play gets the World, which stays', () => {
    const { ctl, played } = setup();
    ctl.machine.setTool('editor.object', { objectPreset: 'barrel' });
    click(ctl, 2.4, 2.6);
    const barrel = Object.values(ctl.world.objects)[0]!;
    expect(barrel).toMatchObject({ name: 'Barrel', height: 'low', shape: { kind: 'circle', center: { x: 2.5, y: 2.5 } } });
    key(ctl, ']');
    ctl.machine.setTool('editor.entry');
    click(ctl, 0.5, 0.5);
    expect(ctl.store.get().message).toMatch(/Add a side first/);
    ctl.dispatch({ type: 'addSide', side: { id: 'red', name: 'Red', colour: '#ff0000' } });
    click(ctl, 0.5, 0.5);
    expect(ctl.world.scenario.entryPoints).toEqual([{ sideId: 'red', cell: { c: 0, r: 0 }, name: '' }]);
    click(ctl, 0.5, 0.5);
    expect(ctl.world.scenario.entryPoints).toEqual([]);
    ctl.machine.setTool('editor.zone', { zoneName: 'Ford', zoneSideId: 'red' });
    ctl.onPointer(ev('down', 6.5, 1.5));
    ctl.onPointer(ev('move', 8.5, 2.5));
    ctl.onPointer(ev('up', 8.5, 2.5));
    const zone = Object.values(ctl.world.scenario.zones)[0]!;
    expect(zone).toMatchObject({ name: 'Ford', sideId: 'red', rects: [{ c: 6, r: 1, widthCells: 3, heightCells: 2 }] });
    const before = ctl.world;
    ctl.actions.testPlay();
    expect(played).toEqual([before]);
    expect(ctl.world).toBe(before);
  });

  it('background: loaded at the map width, aligned by a box over one cell, set by pixels per inch', () => {
    const { ctl } = setup();
    ctl.actions.setBackground('data:image/png;base64,AAAA', 200, 120);
    expect(ctl.world.map.background).toMatchObject({ widthInches: 10, heightInches: 6 });
    // The picture's squares are 0.5" wide now: a box over one of them doubles it.
    const bg = alignBackground(ctl.world, { x: 1, y: 1 }, { x: 1.5, y: 1.5 })!;
    expect(bg).toMatchObject({ widthInches: 20, heightInches: 12, originInches: { x: 0, y: 0 } });
    ctl.actions.setPixelsPerInch(40, 200, 120);
    expect(ctl.world.map.background).toMatchObject({ widthInches: 5, heightInches: 3 });
    ctl.actions.setBackgroundLocked(true);
    ctl.actions.setPixelsPerInch(10, 200, 120);
    expect(ctl.world.map.background).toMatchObject({ widthInches: 5 });
  });

  it('the background lock is saved with the scenario: it is in the file, reopens locked, and undo unlocks', () => {
    const { ctl } = setup();
    ctl.actions.setBackground('data:image/png;base64,AAAA', 200, 120);
    ctl.actions.setBackgroundLocked(true);
    expect(ctl.view().backgroundLocked).toBe(true);
    const text = serializeScenario(ctl.world);
    expect(JSON.parse(text).map.background.locked).toBe(true);
    const reopened = openForEdit(text, 'locked.grit.json');
    if (!reopened.ok) throw new Error(reopened.errors.join('\n'));
    const again = setup(reopened.world).ctl;
    expect(again.view().backgroundLocked).toBe(true);
    again.actions.removeBackground();
    expect(again.world.map.background).toBeDefined();
    // Unlocking is an edit like any other: one undo step, and an unlocked image has no "locked" field in the file.
    again.actions.setBackgroundLocked(false);
    expect('locked' in again.world.map.background!).toBe(false);
    again.undo();
    expect(again.view().backgroundLocked).toBe(true);
  });
});

describe('opening for the editor', () => {
  it('New scenario: the size in inches, the grid, the base terrain everywhere; bad fields are named', () => {
    const w = newScenarioWorld({ title: 'Ford', widthInches: 20, heightInches: 14, grid: 'hex-flat', baseTerrainId: 'mud' });
    expect([w.map.widthCells, w.map.heightCells, w.map.grid]).toEqual([20, 14, 'hex-flat']);
    expect(new Set(w.terrain.rows.join('')).size).toBe(1);
    expect(terrainAt(w, 19, 13)).toBe('mud');
    expect(newScenarioProblems({ title: ' ', widthInches: 1, heightInches: 14.5, grid: 'square', baseTerrainId: 'lava' })).toEqual([
      'Title: give the scenario a title',
      'Width: a whole number of inches from 2 to 1000 (got 1)',
      'Height: a whole number of inches from 2 to 1000 (got 14.5)',
      'Base terrain: unknown type "lava"',
    ]);
  });

  it('a .dd2vtt is imported with walls, portals and the standard terrain palette; bad files name the file', () => {
    const uvtt = JSON.stringify({
      format: 0.3,
      resolution: { map_origin: { x: 0, y: 0 }, map_size: { x: 4, y: 3 }, pixels_per_grid: 10 },
      line_of_sight: [
        [
          { x: 0, y: 1 },
          { x: 3, y: 1 },
        ],
      ],
      portals: [
        {
          bounds: [
            { x: 3, y: 1 },
            { x: 4, y: 1 },
          ],
          closed: true,
        },
      ],
    });
    const r = openForEdit(uvtt, 'cabin.dd2vtt');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.values(r.world.walls).map((w) => w.kind)).toEqual(['wall', 'door']);
    expect(r.world.terrainTypes.mud?.apCost).toBe(2);
    const bad = openForEdit('{"format": 0.3}', 'broken.dd2vtt');
    expect(!bad.ok && bad.errors[0]).toMatch(/^broken\.dd2vtt: /);
  });
});
