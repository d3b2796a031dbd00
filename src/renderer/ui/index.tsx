import { render } from 'preact';
import type { World } from '../../core/model/schema';
import { App, type AppActions, type AppViewState, type RecentEntry } from './App';
import { createDemoPlay, type DemoPlay } from './play/demo';
import './theme.css';

export type { AppActions, AppViewState, RecentEntry };
export { PlayScreen, type PlayScreenProps } from './play/PlayScreen';

let demo: { key: string; play: DemoPlay } | null = null;
let last: { root: HTMLElement; state: AppViewState; actions: AppActions } | null = null;

/** Renders (or re-renders) the panels into `root`. */
export function renderUi(root: HTMLElement, state: AppViewState, actions: AppActions): void {
  last = { root, state, actions };
  render(<App state={withDemo(state)} actions={actions} />, root);
}

/**
 * `?panels=demo`: when the app gives no play state, the panels run on the
 * pure rules loop over the loaded World (see play/demo.ts). A development
 * harness only; the real wiring provides state.play.
 */
function withDemo(state: AppViewState): AppViewState {
  if (state.play || state.screen !== 'map' || typeof window === 'undefined') return state;
  if (new URLSearchParams(window.location.search).get('panels') !== 'demo') return state;
  const handle = (window as unknown as { grit?: { world(): World | null } }).grit;
  const world = handle?.world();
  if (!world) {
    // app.ts sets the test handle after its first render; try again next frame.
    requestAnimationFrame(() => last && renderUi(last.root, last.state, last.actions));
    return state;
  }
  const key = `${state.title}|${world.scenario.title}`;
  if (!demo || demo.key !== key) {
    demo = { key, play: createDemoPlay(world, () => last && renderUi(last.root, last.state, last.actions)) };
  }
  return { ...state, play: { view: demo.play.view, actions: demo.play.actions } };
}
