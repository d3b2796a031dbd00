// Issue 11.8: the Session's change set survives the hop to the table. The
// GM bridge sends, with each projection, the ids it changed; the table
// canvas's plan (canvas/table/syncPlan) rebuilds only those views.
import { describe, expect, it } from 'vitest';
import type { World } from '../../core/model/schema';
import { playEngine } from '../../core/rules';
import { worldFromAscii, wall } from '../../core/rules/sight/testWorld';
import { createSession } from '../../core/session';
import type { TableProjection } from '../../shared/table';
import { planCounts, tableSyncPlan } from '../canvas/table/syncPlan';
import type { TableHost } from '../platform/tableHost';
import { attachTableLink } from './gmBridge';
import { recordingLink } from './testing/recordingLink';

// Red A, B, C are the players; the rock hides blue b until A walks round it.
const MAP = `
A.B.C#...
.....#..b
.........
`;

function world(): World {
  const w = worldFromAscii(MAP, { walls: { ...wall('w1', 'wall', 1, 3, 2, 3), ...wall('far', 'wall', 8, 0, 9, 0) } });
  w.sides.blue.player = false;
  return w;
}

const host: TableHost = { kind: 'web', api: null, openTableWindow: async () => ({ displayId: null }), listDisplays: async () => [] };

/** A table that draws every projection it receives, as TableCanvas.show does, counting rebuilt views. */
function fakeTable() {
  let drawn: TableProjection | null = null;
  return {
    draw(p: TableProjection) {
      const counts = planCounts(tableSyncPlan(drawn, p), p);
      drawn = p;
      return counts;
    },
  };
}

describe('table view by change set (issue 11.8)', () => {
  it('a move of one figure in the open rebuilds that one figure view, not the three', () => {
    const link = recordingLink();
    const session = createSession(world(), playEngine);
    attachTableLink(session, undefined, { link, host });
    const table = fakeTable();
    expect(table.draw(link.posted[0]), 'the first projection draws everything').toMatchObject({ figures: 3, walls: 1, map: true });
    session.dispatch({ type: 'updateFigure', figureId: 'B', changes: { cell: { c: 3, r: 0 } } } as never);
    const moved = link.posted.at(-1)!;
    expect(moved.changes).toMatchObject({ sinceSeq: link.posted[0].seq, figures: ['B'], walls: [], map: false });
    expect(table.draw(moved)).toEqual({ figures: 1, walls: 0, objects: 0, areas: 0, map: false, fog: false });
  });

  it('a move that brings an enemy and a wall into sight sends the mover, the enemy and the wall, and the fog', () => {
    const link = recordingLink();
    const session = createSession(world(), playEngine);
    attachTableLink(session, undefined, { link, host });
    const table = fakeTable();
    table.draw(link.posted[0]);
    session.dispatch({ type: 'updateFigure', figureId: 'C', changes: { cell: { c: 7, r: 2 } } } as never);
    const p = link.posted.at(-1)!;
    expect(Object.keys(p.world.figures).sort()).toEqual(['A', 'B', 'C', 'b']);
    expect(p.changes).toMatchObject({ figures: ['C', 'b'], walls: ['far'], sides: ['blue'], fog: true });
    // A new side on the table (its colour) redraws the figure layer, as on the GM map.
    expect(table.draw(p)).toMatchObject({ figures: 4, walls: 1, fog: true, map: false });
  });

  it('a table that missed a projection, or a new game on the same table, draws everything', () => {
    const link = recordingLink();
    const session = createSession(world(), playEngine);
    attachTableLink(session, undefined, { link, host });
    session.dispatch({ type: 'updateFigure', figureId: 'B', changes: { cell: { c: 3, r: 0 } } } as never);
    session.dispatch({ type: 'updateFigure', figureId: 'A', changes: { cell: { c: 1, r: 0 } } } as never);
    const table = fakeTable();
    table.draw(link.posted[0]);
    expect(table.draw(link.posted[2]), 'seq 2 was missed').toMatchObject({ figures: 3, map: true });
    const other = recordingLink();
    attachTableLink(createSession(world(), playEngine), undefined, { link: other, host });
    const again = fakeTable();
    again.draw(link.posted[2]);
    const forged = { ...other.posted[0], changes: { ...link.posted[2].changes!, sinceSeq: link.posted[2].seq } };
    expect(tableSyncPlan(link.posted[2], forged).full, 'same seq, other stream').toBe(true);
  });

  it('rotating the table or switching an overlay rebuilds no view; new player sides redraw all', () => {
    const link = recordingLink();
    const bridge = attachTableLink(createSession(world(), playEngine), () => ({ reach: [{ c: 1, r: 0 }], sources: { reach: ['A'] } }), { link, host });
    const table = fakeTable();
    table.draw(link.posted[0]);
    bridge.controlsActions().rotate(90);
    expect(table.draw(link.posted.at(-1)!)).toEqual({ figures: 0, walls: 0, objects: 0, areas: 0, map: false, fog: false });
    bridge.controlsActions().setOverlay('reach', true);
    expect(table.draw(link.posted.at(-1)!).figures).toBe(0);
    bridge.refreshOverlays();
    expect(link.posted.at(-1)!.overlays.reach).toEqual([{ c: 1, r: 0 }]);
    expect(table.draw(link.posted.at(-1)!).figures).toBe(0);
    bridge.controlsActions().setPlayerSide('blue', true);
    expect(table.draw(link.posted.at(-1)!)).toMatchObject({ map: true, fog: true });
  });

  it('the change set survives structured cloning (BroadcastChannel, Electron IPC)', () => {
    const link = recordingLink();
    const session = createSession(world(), playEngine);
    attachTableLink(session, undefined, { link, host });
    session.dispatch({ type: 'updateFigure', figureId: 'B', changes: { cell: { c: 3, r: 0 } } } as never);
    expect(structuredClone(link.posted.at(-1))).toEqual(link.posted.at(-1));
  });
});
