// Issue 16 hover: a pointer move that changes only the previews is shown by
// the live panels, not by a render of the whole panel tree; anything else in
// the view, the table's controls or the hand-over cover renders the tree.
import { describe, expect, it } from 'vitest';
import type { PlayViewState } from '../state/contract';
import { LiveView } from '../state/liveView';
import { dustyPlay, hoverAt as hover, keyPress } from '../state/testing/dustyPlay';
import type { AppViewState } from '../ui';
import { onlyPreviewsChanged, type PlayPatch } from './hoverRender';

/** Dusty Street with the move tool picked. */
function dusty() {
  const { ctl, views } = dustyPlay();
  ctl.onKey(keyPress('m'));
  return { ctl, views, last: () => views[views.length - 1] };
}

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
