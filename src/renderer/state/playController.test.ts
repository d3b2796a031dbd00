// The play wiring driven like the canvas drives it (pointer events in cells
// and inches, keys) against a real Session: drag-to-move, place charge and
// force door reach the World only as the commands a user would cause.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../core/io/scenario';
import { createRng } from '../../core/dice';
import { createSession } from '../../core/session';
import { playEngine, type Command, type GameEvent } from '../../core/rules';
import { act, arena } from '../../core/rules/testing/world';
import type { World } from '../../core/model/schema';
import type { MapPointerEvent } from '../canvas';
import { PlayController } from './playController';
import type { PlayCanvas } from './playCore';

function fakeCanvas() {
  const holds: boolean[] = [];
  const canvas: PlayCanvas = {
    applyChanges: () => {},
    setOverlay: () => {},
    animateMove: () => {},
    setLeftButtonPans: () => {},
    holdPan: (hold) => holds.push(hold),
  };
  return { canvas, holds };
}

function controllerFor(world: World, start = true) {
  const session = createSession<Command, GameEvent>(world, playEngine as never);
  const { canvas, holds } = fakeCanvas();
  const ctl = new PlayController(session, { canvas, render: () => {}, save: async () => {}, fast: true });
  if (start) expect(ctl.dispatch({ type: 'startEncounter' })).toEqual({ ok: true });
  return { ctl, session, holds };
}

/** Dusty Street with seed 2: order Marshal, Deputy, Slim, Kid. */
function dusty() {
  const parsed = parseScenarioText(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'), 'dusty-street.grit.json');
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return controllerFor({ ...parsed.world, rng: createRng(2) });
}

function pointer(kind: MapPointerEvent['kind'], c: number | null, r: number, opts: Partial<MapPointerEvent> = {}): MapPointerEvent {
  const cell = c === null ? null : { c, r };
  const point = c === null ? { x: -5, y: r + 0.5 } : { x: c + 0.5, y: r + 0.5 };
  const buttons = kind === 'down' || kind === 'move' ? 1 : 0;
  return { kind, cell: cell as MapPointerEvent['cell'], point, button: 0, buttons, shiftKey: false, click: false, ...opts };
}

const key = (k: string) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null }) as unknown as KeyboardEvent;

describe('drag-to-move', () => {
  it('G-MOVE-1 press on the active figure, drag, release: the path and AP show while dragging, then one moveFigure', () => {
    const { ctl, session, holds } = dusty();
    const logBefore = session.log.length;
    ctl.onPointer(pointer('down', 4, 7));
    ctl.onPointer(pointer('move', 5, 6));
    ctl.onPointer(pointer('move', 6, 5));
    const view = ctl.view();
    expect(view.dragging).toEqual({ figureId: 'marshal', from: { c: 4, r: 7 } });
    expect(view.movePreview).toMatchObject({ figureId: 'marshal', to: { c: 6, r: 5 }, apCost: 3 });
    expect(view.movePreview!.refusal).toBeUndefined();
    ctl.onPointer(pointer('up', 6, 5));
    expect(session.log.slice(logBefore)).toEqual([{ type: 'moveFigure', figureId: 'marshal', to: { c: 6, r: 5 } }]);
    expect(session.world.figures.marshal.cell).toEqual({ c: 6, r: 5 });
    expect(session.world.figures.marshal.apLeft).toBe(5);
    expect(holds).toEqual([true, false]);
    // One drag is one undo step.
    ctl.actions.undo();
    expect(session.world.figures.marshal.cell).toEqual({ c: 4, r: 7 });
    expect(session.log.length).toBe(logBefore);
  });

  it('Esc during the drag cancels: no command, the release is not a click', () => {
    const { ctl, session, holds } = dusty();
    const logBefore = session.log.length;
    ctl.onPointer(pointer('down', 4, 7));
    ctl.onPointer(pointer('move', 6, 5));
    expect(ctl.onKey(key('Escape'))).toBe(true);
    expect(ctl.view().movePreview).toBeNull();
    ctl.onPointer(pointer('move', 6, 6));
    ctl.onPointer(pointer('up', 6, 6, { click: true }));
    expect(session.log.length).toBe(logBefore);
    expect(session.world.figures.marshal.cell).toEqual({ c: 4, r: 7 });
    expect(holds).toEqual([true, false]);
    expect(ctl.view().tool).toBe('select');
  });

  it('release on an occupied square cancels and says why; off the map too', () => {
    const { ctl, session } = dusty();
    const logBefore = session.log.length;
    ctl.onPointer(pointer('down', 4, 7));
    ctl.onPointer(pointer('move', 6, 9));
    expect(ctl.view().movePreview!.refusal).toContain('occupied by Deputy Ray');
    ctl.onPointer(pointer('up', 6, 9));
    expect(session.log.length).toBe(logBefore);
    expect(ctl.view().violation?.message).toContain('occupied by Deputy Ray (drag cancelled, nothing moved)');
    ctl.onPointer(pointer('down', 4, 7));
    ctl.onPointer(pointer('move', 5, 7));
    ctl.onPointer(pointer('up', null, 7));
    expect(session.log.length).toBe(logBefore);
  });

  it('a press on empty map or on another figure does not hold the pan', () => {
    const { ctl, holds } = dusty();
    ctl.onPointer(pointer('down', 10, 10));
    ctl.onPointer(pointer('move', 11, 11));
    ctl.onPointer(pointer('down', 6, 9)); // the Deputy: not his turn
    expect(holds).toEqual([]);
    expect(ctl.view().dragging).toBeNull();
  });
});

describe('place charge (throwArea placed: true)', () => {
  /** The Kid's turn with everyone else done. */
  function kidsTurn() {
    const t = dusty();
    for (const id of ['marshal', 'deputy', 'slim']) expect(t.ctl.dispatch({ type: 'endTurn', figureId: id })).toEqual({ ok: true });
    expect(t.ctl.view().activeFigureId).toBe('kid');
    return t;
  }

  it('G-AREA-5 T picks the dynamite; undrawn it is refused with the reason; drawn, a click on an adjacent square places it', () => {
    const { ctl, session } = kidsTurn();
    ctl.onKey(key('t'));
    expect(ctl.view().tool).toBe('place');
    expect(ctl.view().weaponIndex).toBe(1);
    ctl.onPointer(pointer('move', 20, 7, { buttons: 0 }));
    expect(ctl.view().areaPreview?.refusal).toContain('draw the Dynamite');
    expect(ctl.dispatch({ type: 'swapWeapon', figureId: 'kid', weaponIndex: 1 })).toEqual({ ok: true });
    ctl.actions.placeCharge();
    ctl.onPointer(pointer('move', 22, 7, { buttons: 0 }));
    expect(ctl.view().areaPreview?.refusal).toContain('own or an adjacent square');
    ctl.onPointer(pointer('move', 20, 7, { buttons: 0 }));
    expect(ctl.view().areaPreview).toMatchObject({ placed: { fuseRounds: 1 }, radiusInches: 4, at: { x: 20.5, y: 7.5 } });
    expect(ctl.view().areaPreview!.refusal).toBeUndefined();
    const logBefore = session.log.length;
    ctl.onPointer(pointer('up', 20, 7, { click: true }));
    expect(session.log.slice(logBefore)).toEqual([{ type: 'throwArea', figureId: 'kid', weaponIndex: 1, at: { x: 20.5, y: 7.5 }, placed: true }]);
    const areas = Object.values(session.world.areas);
    expect(areas).toHaveLength(1);
    expect(areas[0]).toMatchObject({ kind: 'dynamite', effect: 'other', center: { x: 20.5, y: 7.5 }, radiusInches: 4, roundsLeft: 1 });
    const log = ctl.view().log.map((e) => e.text);
    expect(log).toContain('Dynamite Kid places Dynamite Explosion (8oz TNT) at 20.5,7.5');
    expect(log).toContainEqual(expect.stringMatching(/^placed charge dynamite-r1-1 \(Dynamite Explosion \(8oz TNT\), 4" blast\) goes off in 1 round$/));
  });

  it('T for a figure with no placeable charge says so and changes nothing', () => {
    const { ctl } = dusty();
    ctl.onKey(key('t'));
    expect(ctl.view().tool).toBe('select');
    expect(ctl.view().violation?.message).toBe('Marshal Cole carries no charge to place (such as dynamite)');
  });
});

describe('force door (longTask with wallId, G-TURN-3)', () => {
  it('G-TURN-3 one door in reach is picked by itself: K spends all AP on it and progress is kept', () => {
    const { ctl, session } = dusty();
    ctl.onKey(key('k'));
    expect(ctl.view().violation?.message).toBe('no closed door within 1" of Marshal Cole');
    expect(ctl.dispatch({ type: 'moveFigure', figureId: 'marshal', to: { c: 6, r: 5 } })).toEqual({ ok: true });
    for (const id of ['deputy', 'slim', 'kid']) ctl.dispatch({ type: 'endTurn', figureId: id });
    const logBefore = session.log.length;
    ctl.onKey(key('k'));
    expect(session.log.slice(logBefore)).toEqual([{ type: 'longTask', figureId: 'marshal', name: 'force door d1', wallId: 'd1' }]);
    expect(session.world.tasks?.['marshal:force door d1']).toMatchObject({ apDone: 5, apNeeded: 10 });
    expect(ctl.view().log.map((e) => e.text)).toContainEqual(expect.stringContaining('works on "force door d1": 5/10 AP'));
  });

  it('G-TURN-3 two doors in reach: the force tool, the hovered door is marked, a click forces that one', () => {
    const w = act(arena(`.dAk.`, { A: {}, N: { cell: { c: 0, r: 0 } } }), { type: 'startEncounter' }).world;
    const { ctl, session } = controllerFor(w, false);
    const active = ctl.view().activeFigureId!;
    if (active !== 'A') ctl.dispatch({ type: 'endTurn', figureId: active });
    expect(ctl.view().activeFigureId).toBe('A');
    const locked = Object.values(w.walls).find((x) => x.door === 'locked')!;
    const logBefore = session.log.length;
    ctl.actions.forceDoor();
    expect(session.log.length).toBe(logBefore);
    expect(ctl.view().tool).toBe('force');
    expect(ctl.view().doorPick?.wallIds).toHaveLength(2);
    ctl.onPointer(pointer('move', 1, 0, { buttons: 0, point: { x: 1.9, y: 0.5 } }));
    expect(ctl.view().doorPick?.hoverId).toBe(locked.id);
    ctl.onPointer(pointer('up', 1, 0, { click: true, point: { x: 1.9, y: 0.5 } }));
    expect(session.log.slice(logBefore)).toEqual([{ type: 'longTask', figureId: 'A', name: `force door ${locked.id}`, wallId: locked.id }]);
  });
});

describe('real dice at the table (issue 16 fix 8)', () => {
  it('G-ROLL-4 Esc reaching the play keys while the prompt waits drops the action; no other shortcut acts', () => {
    const { ctl, session } = dusty();
    expect(ctl.dispatch({ type: 'updateSide', sideId: 'law', changes: { dice: 'table' } })).toEqual({ ok: true });
    const apBefore = session.world.figures.marshal.apLeft;
    const logBefore = session.log.length;
    ctl.dispatch({ type: 'attack', figureId: 'marshal', targetId: 'kid' });
    expect(ctl.view().tableRoll?.request).toMatchObject({ figureId: 'marshal', faceIndex: 0 });
    // A tool key waits: while the table rolls no shortcut acts.
    const tool = ctl.view().tool;
    expect(ctl.onKey(key('t'))).toBe(true);
    expect(ctl.view().tool).toBe(tool);
    expect(ctl.onKey(key('Escape'))).toBe(true);
    expect(ctl.view().tableRoll).toBeNull();
    expect(session.log.length).toBe(logBefore);
    expect(session.world.figures.marshal.apLeft).toBe(apBefore);
  });
});
