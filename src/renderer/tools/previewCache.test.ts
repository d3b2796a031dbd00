// What a pointer move reuses (issue 16 speed) must be what a fresh
// computation gives: the reach cached per World, the door lists per walls
// record and the rules cache's whole-map move searches are recomputed after
// a World change, and equal a fresh computation before and after it.
import { describe, expect, it } from 'vitest';
import { createSession } from '../../core/session';
import { asciiWorld, figureInput } from '../../core/session/testWorld';
import { planMove, reachForFigure } from '../../core/rules/movement';
import { resolve } from '../../core/rules';
import { freshRulesCache } from '../../core/spatial/rulesCache';
import type { FigureId, World } from '../../core/model/schema';
import { ReachCache, figureAt, movePreview } from './previews';
import { doorsOf, forceableDoors } from './actionTargets';

// A figure with 4 AP at the left edge of a 7×5 open map.
function openSession() {
  const world = asciiWorld(['.......', '.......', '.......', '.......', '.......'], { figures: { a: { ...figureInput('a', 'law', 0, 2), id: 'a' } } });
  return createSession(world);
}

function everyCell(world: World): { c: number; r: number }[] {
  const out = [];
  for (let r = 0; r < world.map.heightCells; r++) for (let c = 0; c < world.map.widthCells; c++) out.push({ c, r });
  return out;
}

function sameReach(world: World, got: ReturnType<ReachCache['get']>) {
  const fresh = reachForFigure(world, 'a', undefined, freshRulesCache());
  for (const cell of everyCell(world)) {
    expect(got.apCostAt(cell), `${cell.c},${cell.r}`).toBe(fresh.apCostAt(cell));
    expect(got.pathTo(cell), `${cell.c},${cell.r}`).toEqual(fresh.pathTo(cell));
  }
}

describe('preview caches follow the World', () => {
  it('G-MOVE-1 the cached reach is reused while the World stands, equals a fresh one, and is rebuilt after a change', () => {
    const s = openSession();
    const cache = new ReachCache(s.rulesCache);
    const before = cache.get(s.world, 'a');
    expect(cache.get(s.world, 'a')).toBe(before);
    const version = cache.version;
    sameReach(s.world, before);
    // A wall from top to bottom between columns 2 and 3: the right half is out of reach.
    expect(s.dispatch({ type: 'addWall', wall: { id: 'w', kind: 'wall', a: { x: 3, y: 0 }, b: { x: 3, y: 5 } } }).ok).toBe(true);
    const after = cache.get(s.world, 'a');
    expect(after).not.toBe(before);
    expect(cache.version).toBe(version + 1);
    expect(before.apCostAt({ c: 4, r: 2 })).toBe(4);
    expect(after.apCostAt({ c: 4, r: 2 })).toBeNull();
    sameReach(s.world, after);
  });

  it('G-MOVE-1 a move preview after a World change is recomputed: the reason follows the new wall', () => {
    const s = openSession();
    const cache = new ReachCache(s.rulesCache);
    const far = { c: 6, r: 2 };
    const first = movePreview(s.world, 'a' as FigureId, far, cache.get(s.world, 'a'), s.rulesCache)!;
    expect(first.refusal).toMatch(/not enough AP: needs 6, has 4/);
    expect(first.path.length).toBe(7);
    s.dispatch({ type: 'addWall', wall: { id: 'w', kind: 'wall', a: { x: 3, y: 0 }, b: { x: 3, y: 5 } } });
    const second = movePreview(s.world, 'a' as FigureId, far, cache.get(s.world, 'a'), s.rulesCache)!;
    expect(second.refusal).toMatch(/blocked by walls/);
    expect(second.path).toEqual([]);
    // Equal to the preview computed on a fresh rules cache (nothing kept from the World before).
    expect(second).toEqual(movePreview(s.world, 'a' as FigureId, far, reachForFigure(s.world, 'a', undefined, freshRulesCache()), freshRulesCache()));
  });

  it('G-MOVE-1 planMove answered from the whole-map search equals a bounded search to each square', () => {
    const s = openSession();
    s.dispatch({ type: 'addWall', wall: { id: 'w', kind: 'wall', a: { x: 3, y: 0 }, b: { x: 3, y: 4 } } });
    s.dispatch({ type: 'addWall', wall: { id: 'v', kind: 'wall', a: { x: 5, y: 1 }, b: { x: 5, y: 5 } } });
    for (const cell of everyCell(s.world)) {
      // A budget no move reaches is bounded (a goal search); Infinity uses the one whole-map search per World.
      const bounded = planMove(s.world, 'a', cell, 1e6, freshRulesCache());
      const shared = planMove(s.world, 'a', cell, Infinity, s.rulesCache);
      expect(shared.ok, `${cell.c},${cell.r}`).toBe(bounded.ok);
      if (shared.ok && bounded.ok) {
        expect(shared.apCost, `${cell.c},${cell.r}`).toBe(bounded.apCost);
        // Equally cheap paths may differ (G-MOVE-2 ties); both run from the figure to the square.
        expect(shared.path[0]).toEqual({ c: 0, r: 2 });
        expect(shared.path[shared.path.length - 1]).toEqual(cell);
      }
    }
  });

  it('G-ACT-1 the door list is kept per walls record: a door added is offered at once', () => {
    const s = openSession();
    expect(doorsOf(s.world)).toEqual([]);
    s.dispatch({ type: 'addWall', wall: { id: 'd', kind: 'door', door: 'closed', a: { x: 1, y: 2 }, b: { x: 1, y: 3 } } });
    expect(doorsOf(s.world).map((w) => w.id)).toEqual(['d']);
    expect(forceableDoors(s.world, s.world.figures.a).map((w) => w.id)).toEqual(['d']);
    s.dispatch({ type: 'updateWall', wallId: 'd', changes: { door: 'open' } });
    expect(forceableDoors(s.world, s.world.figures.a)).toEqual([]);
  });
});

/** The move preview as it was computed before the outside-reach shortcut: a dry-run resolve, then bounded and unbounded planMove. */
function fullMovePreview(world: World, figureId: FigureId, to: { c: number; r: number }) {
  const f = world.figures[figureId];
  if (!f.cell || (f.cell.c === to.c && f.cell.r === to.r)) return null;
  const rules = freshRulesCache();
  const reach = reachForFigure(world, figureId, undefined, rules);
  const ap = reach.apCostAt(to);
  if (ap !== null) return { figureId, to, path: reach.pathTo(to), apCost: ap };
  const res = resolve(world, { type: 'moveFigure', figureId, to }, rules);
  if (!('violation' in res)) {
    const moved = res.events.find((e) => e.type === 'figureMoved') as { path: unknown; apCost: number } | undefined;
    if (moved) return { figureId, to, path: moved.path, apCost: moved.apCost };
  }
  const plan = planMove(world, figureId, to, undefined, rules);
  const reason = plan.ok ? ('violation' in res ? res.violation.message : 'not allowed') : plan.reason;
  const any = planMove(world, figureId, to, Infinity, rules);
  return { figureId, to, path: any.ok ? any.path : [], apCost: any.ok ? any.apCost : 0, refusal: reason };
}

describe('a hover outside the reach (issue 16 speed)', () => {
  // Walls, mud, an occupied square, a rock square nobody enters, and a strongbox the mover may carry (G-WIN-7).
  const rows = ['..m....', '..m.#..', '..m....', '.......', '....m..'];
  function world(heavy: boolean): World {
    const base = asciiWorld(rows, {
      terrain: { legend: { '.': 'open', m: 'mud', '#': 'rock' }, rows },
      figures: { a: { ...figureInput('a', 'law', 0, 2), id: 'a' }, b: { ...figureInput('b', 'gang', 4, 3), id: 'b' } },
      walls: { w: { id: 'w', kind: 'wall', a: { x: 6, y: 0 }, b: { x: 6, y: 3 } }, v: { id: 'v', kind: 'wall', a: { x: 5, y: 3 }, b: { x: 7, y: 3 } } },
    } as never);
    const items = heavy ? { box: { id: 'box', name: 'Strongbox', cell: null, carriedBy: 'a', heavy: true, unlocks: [] } } : {};
    return { ...base, items } as World;
  }

  for (const heavy of [false, true]) {
    it(`G-MOVE-1${heavy ? ' G-WIN-7' : ''} every square's preview equals the full dry run (resolve + bounded planMove)${heavy ? ' with a heavy load' : ''}`, () => {
      const s = createSession(world(heavy));
      const cache = new ReachCache(s.rulesCache);
      const kinds = new Set<string>();
      for (const cell of everyCell(s.world)) {
        const got = movePreview(s.world, 'a' as FigureId, cell, cache.get(s.world, 'a'), s.rulesCache);
        const want = fullMovePreview(s.world, 'a' as FigureId, cell);
        expect(got, `${cell.c},${cell.r}`).toEqual(want);
        if (got?.refusal) kinds.add(got.refusal.replace(/\d+/g, 'N'));
      }
      // The map exercises each kind of refusal.
      expect([...kinds].sort()).toEqual(
        ['blocked by walls, high objects or impassable terrain', 'impassable terrain (Rock)', `not enough AP: needs N, has N${heavy ? ' (heavy load)' : ''}`, 'occupied by Figure b'].sort(),
      );
    });
  }
});

describe('the figure under the pointer (issue 16 speed)', () => {
  it('figureAt from the per-World index equals a scan: big figures cover their block, the living win over the dead, a move is seen', () => {
    const base = asciiWorld(['......', '......', '......', '......'], {
      figures: {
        dead: { ...figureInput('dead', 'law', 1, 1), id: 'dead', status: { dead: true } },
        big: { ...figureInput('big', 'gang', 1, 1), id: 'big', sizeCells: 2 },
        c: { ...figureInput('c', 'law', 4, 3), id: 'c' },
        gone: { ...figureInput('gone', 'law', 0, 0), id: 'gone', status: { dead: true } },
      },
    } as never);
    const scan = (world: World, cell: { c: number; r: number }) => {
      const on = Object.values(world.figures).filter((f) => f.cell && cell.c >= f.cell.c && cell.c < f.cell.c + f.sizeCells && cell.r >= f.cell.r && cell.r < f.cell.r + f.sizeCells);
      return (on.find((f) => !f.status.dead) ?? on[0])?.id ?? null;
    };
    const moved = { ...base, figures: { ...base.figures, c: { ...base.figures.c!, cell: { c: 5, r: 0 } } } };
    for (const world of [base, moved]) for (const cell of everyCell(world)) expect(figureAt(world, cell)?.id ?? null, `${cell.c},${cell.r}`).toBe(scan(world, cell));
    expect(figureAt(base, { c: 2, r: 2 })?.id).toBe('big');
    expect(figureAt(base, { c: 0, r: 0 })?.id).toBe('gone');
    expect(figureAt(moved, { c: 4, r: 3 })).toBeNull();
  });
});
