// Issue 16 hover: a pointer move that changes only the previews is shown by
// the live panels, not by a render of the whole panel tree; anything else in
// the view, the table's controls or the hand-over cover renders the tree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../core/io/scenario';
import { createRng } from '../../core/dice';
import { createSession } from '../../core/session';
import { playEngine, type Command, type GameEvent } from '../../core/rules';
import { PlayController } from '../state/playController';
import type { PlayViewState } from '../state/contract';
import { LiveView } from '../state/liveView';
import type { AppViewState } from '../ui';
import { onlyPreviewsChanged, type PlayPatch } from './hoverRender';

type MapPointerEvent = Parameters<PlayController['onPointer']>[0];

/** Dusty Street with seed 2 (Marshal Cole at 4,7 acts first), move tool, every rendered view kept. */
function dusty() {
  const parsed = parseScenarioText(readFileSync('maps/dusty-street.grit.json', 'utf8'), 'dusty-street.grit.json');
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const session = createSession<Command, GameEvent>({ ...parsed.world, rng: createRng(2) }, playEngine as never);
  const views: PlayViewState[] = [];
  const canvas = { applyChanges: () => {}, setOverlay: () => {}, animateMove: () => {}, setLeftButtonPans: () => {}, holdPan: () => {} };
  const ctl = new PlayController(session, { canvas, render: (v) => views.push(v), save: async () => {}, fast: true });
  expect(ctl.dispatch({ type: 'startEncounter' })).toEqual({ ok: true });
  ctl.onKey({ key: 'm', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null } as unknown as KeyboardEvent);
  return { ctl, views, last: () => views[views.length - 1] };
}

const hover = (c: number, r: number): MapPointerEvent => ({
  kind: 'move',
  cell: { c, r } as MapPointerEvent['cell'],
  point: { x: c + 0.5, y: r + 0.5 },
  button: 0,
  buttons: 0,
  shiftKey: false,
  click: false,
});

type TableState = NonNullable<AppViewState['table']>['state'];
const tableState = (handOver = false) => ({ sides: [{ id: 'law', name: 'Law', colour: '#fff' }], handOver }) as unknown as TableState;
const tableActions = {} as NonNullable<AppViewState['table']>['actions'];
const live = new LiveView<PlayViewState>();
const actions = {} as PlayPatch['play']['actions'];
const patch = (view: PlayViewState, open = false, handOverTo: string | null = null, handOverOption = false): PlayPatch => ({
  play: { view, actions, live },
  // Fresh objects per render, as tableWiring's controls() and the bridge's controlsState() make them.
  table: { state: tableState(handOverOption), actions: tableActions, open },
  handOverTo,
});
const screenOf = (p: PlayPatch): AppViewState => ({ screen: 'map', title: 'Dusty Street', shipped: [], errors: [], ...p });

describe('which play views the whole panel tree renders (issue 16 hover)', () => {
  it('G-MOVE-1 a hover to another square changes only the move preview: the live panels show it', () => {
    const { ctl, last } = dusty();
    ctl.onPointer(hover(5, 6));
    const shown = screenOf(patch(last()));
    ctl.onPointer(hover(6, 5));
    expect(last().movePreview?.to).toEqual({ c: 6, r: 5 });
    expect(onlyPreviewsChanged(shown, patch(last()))).toBe(true);
  });

  it('G-MOVE-1 a move (new World, new log) renders the whole tree', () => {
    const { ctl, last } = dusty();
    ctl.onPointer(hover(6, 5));
    const shown = screenOf(patch(last()));
    expect(ctl.dispatch({ type: 'moveFigure', figureId: 'marshal', to: { c: 6, r: 5 } })).toEqual({ ok: true });
    expect(onlyPreviewsChanged(shown, patch(last()))).toBe(false);
  });

  it('the table panel opening, the hand-over cover or a host without a live view renders the whole tree', () => {
    const { ctl, last } = dusty();
    ctl.onPointer(hover(5, 6));
    const shown = screenOf(patch(last()));
    ctl.onPointer(hover(6, 5));
    expect(onlyPreviewsChanged(shown, patch(last(), true))).toBe(false);
    expect(onlyPreviewsChanged(shown, patch(last(), false, 'Outlaws'))).toBe(false);
    expect(onlyPreviewsChanged(shown, patch(last(), false, null, true))).toBe(false);
    const bare = patch(last());
    expect(onlyPreviewsChanged(shown, { ...bare, play: { view: last(), actions } })).toBe(false);
    expect(onlyPreviewsChanged({ ...shown, play: undefined }, bare)).toBe(false);
  });
});
