// The window's keys on the map screen: the key list (? or F1), Esc closing
// it, nothing behind the hotseat cover, everything else to the play tools.
import type { Store } from '../tools/store';
import type { AppViewState } from '../ui';
import type { GameLifecycle } from './game';

export function installKeys(screen: Store<AppViewState>, game: GameLifecycle, toggleKeys: () => void): void {
  window.addEventListener('keydown', (event) => {
    const play = game.play;
    const state = screen.get();
    if (!play || state.screen !== 'map') return;
    const target = event.target as HTMLElement | null;
    const typing = !!target && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
    if ((event.key === 'F1' || (event.key === '?' && !typing)) && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      toggleKeys();
      return;
    }
    if (event.key === 'Escape' && state.keysOpen) {
      screen.set({ keysOpen: false });
      return;
    }
    // Hotseat secrecy: nothing acts behind the hand-over cover.
    if (state.handOverTo) {
      event.preventDefault();
      return;
    }
    if (play.onKey(event)) event.preventDefault();
  });
}
