// The idle-time warm-up (warmUp.ts, issue 16 hover p95) fills the rules
// cache for the World on screen, and what a pointer move then reads from it
// is what a fresh computation gives, before and after a World change.
import { describe, expect, it } from 'vitest';
import { arena } from '../../core/rules/testing/world';
import { freshRulesCache } from '../../core/spatial/rulesCache';
import type { FigureId } from '../../core/model/schema';
import { reachForFigure } from '../../core/rules/movement';
import { figureIndexBuilt, movePreview } from '../tools/previews';
import { ToolDriver } from './toolDriver';

// A figure with 4 AP at the left edge of a 7×5 open map; an enemy to aim at.
const MAP = `
  . . . . . . N
  . . . . . . .
  A . . . . . .
  . . . . . . .
  . . . . . . .
`;

function driver() {
  return new ToolDriver(arena(MAP, { A: { stats: { ap: 4 }, weapons: ['revolver'] }, N: {} })).turnOf('A');
}

const FAR = { c: 6, r: 2 };
const WALL = { type: 'addWall', wall: { id: 'w', kind: 'wall', a: { x: 3, y: 0 }, b: { x: 3, y: 5 } } } as const;

/** The move preview to FAR from the session's rules cache, and from a fresh one. */
function previews(d: ToolDriver) {
  const w = d.session.world;
  const cached = movePreview(w, 'A' as FigureId, FAR, reachForFigure(w, 'A', undefined, d.session.rulesCache), d.session.rulesCache);
  const fresh = freshRulesCache();
  return { cached, fresh: movePreview(w, 'A' as FigureId, FAR, reachForFigure(w, 'A', undefined, fresh), fresh) };
}

describe('idle warm-up of the preview caches', () => {
  it("G-MOVE-1 the move tool warms the mover's whole-map searches for the World on screen; a World change warms the new World, and the preview follows it", () => {
    const d = driver().keyDown('m');
    d.pointerMove([1, 2]);
    const rules = d.session.rulesCache;
    const before = d.session.world;
    expect(rules.peek('move:unbounded', before)).toBeUndefined();
    expect(d.idle()).toBeGreaterThan(0);
    expect([...rules.peek<Map<string, unknown>>('move:unbounded', before)!.keys()].sort()).toEqual(['A|false', 'A|true']);
    const first = previews(d);
    expect(first.cached).toEqual(first.fresh);
    expect(first.cached!.refusal).toMatch(/not enough AP: needs 6, has 4/);
    // A wall across the map: the far square is now out of reach at any cost.
    expect(d.session.dispatch(WALL).ok).toBe(true);
    expect(d.session.world).not.toBe(before);
    expect(d.idle()).toBeGreaterThan(0);
    expect(rules.peek('move:unbounded', d.session.world)).toBeDefined();
    const second = previews(d);
    expect(second.cached).toEqual(second.fresh);
    expect(second.cached!.path).toEqual([]);
    expect(second.cached!.refusal).toMatch(/blocked by walls/);
  });

  it('G-LOS-1 the attack tool warms the sight index; nothing runs again while the World, tool and mover stand', () => {
    const d = driver().keyDown('a');
    d.pointerMove([3, 3]);
    const rules = d.session.rulesCache;
    expect(rules.peek('sight', d.session.world.walls)).toBeUndefined();
    // The sight index, the figure index with it.
    expect(d.idle()).toBe(1);
    expect(rules.peek('sight', d.session.world.walls)).toBeDefined();
    d.pointerMove([4, 3]).pointerMove([5, 3]);
    expect(d.idle()).toBe(0);
    d.ctl.dispose();
  });

  it("G-MOVE-1 the select tool warms the same searches: it previews the active figure's move as the move tool does", () => {
    const d = driver().keyDown('s');
    d.pointerMove([1, 2]);
    const rules = d.session.rulesCache;
    expect(rules.peek('move:unbounded', d.session.world)).toBeUndefined();
    d.idle();
    expect([...rules.peek<Map<string, unknown>>('move:unbounded', d.session.world)!.keys()].sort()).toEqual(['A|false', 'A|true']);
    const { cached, fresh } = previews(d);
    expect(cached).toEqual(fresh);
    d.ctl.dispose();
  });

  it('builds the index of which figure stands where (figureAt) for a new World before a pointer move asks (issue 16 hover tail)', () => {
    const d = driver().keyDown('a');
    expect(d.idle()).toBeGreaterThan(0);
    expect(figureIndexBuilt(d.session.world)).toBe(true);
    // A step moves a figure: a new figures record, whose index is built in the next idle time.
    expect(d.session.dispatch({ type: 'moveFigure', figureId: 'A' as FigureId, to: { c: 1, r: 2 } }).ok).toBe(true);
    expect(figureIndexBuilt(d.session.world)).toBe(false);
    d.idle();
    expect(figureIndexBuilt(d.session.world)).toBe(true);
    d.ctl.dispose();
  });
});
