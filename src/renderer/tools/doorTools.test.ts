// The door and force-door tools through the headless driver: the doors in
// reach are the preview, the hovered one is marked (aiming), a click acts on
// it (G-ACT-1 open/close, G-TURN-3 long task).
import { describe, expect, it } from 'vitest';
import { act, arena } from '../../core/rules/testing/world';
import { ToolDriver } from '../state/toolDriver';

describe('door tool', () => {
  it('G-ACT-1 the door beside the figure lights up; hovering it → aiming; a click opens it, the next closes it', () => {
    const d = new ToolDriver(arena(`Ad. . N`, { A: {}, N: {} })).turnOf('A');
    const doorId = Object.values(d.session.world.walls).find((w) => w.kind === 'door')!.id;
    d.setTool('door').expectToBeIn('door.idle');
    expect(d.preview.doorPick).toEqual({ wallIds: [doorId], hoverId: null });
    d.pointerMove([0, 0], { x: 0.9, y: 0.5 }).expectToBeIn('door.aiming');
    expect(d.preview.doorPick?.hoverId).toBe(doorId);
    d.click([0, 0], { x: 0.9, y: 0.5 });
    expect(d.commands()).toEqual([{ type: 'openDoor', figureId: 'A', wallId: doorId }]);
    d.turnOf('A').setTool('door').click([0, 0], { x: 0.9, y: 0.5 });
    expect(d.commands()).toEqual([{ type: 'closeDoor', figureId: 'A', wallId: doorId }]);
  });

  it('a click away from the doors says what to click and dispatches nothing', () => {
    const d = new ToolDriver(arena(`Ad. . N`, { A: {}, N: {} })).turnOf('A').setTool('door');
    d.click([2, 0]).expectToBeIn('door.idle');
    expect(d.commands()).toEqual([]);
    expect(d.ui.violation?.message).toBe('click one of the doors within 1"');
  });
});

describe('force door tool', () => {
  /** A between a closed and a locked door: K cannot pick one by itself. */
  function twoDoors() {
    const w = act(arena(`.dAk.`, { A: {} }), { type: 'startEncounter' }).world;
    const d = new ToolDriver(w, { start: false });
    const locked = Object.values(w.walls).find((x) => x.door === 'locked')!;
    return { d, locked };
  }

  it('G-TURN-3 K with two doors → force.idle; hovering the locked one → aiming; a click forces that one', () => {
    const { d, locked } = twoDoors();
    d.keyDown('k').expectToBeIn('force.idle');
    expect(d.preview.doorPick?.wallIds).toHaveLength(2);
    d.pointerMove([1, 0], { x: 1.9, y: 0.5 }).expectToBeIn('force.aiming');
    expect(d.preview.doorPick?.hoverId).toBe(locked.id);
    d.pointerMove([1, 0], { x: 1.5, y: 1.9 }).expectToBeIn('force.idle');
    d.click([1, 0], { x: 1.9, y: 0.5 });
    expect(d.commands()).toEqual([{ type: 'longTask', figureId: 'A', name: `force door ${locked.id}`, wallId: locked.id }]);
    expect(d.path).toBe('select.idle');
  });

  it('G-TURN-3 a click between the doors names them and forces nothing', () => {
    const { d } = twoDoors();
    d.keyDown('k').click([1, 0], { x: 1.5, y: 1.9 }).expectToBeIn('force.idle');
    expect(d.commands()).toEqual([]);
    expect(d.ui.violation?.message).toMatch(/^click one of the doors within 1": /);
  });
});
