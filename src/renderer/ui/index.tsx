import { render } from 'preact';
import { App, type AppActions, type AppViewState, type RecentEntry } from './App';
import './theme.css';

export type { AppActions, AppViewState, RecentEntry };
export { PlayScreen, type PlayScreenProps } from './play/PlayScreen';
export { panelInsets, PANELS_LAYOUT_EVENT, type PanelInsets } from './play/insets';

/** Renders (or re-renders) the panels into `root`; `state.play` adds the play screen around the map. */
export function renderUi(root: HTMLElement, state: AppViewState, actions: AppActions): void {
  render(<App state={PANELS_OFF && state.play ? { ...state, play: undefined } : state} actions={actions} />, root);
}

/** `?panels=off`: the bare map without the play panels (pixel tests of the canvas, screenshots). */
const PANELS_OFF = typeof location !== 'undefined' && new URLSearchParams(location.search).get('panels') === 'off';
