// Which play views the whole panel tree renders (issue 16 hover: JS per
// pointer move <= 4 ms p95). A pointer move changes only the previews; the
// panels that show one read the live view (state/liveView.ts), so the App
// root is not diffed again for it.
import type { PlayViewState } from '../state/contract';
import { viewChangedFor } from '../state/liveView';
import type { AppViewState } from '../ui';

/** What a play render would set on the screen state. */
export type PlayPatch = Required<Pick<AppViewState, 'play'>> & Pick<AppViewState, 'table' | 'handOverTo'>;

/** Whether the screen shows `shown` and `next` alike except for the previews, which the live panels show. */
export function onlyPreviewsChanged(shown: AppViewState, next: PlayPatch): boolean {
  const [a, b] = [shown.play, next.play];
  if (!a || a.actions !== b.actions || a.live !== b.live || !b.live) return false;
  if (viewChangedFor<PlayViewState>(a.view, b.view)) return false;
  // The table's controls and their state are fresh objects per render (a few fields and the sides): what they show is compared.
  const [ta, tb] = [shown.table, next.table];
  const sameTable = ta === tb || (!!ta && !!tb && ta.actions === tb.actions && ta.open === tb.open && JSON.stringify(ta.state) === JSON.stringify(tb.state));
  return sameTable && (shown.handOverTo ?? null) === (next.handOverTo ?? null);
}
