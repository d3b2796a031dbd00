// Issue 16 hover: a panel under Live shows a published view before publish()
// returns (inside the pointer's handler, as a render of the whole tree did),
// and the view the tree renders with when nothing newer was published.
import { describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import type { PlayViewState } from '../../state/contract';
import { LiveView } from '../../state/liveView';
import { fakeRoot } from '../editor/panels/testing/fakeDom';
import { Live } from './Live';

const view = (measureText: string) => ({ measureText }) as PlayViewState;

describe('Live panels (issue 16 hover)', () => {
  it('shows a published view at once, without a render of its parent', () => {
    const root = fakeRoot();
    const live = new LiveView<PlayViewState>();
    let parentRenders = 0;
    const Parent = ({ v }: { v: PlayViewState }) => {
      parentRenders++;
      return h(Live, { live, view: v, children: (x: PlayViewState) => h('p', null, x.measureText) });
    };
    live.put(view('1"'));
    render(h(Parent, { v: view('1"') }), root as unknown as HTMLElement);
    expect(root.textContent).toBe('1"');
    live.publish(view('2"'));
    // No await: the queued render Preact would make runs before publish returns.
    expect(root.textContent).toBe('2"');
    expect(parentRenders).toBe(1);
    render(null, root as unknown as HTMLElement);
    // Unmounted: a publish renders nothing.
    live.publish(view('3"'));
    expect(root.textContent).toBe('');
  });

  it('without a live view, or before anything was put, shows the view it is given', () => {
    const root = fakeRoot();
    render(h(Live, { view: view('4"'), children: (x: PlayViewState) => h('p', null, x.measureText) }), root as unknown as HTMLElement);
    expect(root.textContent).toBe('4"');
    render(h(Live, { live: new LiveView<PlayViewState>(), view: view('5"'), children: (x: PlayViewState) => h('p', null, x.measureText) }), root as unknown as HTMLElement);
    expect(root.textContent).toBe('5"');
  });
});
