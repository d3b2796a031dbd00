// The map canvas's pointer input (split from mapCanvas.ts): the DOM events
// it listens to, pointer capture, and what counts as a click.
import type { MapPointerEvent } from './overlays/types';

/** A press and release this close together (CSS px) is a click, not a drag. */
const CLICK_SLOP_PX = 6;

/** Calls `emit` for each pointer event on `el` (with whether an `up` ends a click); returns a function that unbinds. */
export function bindPointerEvents(el: HTMLElement, emit: (kind: MapPointerEvent['kind'], e: PointerEvent, click: boolean) => void): () => void {
  let downAt: { x: number; y: number } | null = null;
  const onMove = (e: PointerEvent) => emit('move', e, false);
  const onDown = (e: PointerEvent) => {
    downAt = { x: e.clientX, y: e.clientY };
    // A drag that crosses a panel keeps panning (the panels overlay the map).
    try {
      el.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic events (tests, benches) have no active pointer to capture.
    }
    emit('down', e, false);
  };
  const onUp = (e: PointerEvent) => {
    emit('up', e, !!downAt && Math.hypot(e.clientX - downAt.x, e.clientY - downAt.y) <= CLICK_SLOP_PX);
    downAt = null;
  };
  const onLeave = (e: PointerEvent) => emit('leave', e, false);
  // Right-click cancels the tool instead of opening the browser menu.
  const onMenu = (e: Event) => e.preventDefault();
  el.addEventListener('contextmenu', onMenu);
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointerleave', onLeave);
  return () => {
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('contextmenu', onMenu);
  };
}
