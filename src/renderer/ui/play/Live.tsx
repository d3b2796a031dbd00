// A panel that shows the latest play view between renders of the whole tree
// (state/liveView.ts, issue 16 hover): a pointer move publishes its view to
// these only. They render inside the pointer's handler, as the whole tree
// did, so the preview is on screen in the frame the move is drawn in.
import { Component, options, type VNode } from 'preact';
import type { PlayViewState } from '../../state/contract';
import type { LiveView } from '../../state/liveView';

interface LiveProps {
  /** Absent (tests, hosts without one): shows `view`. */
  live?: LiveView<PlayViewState>;
  /** The view the whole tree rendered with; the live one is newer or the same. */
  view: PlayViewState;
  children: (view: PlayViewState) => VNode | null;
}

export class Live extends Component<LiveProps> {
  private off: (() => void) | null = null;

  override componentDidMount(): void {
    this.off = this.props.live?.subscribe(() => renderNow(this)) ?? null;
  }

  override componentWillUnmount(): void {
    this.off?.();
  }

  override render({ live, view, children }: LiveProps): VNode | null {
    return children(live?.get() ?? view);
  }
}

const now = (cb: () => void): void => cb();

/**
 * Renders `c` again before returning: Preact queues a component's own
 * re-render to a microtask, after the pointer's handler; its documented
 * `options.debounceRendering` hook runs the queue at once here instead.
 */
function renderNow(c: Component): void {
  const queued = options.debounceRendering;
  options.debounceRendering = now;
  try {
    c.forceUpdate();
  } finally {
    options.debounceRendering = queued;
  }
}
