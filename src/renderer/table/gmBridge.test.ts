import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import type { World } from '../../core/model/schema';
import { playEngine } from '../../core/rules';
import { worldFromAscii } from '../../core/rules/sight/testWorld';
import { createSession } from '../../core/session';
import { createRng } from '../../core/dice';
import type { TableProjection } from '../../shared/table';
import { TableControls } from '../ui/table-controls/TableControls';
import { attachTableLink } from './gmBridge';
import { broadcastLink, type TableLink } from './link';
import type { TableHost } from '../platform/tableHost';

const MAP = `
A....#..
.....#.b
........
`;

function fakeLink(): TableLink & { posted: TableProjection[]; ask(): void } {
  const requests = new Set<() => void>();
  const posted: TableProjection[] = [];
  return {
    kind: 'web',
    posted,
    post: (p) => posted.push(p),
    onRequest: (cb) => (requests.add(cb), () => requests.delete(cb)),
    subscribe: () => () => {},
    requestLatest: () => {},
    reportStatus: () => {},
    onStatus: () => () => {},
    close: () => {},
    ask: () => requests.forEach((cb) => cb()),
  };
}

const host: TableHost = {
  kind: 'web',
  api: null,
  openTableWindow: async () => ({ displayId: null }),
  listDisplays: async () => [],
};

function world(): World {
  const w = worldFromAscii(MAP);
  w.sides.blue.player = false;
  // A game's dice are seeded (G-GAME-2): the engine refuses a World without them.
  w.rng = createRng(1);
  return w;
}

/** Finds the element with data-testid in a rendered Preact tree (function components expanded). */
function findByTestId(node: unknown, id: string): VNode<Record<string, unknown>> | null {
  if (!node || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const child of node) {
      const hit = findByTestId(child, id);
      if (hit) return hit;
    }
    return null;
  }
  const v = node as VNode<Record<string, unknown>>;
  if (typeof v.type === 'function') return findByTestId((v.type as (p: unknown) => unknown)(v.props), id);
  if (v.props?.['data-testid'] === id) return v;
  return findByTestId(v.props?.children, id);
}

describe('GM table bridge (issue 7)', () => {
  it('sends a projection on attach and after every Session change (a move), with rising seq', () => {
    const link = fakeLink();
    const session = createSession(world(), playEngine);
    attachTableLink(session, undefined, { link, host });
    expect(link.posted).toHaveLength(1);
    expect(Object.keys(link.posted[0].world.figures)).toEqual(['A']);
    const r = session.dispatch({ type: 'updateFigure', figureId: 'A', changes: { cell: { c: 6, r: 2 } } } as never);
    expect(r.ok).toBe(true);
    const last = link.posted.at(-1)!;
    expect(last.seq).toBeGreaterThan(1);
    expect(last.world.figures.A.cell).toEqual({ c: 6, r: 2 });
    // G-LOS-5: from (6,2) A sees b round the end of the rock.
    expect(Object.keys(last.world.figures).sort()).toEqual(['A', 'b']);
  });

  it('onProjection sees every projection sent (for the GM fog tint)', () => {
    const link = fakeLink();
    const session = createSession(world(), playEngine);
    const bridge = attachTableLink(session, undefined, { link, host });
    const seen: number[] = [];
    bridge.onProjection((p) => seen.push(p.seq));
    bridge.controlsActions().rotate(90);
    session.dispatch({ type: 'updateFigure', figureId: 'A', changes: { cell: { c: 1, r: 0 } } } as never);
    expect(seen).toEqual(link.posted.slice(1).map((p) => p.seq));
    expect(seen.length).toBeGreaterThanOrEqual(2);
  });

  it('a lazy bridge builds nothing until activated or asked by a table, then follows every change', () => {
    const session = createSession(world(), playEngine as never);
    const link = fakeLink();
    const bridge = attachTableLink(session, undefined, { link, host, lazy: true });
    expect(bridge.active).toBe(false);
    session.dispatch({ type: 'startEncounter' } as never);
    expect(link.posted).toHaveLength(0);
    expect(bridge.lastProjection()).toBeNull();
    link.ask();
    expect(bridge.active).toBe(true);
    expect(link.posted).toHaveLength(1);
    const active = session.world.turn.order[0];
    session.dispatch({ type: 'pass', figureId: active } as never);
    expect(link.posted.length).toBeGreaterThanOrEqual(2);
    bridge.detach();
  });

  it('the GM fog tint is off until the table view opens, and the GM can switch it', async () => {
    const session = createSession(world(), playEngine as never);
    const bridge = attachTableLink(session, undefined, { link: fakeLink(), host });
    expect(bridge.controlsState().gmTint).toBe(false);
    let changes = 0;
    bridge.onChange(() => changes++);
    bridge.controlsActions().openTable();
    await new Promise((r) => setTimeout(r, 0));
    expect(bridge.controlsState().gmTint).toBe(true);
    expect(bridge.controlsState().opened).toBe(true);
    bridge.controlsActions().setGmTint(false);
    expect(bridge.controlsState().gmTint).toBe(false);
    expect(changes).toBeGreaterThanOrEqual(2);
    bridge.detach();
  });

  it('a table that opens asks for the latest projection and gets it again', () => {
    const link = fakeLink();
    attachTableLink(createSession(world(), playEngine), undefined, { link, host });
    link.ask();
    expect(link.posted).toHaveLength(2);
    expect(link.posted[1]).toBe(link.posted[0]);
  });

  it('TableControls buttons drive the bridge: rotate, pan whole inches, blackout, overlays, sides', () => {
    const link = fakeLink();
    const bridge = attachTableLink(createSession(world(), playEngine), () => ({ reach: [{ c: 1, r: 0 }] }), { link, host });
    const press = (id: string, event?: unknown) => {
      const vnode = findByTestId(TableControls({ state: bridge.controlsState(), actions: bridge.controlsActions() }), id);
      expect(vnode, `control ${id}`).not.toBeNull();
      const props = vnode!.props as { onClick?: () => void; onChange?: (e: unknown) => void };
      if (props.onClick) props.onClick();
      else props.onChange!(event);
    };
    press('table-rotate-right');
    press('table-rotate-right');
    press('table-pan-right');
    press('table-pan-up');
    press('table-blackout', { currentTarget: { checked: true } });
    press('table-overlay-reach', { currentTarget: { checked: true } });
    const p = link.posted.at(-1)!;
    expect(p.view).toMatchObject({ rotation: 180, panInches: { x: 1, y: -1 }, blackout: true });
    expect(p.overlays.reach).toEqual([{ c: 1, r: 0 }]);
    press('table-side-blue', { currentTarget: { checked: true } });
    expect(link.posted.at(-1)!.playerSideIds.sort()).toEqual(['blue', 'red']);
    expect(bridge.controlsState().lastBuildMs).not.toBeNull();
  });

  it('refreshOverlays resends the same fog with the new previews (hover without a World change)', () => {
    const link = fakeLink();
    let overlays = {
      path: [
        { c: 0, r: 0 },
        { c: 1, r: 0 },
      ],
    };
    const bridge = attachTableLink(createSession(world(), playEngine), () => overlays, { link, host, initial: { show: { reach: false, path: true, templates: false, los: false } } });
    expect(link.posted[0].overlays.path).toHaveLength(2);
    overlays = {
      path: [
        { c: 0, r: 0 },
        { c: 0, r: 1 },
        { c: 6, r: 1 },
      ],
    };
    bridge.refreshOverlays();
    const p = link.posted.at(-1)!;
    expect(p.seq).toBe(link.posted[0].seq + 1);
    // (6,1) is behind the rock: cut from what the players see.
    expect(p.overlays.path).toEqual([
      { c: 0, r: 0 },
      { c: 0, r: 1 },
    ]);
    expect(p.fog).toBe(link.posted[0].fog);
  });

  it('explored cells are remembered between moves when the option is on', () => {
    const link = fakeLink();
    const session = createSession(world(), playEngine);
    attachTableLink(session, undefined, { link, host, initial: { view: { rotation: 0, panInches: { x: 0, y: 0 }, zoomLocked: true, zoom: 1, blackout: false, showExplored: true } } });
    const firstSeen = [...link.posted[0].fog.visible];
    session.dispatch({ type: 'updateFigure', figureId: 'A', changes: { cell: { c: 7, r: 0 } } } as never);
    const last = link.posted.at(-1)!;
    firstSeen.forEach((v, k) => v && expect(last.fog.explored![k], `cell ${k}`).toBe(1));
  });

  it('web transport: a projection posted on BroadcastChannel reaches another channel, fog bytes intact', async () => {
    const gm = broadcastLink(new BroadcastChannel('grit-table-test'));
    const table = broadcastLink(new BroadcastChannel('grit-table-test'));
    const got = new Promise<TableProjection>((resolve) => table.subscribe(resolve));
    const asked = new Promise<void>((resolve) => gm.onRequest(resolve));
    const bridge = attachTableLink(createSession(world(), playEngine), undefined, { link: gm, host });
    table.requestLatest();
    await asked;
    const p = await got;
    expect(p.fog.visible).toBeInstanceOf(Uint8Array);
    expect([...p.fog.visible]).toEqual([...bridge.lastProjection()!.fog.visible]);
    gm.close();
    table.close();
  });
});
