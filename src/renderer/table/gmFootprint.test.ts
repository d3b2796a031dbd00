// Issue 16 fix 6: the GM bridge's side of the TV footprint — the table's
// reported size, the outline, moving the view — and the panel's switch.
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import type { World } from '../../core/model/schema';
import { playEngine } from '../../core/rules';
import { worldFromAscii } from '../../core/rules/sight/testWorld';
import { createSession } from '../../core/session';
import { createRng } from '../../core/dice';
import { TABLE_STATUS_KIND, type TableProjection, type TableStatus } from '../../shared/table';
import { TableControls } from '../ui/table-controls/TableControls';
import { attachTableLink } from './gmBridge';
import { broadcastLink, createTableLink, type TableLink } from './link';
import type { GritApi } from '../../shared/ipc';
import type { TableHost } from '../platform/tableHost';
import type { MapPointerEvent } from '../canvas/overlays/types';
import type { TableFootprint } from '../canvas/overlays/tableFootprintGeometry';
import { FootprintControl } from './footprintControl';

// 20 × 12 squares.
const MAP = `
A.......#...........
........#.........b.
....................
....................
....................
....................
....................
....................
....................
....................
....................
....................
`;

function world(): World {
  const w = worldFromAscii(MAP);
  w.sides.blue.player = false;
  w.rng = createRng(1);
  return w;
}

function statusLink(): TableLink & { posted: TableProjection[]; tell(status: TableStatus | null): void } {
  const posted: TableProjection[] = [];
  const listeners = new Set<(s: TableStatus | null) => void>();
  return {
    kind: 'web',
    posted,
    post: (p) => posted.push(p),
    onRequest: () => () => {},
    subscribe: () => () => {},
    requestLatest: () => {},
    reportStatus: () => {},
    onStatus: (cb) => (listeners.add(cb), () => listeners.delete(cb)),
    close: () => {},
    tell: (status) => listeners.forEach((cb) => cb(status)),
  };
}

const host: TableHost = { kind: 'web', api: null, openTableWindow: async () => ({ displayId: null }), listDisplays: async () => [] };

/** A 400 × 240 px table window at 40 px per inch: 10 × 6 squares, looking at (10, 6). */
const tv: TableStatus = { kind: TABLE_STATUS_KIND, widthCss: 400, heightCss: 240, pxPerInch: 40, centreInches: { x: 10, y: 6 } };

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

describe('GM bridge: the TV footprint (issue 16 fix 6)', () => {
  it('appears once a table reports its size, where the table looks, and goes when the table closes', () => {
    const link = statusLink();
    const bridge = attachTableLink(createSession(world(), playEngine), undefined, { link, host });
    expect(bridge.footprint()).toBeNull();
    expect(bridge.controlsState().tableSize).toBeNull();
    link.tell(tv);
    expect(bridge.footprint()).toMatchObject({ leftInches: 5, topInches: 3, widthInches: 10, heightInches: 6, tvTopEdge: 'top' });
    expect(bridge.controlsState().tableSize).toEqual({ acrossInches: 10, downInches: 6 });
    bridge.controlsActions().rotate(90);
    expect(bridge.footprint()).toMatchObject({ widthInches: 6, heightInches: 10, tvTopEdge: 'left' });
    link.tell(null);
    expect(bridge.footprint()).toBeNull();
  });

  it('is on by default and the GM can hide it', () => {
    const link = statusLink();
    const bridge = attachTableLink(createSession(world(), playEngine), undefined, { link, host });
    link.tell(tv);
    expect(bridge.controlsState().footprint).toBe(true);
    bridge.controlsActions().setFootprint(false);
    expect(bridge.footprint()).toBeNull();
  });

  it('moving it sends the table its new centre, kept over the map, without rebuilding the fog, and without touching the game or its undo', () => {
    const link = statusLink();
    const session = createSession(world(), playEngine);
    const bridge = attachTableLink(session, undefined, { link, host });
    link.tell(tv);
    const before = link.posted.at(-1)!;
    const worldBefore = session.world;
    bridge.moveView({ x: 13, y: 4 });
    const after = link.posted.at(-1)!;
    expect(after.view.centreInches).toEqual({ x: 13, y: 4 });
    expect(after.seq).toBe(before.seq + 1);
    expect(after.fog, 'the fog was not rebuilt for a view change').toBe(before.fog);
    expect(after.changes).toMatchObject({ sinceSeq: before.seq, figures: [], fog: false, map: false });
    expect(bridge.footprint()).toMatchObject({ leftInches: 8, topInches: 1 });
    // Past the map's right edge: stopped where the TV's right side meets it.
    bridge.moveView({ x: 40, y: -3 });
    expect(link.posted.at(-1)!.view.centreInches).toEqual({ x: 15, y: 3 });
    expect(session.world, 'a view setting, not a game command').toBe(worldBefore);
    expect(session.canUndo()).toBe(false);
  });

  it('the nudge moves it a square at a time from where the table looks; the pan buttons add on top, Centre goes back', () => {
    const link = statusLink();
    const bridge = attachTableLink(createSession(world(), playEngine), undefined, { link, host });
    link.tell(tv);
    const act = bridge.controlsActions();
    act.nudgeView(1, 0);
    act.nudgeView(0, -1);
    expect(link.posted.at(-1)!.view.centreInches).toEqual({ x: 11, y: 5 });
    act.pan(1, 0);
    expect(bridge.footprint()!.centreInches).toEqual({ x: 12, y: 5 });
    // A nudge after a pan starts from where the TV really looks, and folds the pan in.
    act.nudgeView(0, 1);
    expect(link.posted.at(-1)!.view).toMatchObject({ centreInches: { x: 12, y: 6 }, panInches: { x: 0, y: 0 } });
    act.centre();
    expect(link.posted.at(-1)!.view.centreInches).toBeNull();
  });

  it('the Table TV panel shows the TV size and switches the outline, with a tooltip saying how to move it', () => {
    const link = statusLink();
    const bridge = attachTableLink(createSession(world(), playEngine), undefined, { link, host });
    const panel = () => TableControls({ state: bridge.controlsState(), actions: bridge.controlsActions() });
    expect(findByTestId(panel(), 'table-footprint')!.props.disabled, 'no table, nothing to outline').toBe(true);
    link.tell(tv);
    const box = findByTestId(panel(), 'table-footprint')!;
    expect(box.props.checked).toBe(true);
    expect(box.props.disabled).toBe(false);
    expect(String(findByTestId(panel(), 'table-footprint-label')!.props.title)).toMatch(/drag.*Alt\+arrow/i);
    expect(findByTestId(panel(), 'table-size')!.props.children).toEqual(['TV shows ', 10, ' × ', 6, ' squares']);
    (box.props.onChange as (e: unknown) => void)({ currentTarget: { checked: false } });
    expect(bridge.footprint()).toBeNull();
  });
});

describe('web transport of the table status (issue 16 fix 6)', () => {
  it('a table page’s status reaches the GM; its goodbye clears it; anything else is ignored', async () => {
    const gm = broadcastLink(new BroadcastChannel('grit-table-status-test'));
    const table = broadcastLink(new BroadcastChannel('grit-table-status-test'));
    const raw = new BroadcastChannel('grit-table-status-test');
    const heard: (TableStatus | null)[] = [];
    const three = new Promise<void>((resolve) =>
      gm.onStatus((s) => {
        heard.push(s);
        if (heard.length === 2) resolve();
      }),
    );
    raw.postMessage({ kind: TABLE_STATUS_KIND, widthCss: 'wide' });
    table.reportStatus(tv);
    table.reportStatus(null);
    await three;
    expect(heard).toEqual([tv, null]);
    for (const l of [gm, table]) l.close();
    raw.close();
  });
});

describe('FootprintControl: the GM drags the footprint on the map (issue 16 fix 6)', () => {
  function setup() {
    const link = statusLink();
    const session = createSession(world(), playEngine);
    const bridge = attachTableLink(session, undefined, { link, host });
    link.tell(tv); // 10 × 6 squares around (10, 6): 5..15 × 3..9
    const drawn: { fp: TableFootprint | null; dragging: boolean }[] = [];
    const held: boolean[] = [];
    const cursors: string[] = [];
    const hints: string[] = [];
    const control = new FootprintControl(
      () => bridge,
      { show: (fp, dragging = false) => drawn.push({ fp, dragging }) },
      { holdPan: (h) => held.push(h), cameraScale: () => 1, setCursor: (c) => cursors.push(c), setHint: (t) => hints.push(t) },
    );
    bridge.onChange(() => control.refresh());
    return { link, session, bridge, control, drawn, held, cursors, hints };
  }
  const ev = (kind: MapPointerEvent['kind'], x: number, y: number, buttons = kind === 'up' ? 0 : 1): MapPointerEvent => ({
    kind,
    cell: null,
    point: { x, y },
    button: 0,
    buttons,
    shiftKey: false,
    click: false,
  });

  it('a drag from the label tab moves the TV view square by square and holds the camera still; the tools never see it', () => {
    const { link, control, drawn, held, session } = setup();
    expect(control.onPointer(ev('move', 5.5, 3.3, 0)), 'hover is the tools’ too').toBe(false);
    expect(control.onPointer(ev('down', 5.5, 3.3))).toBe(true);
    expect(held).toEqual([true]);
    expect(control.onPointer(ev('move', 5.9, 3.4))).toBe(true);
    expect(link.posted.at(-1)!.view.centreInches ?? null, 'less than half a square: no move yet').toBeNull();
    expect(control.onPointer(ev('move', 8.6, 5.2))).toBe(true);
    expect(link.posted.at(-1)!.view.centreInches).toEqual({ x: 13, y: 8 });
    expect(drawn.at(-1)).toMatchObject({ dragging: true, fp: { leftInches: 8, topInches: 5 } });
    expect(control.onPointer(ev('up', 20, 20))).toBe(true);
    // Let go far past the corner: kept over the map (20 × 12).
    expect(link.posted.at(-1)!.view.centreInches).toEqual({ x: 15, y: 9 });
    expect(held).toEqual([true, false]);
    expect(drawn.at(-1)).toMatchObject({ dragging: false, fp: { leftInches: 10, topInches: 6 } });
    expect(session.canUndo(), 'nothing for undo').toBe(false);
  });

  it('a press inside the footprint or off it is the tools’; the grip shows a grab cursor', () => {
    const { control, held, cursors, hints } = setup();
    expect(control.onPointer(ev('down', 10, 6))).toBe(false);
    expect(control.onPointer(ev('down', 1, 1))).toBe(false);
    expect(control.route(ev('move', 15.02, 6, 0)), 'resting on the grip: the tools hear a leave (no preview under it)').toMatchObject({ kind: 'leave', cell: null });
    expect(cursors.at(-1)).toBe('grab');
    expect(hints.at(-1), 'a tooltip on the map says what it is').toMatch(/Table TV.*Drag.*Alt\+arrow/);
    expect(control.route(ev('move', 10, 6, 0))).toMatchObject({ kind: 'move', point: { x: 10, y: 6 } });
    expect(cursors.at(-1)).toBe('');
    expect(hints.at(-1)).toBe('');
    expect(held).toEqual([]);
  });

  it('Alt+arrow nudges the TV view a square; plain arrows stay the camera’s', () => {
    const { link, control } = setup();
    const key = (k: string, altKey: boolean) => control.onKey({ key: k, altKey, ctrlKey: false, metaKey: false, shiftKey: false });
    expect(key('ArrowRight', false)).toBe(false);
    expect(key('ArrowRight', true)).toBe(true);
    expect(key('ArrowDown', true)).toBe(true);
    expect(link.posted.at(-1)!.view.centreInches).toEqual({ x: 11, y: 7 });
    expect(key('a', true)).toBe(false);
  });
});

describe('Electron transport of the table status (issue 16 fix 6)', () => {
  it('the table window reports through its preload; the GM hears main’s forward, garbage dropped, null when the table closed', () => {
    const sent: unknown[] = [];
    const tableApi = { onTableProjection: () => () => {}, sendTableStatus: (s: TableStatus) => sent.push(s) };
    const tableSide = createTableLink({ kind: 'electron', api: null, tableApi, openTableWindow: host.openTableWindow, listDisplays: host.listDisplays });
    tableSide.reportStatus(tv);
    tableSide.reportStatus(null);
    expect(sent, 'main says so itself when the table closes').toEqual([tv]);

    let push: (s: TableStatus | null) => void = () => {};
    const gmApi = { sendTableProjection: () => {}, onTableProjection: () => () => {}, onTableStatus: (cb: typeof push) => ((push = cb), () => {}) } as unknown as GritApi;
    const gmSide = createTableLink({ kind: 'electron', api: gmApi, openTableWindow: host.openTableWindow, listDisplays: host.listDisplays });
    const heard: (TableStatus | null)[] = [];
    gmSide.onStatus((s) => heard.push(s));
    push({ ...tv, extra: 'x' } as TableStatus);
    push({ kind: TABLE_STATUS_KIND } as TableStatus);
    push(null);
    expect(heard).toEqual([tv, null]);
  });
});
