import { describe, expect, it } from 'vitest';
import { createSession, type PlayEngine } from './session';
import { asciiWorld, figureInput } from './testWorld';
import type { ChangeSet } from '../model/changes';
import type { EditorCommand } from '../rules/editor/index';

const rows = ['......', '......', '......', '......'];

describe('Session dispatch', () => {
  it('applies an editor command, logs it, reports the change set and notifies subscribers', () => {
    const s = createSession(asciiWorld(rows));
    const seen: Array<{ cs: ChangeSet; types: string[] }> = [];
    s.subscribe((_w, cs, events) => seen.push({ cs, types: events.map((e) => e.type) }));
    const r = s.dispatch({ type: 'placeFigure', figure: figureInput('kid', 'law', 2, 1) });
    expect(r.ok).toBe(true);
    expect(s.world.figures.kid.cell).toEqual({ c: 2, r: 1 });
    expect(s.log.map((c) => c.type)).toEqual(['placeFigure']);
    expect([...seen[0].cs.figures]).toEqual(['kid']);
    expect(seen[0].cs.walls.size).toBe(0);
    expect(seen[0].types).toEqual(['figurePlaced']);
    expect(s.query.figureAtCell({ c: 2, r: 1 })?.id).toBe('kid');
  });

  it('without history: the same World, log, change sets and spatial index as with it, and nothing to undo', () => {
    const commands = [
      { type: 'placeFigure', figure: figureInput('kid', 'law', 2, 1) },
      { type: 'placeFigure', figure: figureInput('slim', 'gang', 4, 2) },
      { type: 'addWall', wall: { id: 'w1', kind: 'wall' as const, a: { x: 0, y: 1 }, b: { x: 2, y: 1 } } },
      { type: 'paintTerrain', cells: [{ c: 1, r: 1 }], terrainTypeId: 'mud' },
      { type: 'updateFigure', figureId: 'kid', changes: { cell: { c: 3, r: 3 } } },
      { type: 'removeFigure', figureId: 'slim' },
      { type: 'updateFigure', figureId: 'kid', changes: { cell: { c: 3, r: 3 } } },
    ] satisfies EditorCommand[];
    const full = createSession(asciiWorld(rows));
    const bare = createSession(asciiWorld(rows), undefined, { history: false });
    for (const c of commands) {
      const a = full.dispatch(c);
      const b = bare.dispatch(c);
      expect(a.ok && b.ok).toBe(true);
      if (a.ok && b.ok) expect(b.changes).toEqual(a.changes);
    }
    expect(bare.world).toEqual(full.world);
    expect(bare.log).toEqual(full.log);
    expect(bare.query.figureAtCell({ c: 3, r: 3 })?.id).toBe('kid');
    expect(bare.query.figureAtCell({ c: 4, r: 2 })).toBeUndefined();
    expect(full.canUndo()).toBe(true);
    expect(bare.canUndo()).toBe(false);
    expect(bare.undo()).toBe(false);
  });

  it('a violation changes nothing and logs nothing', () => {
    const w = asciiWorld(rows);
    const s = createSession(w);
    const r = s.dispatch({ type: 'placeFigure', figure: figureInput('x', 'martians', 0, 0) });
    expect(r).toEqual({ ok: false, violation: { code: 'unknown-id', message: 'side "martians" does not exist' } });
    expect(s.world).toBe(w);
    expect(s.log).toEqual([]);
    expect(s.dispatch({ type: 'placeFigure', figure: figureInput('x', 'law', 6, 0) }).ok).toBe(false);
  });

  it('paintTerrain changes the rows and adds a legend character for a new type; undo restores', () => {
    const s = createSession(asciiWorld(rows));
    const before = s.world;
    const r = s.dispatch({
      type: 'paintTerrain',
      cells: [
        { c: 0, r: 0 },
        { c: 3, r: 2 },
      ],
      terrainTypeId: 'rock',
    });
    expect(r.ok && r.changes.terrain).toBe(true);
    const ch = Object.keys(s.world.terrain.legend).find((k) => s.world.terrain.legend[k] === 'rock')!;
    expect(s.world.terrain.rows[0][0]).toBe(ch);
    expect(s.world.terrain.rows[2]).toBe(`...${ch}..`);
    s.undo();
    expect(s.world).toEqual(before);
  });

  it('a gesture is one undo step; redo brings it back; a new dispatch clears redo', () => {
    const s = createSession(asciiWorld(rows));
    s.dispatch({ type: 'placeFigure', figure: figureInput('a', 'law', 0, 0) });
    s.beginGesture();
    for (let c = 1; c <= 3; c++) s.dispatch({ type: 'updateFigure', figureId: 'a', changes: { cell: { c, r: 0 } } });
    s.commitGesture();
    expect(s.world.figures.a.cell).toEqual({ c: 3, r: 0 });
    expect(s.log).toHaveLength(4);
    s.undo();
    expect(s.world.figures.a.cell).toEqual({ c: 0, r: 0 });
    expect(s.log).toHaveLength(1);
    s.redo();
    expect(s.world.figures.a.cell).toEqual({ c: 3, r: 0 });
    expect(s.log).toHaveLength(4);
    s.undo();
    s.dispatch({ type: 'addWall', wall: { kind: 'wall', a: { x: 0, y: 1 }, b: { x: 2, y: 1 } } });
    expect(s.canRedo()).toBe(false);
  });

  it('cancelGesture reverts the gesture and its log entries', () => {
    const s = createSession(asciiWorld(rows));
    s.dispatch({ type: 'placeFigure', figure: figureInput('a', 'law', 0, 0) });
    const w = s.world;
    s.beginGesture();
    s.dispatch({ type: 'updateFigure', figureId: 'a', changes: { cell: { c: 5, r: 3 } } });
    s.cancelGesture();
    expect(s.world).toEqual(w);
    expect(s.log).toHaveLength(1);
    expect(s.query.figureAtCell({ c: 0, r: 0 })?.id).toBe('a');
    expect(s.query.figureAtCell({ c: 5, r: 3 })).toBeUndefined();
  });

  it('play commands the engine marks as rolls are not undoable unless allowed, and block undo past them', () => {
    const engine: PlayEngine = {
      resolve: (_w, c) => ({ events: [{ type: 'rolled', value: (c as unknown as { value: number }).value }] }),
      applyEvent: (d, e) => {
        d.turn.round = (e as unknown as { value: number }).value;
      },
      isUndoable: (events) => !events.some((e) => e.type === 'rolled'),
    };
    const s = createSession(asciiWorld(rows), engine);
    s.dispatch({ type: 'placeFigure', figure: figureInput('a', 'law', 0, 0) });
    const r = s.dispatch({ type: 'roll', value: 5 } as never);
    expect(r.ok && r.undoable).toBe(false);
    expect(s.canUndo()).toBe(false);
    expect(s.undo()).toBe(false);
    expect(s.world.turn.round).toBe(5);
    s.setAllowUndoRolls(true);
    s.dispatch({ type: 'roll', value: 9 } as never);
    expect(s.undo()).toBe(true);
    expect(s.world.turn.round).toBe(5);
  });

  it('removing a figure also drops it from the turn order', () => {
    const s = createSession(asciiWorld(rows));
    s.dispatch({ type: 'placeFigure', figure: figureInput('a', 'law', 0, 0) });
    s.dispatch({ type: 'placeFigure', figure: figureInput('b', 'gang', 1, 0) });
    s.load({ ...s.world, turn: { ...s.world.turn, order: ['a', 'b'] as never, activeIndex: 1 } });
    s.dispatch({ type: 'removeFigure', figureId: 'a' });
    expect(s.world.turn.order).toEqual(['b']);
    expect(s.world.turn.activeIndex).toBe(0);
  });

  it('replay of the log on the initial World reproduces the World', () => {
    const s = createSession(asciiWorld(rows));
    s.dispatch({ type: 'placeFigure', figure: figureInput(undefined, 'law', 1, 1) });
    s.dispatch({ type: 'addWall', wall: { kind: 'door', door: 'closed', a: { x: 1, y: 0 }, b: { x: 2, y: 0 } } });
    s.dispatch({ type: 'setDoor', wallId: 'w1', state: 'open' });
    const again = createSession(s.initialWorld);
    expect(again.replay(s.log)).toEqual({ ok: true });
    expect(again.world).toEqual(s.world);
  });
});

describe('Session robustness', () => {
  it('an engine event that throws while applying leaves the World and log untouched', () => {
    const engine: PlayEngine = {
      resolve: () => ({ events: [{ type: 'boom' }] }),
      applyEvent: (d) => {
        d.turn.round = 99;
        throw new Error('no figure "x"');
      },
    };
    const w = asciiWorld(rows);
    const s = createSession(w, engine);
    const r = s.dispatch({ type: 'explode' } as never);
    expect(r).toEqual({ ok: false, violation: { code: 'apply-failed', message: 'explode: no figure "x"' } });
    expect(s.world).toBe(w);
    expect(s.log).toEqual([]);
  });
});

describe('Session robustness: malformed commands', () => {
  it('a command missing its fields is a violation, not a crash', () => {
    const s = createSession(asciiWorld(rows));
    const r = s.dispatch({ type: 'paintTerrain' } as never);
    expect(r.ok).toBe(false);
    expect(s.log).toEqual([]);
  });
});

describe('redo survives what does not change the World', () => {
  it('a violation or a no-op command keeps redo and adds no undo step', () => {
    const s = createSession(asciiWorld(rows));
    s.dispatch({ type: 'paintTerrain', cells: [{ c: 0, r: 0 }], terrainTypeId: 'mud' });
    s.dispatch({ type: 'paintTerrain', cells: [{ c: 1, r: 0 }], terrainTypeId: 'mud' });
    s.undo();
    expect(s.canRedo()).toBe(true);
    s.dispatch({ type: 'removeWall', wallId: 'none' });
    s.dispatch({ type: 'paintTerrain', cells: [{ c: 0, r: 0 }], terrainTypeId: 'mud' });
    expect(s.canRedo()).toBe(true);
    expect(s.log).toHaveLength(1);
    s.undo();
    expect(s.canUndo()).toBe(false);
    expect(s.world.terrain.rows[0]).toBe('......');
  });
});

describe('Session subscribers', () => {
  it('a throwing subscriber does not stop the others; errors go to onListenerError', () => {
    const errors: unknown[] = [];
    const s = createSession(asciiWorld(rows), undefined, { onListenerError: (e) => errors.push(e) });
    let heard = 0;
    s.subscribe(() => {
      throw new Error('view broke');
    });
    const off = s.subscribe(() => heard++);
    s.dispatch({ type: 'paintTerrain', cells: [{ c: 0, r: 0 }], terrainTypeId: 'mud' });
    expect(heard).toBe(1);
    expect(errors).toHaveLength(1);
    off();
    s.undo();
    expect(heard).toBe(1);
  });
});
