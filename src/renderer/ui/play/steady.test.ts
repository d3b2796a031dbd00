// Issue 16 speed: a pointer move re-renders only the panels that show the
// preview. The play view a hover renders keeps every other field the same
// object, so the steady panels (steady.tsx) skip that render; a World change
// still reaches them.
import { describe, expect, it } from 'vitest';
import type { PlayViewState } from '../../state/contract';
import { dustyPlay as dusty, hoverAt as hover, keyPress as key } from '../../state/testing/dustyPlay';
import { autoPositives, viewChangedFor } from './steady';

describe('panels and the pointer (issue 16 speed)', () => {
  it('G-MOVE-1 two hovers with the move tool render views that differ only in the preview: the steady panels skip them', () => {
    const { ctl, views } = dusty();
    ctl.onKey(key('m'));
    ctl.onPointer(hover(5, 6));
    const a = views[views.length - 1];
    ctl.onPointer(hover(6, 5));
    const b = views[views.length - 1];
    expect(a.movePreview?.to).toEqual({ c: 5, r: 6 });
    expect(b.movePreview?.to).toEqual({ c: 6, r: 5 });
    // The game log, the computer's state and the drag are the same objects, not equal copies.
    expect(b.log).toBe(a.log);
    expect(b.computer).toBe(a.computer);
    expect(viewChangedFor(a, b)).toBe(false);
    // A panel that reads the move preview does render again.
    expect(viewChangedFor(a, b, ['movePreview'])).toBe(true);
  });

  it('G-MOVE-1 a move reaches every panel: new World, new log entries', () => {
    const { ctl, views } = dusty();
    ctl.onKey(key('m'));
    ctl.onPointer(hover(6, 5));
    const before = views[views.length - 1];
    expect(ctl.dispatch({ type: 'moveFigure', figureId: 'marshal', to: { c: 6, r: 5 } })).toEqual({ ok: true });
    const after = views[views.length - 1];
    expect(after.log.length).toBeGreaterThan(before.log.length);
    expect(viewChangedFor(before, after)).toBe(true);
  });

  it('G-ROLL-2 the action bar renders again when the count of positive automatic modifiers changes (the modifier editor’s limit), not for other preview changes', () => {
    const { views } = dusty();
    const v = views[views.length - 1];
    const mods = (values: number[]) => ({ modifiers: values.map((value) => ({ value, source: 'x', auto: true })) }) as unknown as PlayViewState['attackPreview'];
    expect(viewChangedFor({ ...v, attackPreview: mods([-1, 1]) }, { ...v, attackPreview: mods([-2, 2]) }, [], autoPositives)).toBe(false);
    expect(viewChangedFor({ ...v, attackPreview: null }, { ...v, attackPreview: mods([-2]) }, [], autoPositives)).toBe(false);
    expect(viewChangedFor({ ...v, attackPreview: mods([-1]) }, { ...v, attackPreview: mods([-1, 1]) }, [], autoPositives)).toBe(true);
  });
});
