// Issue 16 fix 4: the map is refitted between the panels when the window (or
// the map host) changes size and when a play column folds or unfolds, once
// per animation frame however many events come.
import { PANELS_LAYOUT_EVENT } from '../ui';

export function installRefit(mapHost: HTMLElement, uiRoot: HTMLElement, refit: () => void): () => void {
  let frame = 0;
  let lastW = mapHost.clientWidth;
  let lastH = mapHost.clientHeight;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(refit);
  };
  const observer = new ResizeObserver(() => {
    // The first report is the size at observe time: only a change refits.
    if (mapHost.clientWidth === lastW && mapHost.clientHeight === lastH) return;
    lastW = mapHost.clientWidth;
    lastH = mapHost.clientHeight;
    schedule();
  });
  observer.observe(mapHost);
  uiRoot.addEventListener(PANELS_LAYOUT_EVENT, schedule);
  return () => {
    observer.disconnect();
    uiRoot.removeEventListener(PANELS_LAYOUT_EVENT, schedule);
    cancelAnimationFrame(frame);
  };
}
