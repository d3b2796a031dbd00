// The play view on a pointy hex map (test/fixtures/hex-moor.grit.json): the
// measure read-out counts hexes, lines run between hex centres, picks and
// door checks use hex footprints and centres. Hex (c, r) has its centre at
// x = c + 0.5 (+0.5 on odd rows), y = (1 + 1.5 r)/sqrt3.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../core/io/scenario';
import { createRng } from '../../core/dice';
import { createSession } from '../../core/session';
import { playEngine, type Command, type GameEvent } from '../../core/rules';
import type { FigureId, World } from '../../core/model/schema';
import { hexDistance } from '../../core/geometry/grid';
import type { MapPointerEvent, OverlaySpec } from '../canvas';
import { PlayController } from './playController';
import { buildOverlay, centreOf, placeSquares } from './overlay';
import type { AttackPreview } from './contract';
import { cellWord, figureAt, measureText } from '../tools/previews';
import { nearestDoor } from '../tools/keyboard';
import { doorsWithinReach, firstAidTargets } from '../ui/play/derive';

const SQRT3 = Math.sqrt(3);
const centreY = (r: number) => (1 + 1.5 * r) / SQRT3;

function moor(): World {
  const r = parseScenarioText(readFileSync('test/fixtures/hex-moor.grit.json', 'utf8'), 'hex-moor.grit.json');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return { ...r.world, rng: createRng(1) };
}

const withFigureAt = (w: World, id: string, c: number, r: number, sizeCells = 1): World => ({
  ...w,
  figures: { ...w.figures, [id]: { ...w.figures[id]!, cell: { c, r }, sizeCells } },
});

const withDoor = (w: World, ax: number, ay: number, bx: number, by: number): World => ({
  ...w,
  walls: { ...w.walls, d1: { id: 'd1', kind: 'door', door: 'closed', a: { x: ax, y: ay }, b: { x: bx, y: by } } as World['walls'][string] },
});

function controller(world: World) {
  const overlays: OverlaySpec[] = [];
  const session = createSession<Command, GameEvent>(world, playEngine as never);
  const ctl = new PlayController(session, {
    canvas: { applyChanges: () => {}, setOverlay: (s) => overlays.push(s), animateMove: () => {}, setLeftButtonPans: () => {}, holdPan: () => {} },
    render: () => {},
    save: async () => {},
    fast: true,
  });
  expect(ctl.dispatch({ type: 'startEncounter' })).toEqual({ ok: true });
  return { ctl, overlays };
}

const key = (k: string) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null }) as unknown as KeyboardEvent;

function click(c: number, r: number): MapPointerEvent[] {
  const base = { cell: { c, r } as MapPointerEvent['cell'], point: { x: c + 0.5 + (r % 2) * 0.5, y: centreY(r) }, button: 0, shiftKey: false };
  return [
    { ...base, kind: 'down', buttons: 1, click: false },
    { ...base, kind: 'up', buttons: 0, click: true },
  ] as MapPointerEvent[];
}

describe('play view on a hex map', () => {
  it('measure tool: ranger (1,3) to bandit (8,3) reads 7.0" and 7 hexes; the line runs between hex centres', () => {
    const { ctl, overlays } = controller(moor());
    ctl.onKey(key('x'));
    for (const e of [...click(1, 3), ...click(8, 3)]) ctl.onPointer(e);
    expect(ctl.view().measureText).toBe('7.0" (35 ft), 7 hexes');
    const los = overlays[overlays.length - 1]!.los!;
    expect(los.from.x).toBeCloseTo(2);
    expect(los.from.y).toBeCloseTo(centreY(3));
    expect(los.to.x).toBeCloseTo(9);
  });

  it('measure text: hex steps, not square steps ((0,0) to (0,4) is 4 hexes, 3.5" down the zig-zag)', () => {
    const text = measureText({ c: 0, r: 0 }, { c: 0, r: 4 }, 'hex-pointy');
    expect(text).toBe(`${(6 / SQRT3).toFixed(1)}" (${Math.round((6 / SQRT3) * 5)} ft), 4 hexes`);
    expect(measureText({ c: 0, r: 0 }, { c: 0, r: 1 }, 'hex-pointy')).toMatch(/, 1 hex$/);
    expect(measureText({ c: 0, r: 0 }, { c: 3, r: 4 }, 'square')).toBe('5.0" (25 ft), 4 squares');
    expect([cellWord('hex-flat'), cellWord('hex-pointy', true), cellWord('square', true)]).toEqual(['hex', 'hexes', 'squares']);
  });

  it('G-LOS-1 the attack line runs from the attacker hex centre to the target hex centre', () => {
    const world = moor();
    const { ctl } = controller(world);
    const attackPreview = { attackerId: 'ranger', targetId: 'bandit', los: true, hiddenFraction: 0, chanceInTen: 7 } as unknown as AttackPreview;
    const spec = buildOverlay({
      world,
      view: { ...ctl.view(), attackPreview },
      tool: 'attack',
      hoverCell: null,
      activeId: null,
      highlighted: [],
      mover: null,
      measureLine: null,
      lastScatter: null,
      lastBurst: null,
    });
    expect(spec.los!.from.x).toBeCloseTo(2);
    expect(spec.los!.from.y).toBeCloseTo(centreY(3));
    expect(spec.los!.to.x).toBeCloseTo(9);
    expect(spec.los!.to.y).toBeCloseTo(centreY(3));
    expect(centreOf({ cell: { c: 0, r: 0 }, sizeCells: 1 }, 'square')).toEqual({ x: 0.5, y: 0.5 });
  });

  it('G-MOVE-3 a size-3 figure on a hex is picked on its six neighbours, not on a square block', () => {
    const w = withFigureAt(moor(), 'bandit', 8, 3, 3);
    expect(figureAt(w, { c: 8, r: 3 })?.id).toBe('bandit');
    expect(figureAt(w, { c: 7, r: 3 })?.id).toBe('bandit'); // west neighbour, left of a square anchor
    expect(figureAt(w, { c: 9, r: 4 })?.id).toBe('bandit');
    expect(figureAt(w, { c: 10, r: 5 })).toBeNull(); // inside the square block, two hexes away
    expect(figureAt(w, { c: 1, r: 3 })?.id).toBe('ranger');
  });

  it('G-AREA-5 a charge may be set on the own hex or the six around it', () => {
    const w = moor();
    const cells = placeSquares(w, 'ranger' as FigureId);
    expect(cells).toHaveLength(7);
    for (const c of cells) expect(hexDistance(c, { c: 1, r: 3 }, 'pointy')).toBeLessThanOrEqual(1);
  });

  it('G-ACT-1 doors are measured from the hex centre: 0.9" from it is within reach, the nearest-door key finds it', () => {
    // Ranger's hex centre is (2, 5.5/sqrt3) = (2, 3.18); a square centre would be (1.5, 3.5), 1.4" from this door.
    const w = withDoor(moor(), 2.9, 2.6, 2.9, 3.8);
    const f = w.figures.ranger!;
    expect(nearestDoor(w, f)?.distanceInches).toBeCloseTo(0.9);
    expect(doorsWithinReach(w, f).map((d) => d.id)).toEqual(['d1']);
  });

  it('G-ACT-1 first aid reaches hex neighbours only: (2,4) touches ranger (1,3), (0,4) does not', () => {
    const near = withFigureAt(moor(), 'guard', 2, 4);
    expect(
      firstAidTargets(near, near.figures.ranger!)
        .map((f) => f.id)
        .sort(),
    ).toEqual(['guard', 'ranger']);
    const far = withFigureAt(moor(), 'guard', 0, 4);
    expect(firstAidTargets(far, far.figures.ranger!).map((f) => f.id)).toEqual(['ranger']);
  });
});
