import { render } from 'preact';
import { App, type AppActions, type AppViewState } from './App';

export type { AppActions, AppViewState };

/** Renders (or re-renders) the panels into `root`. */
export function renderUi(root: HTMLElement, state: AppViewState, actions: AppActions): void {
  render(<App state={state} actions={actions} />, root);
}
