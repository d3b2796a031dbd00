// The page's one FrameLoop (frameLoop.ts) over Pixi's shared ticker, which the
// canvases and pixi-viewport run on, and its system ticker (Pixi's pointer-over
// checks for moving objects, which nothing here needs while idle).
import { Ticker, UPDATE_PRIORITY } from 'pixi.js';
import { FrameLoop } from './frameLoop';

let loop: FrameLoop | null = null;

function frameLoop(): FrameLoop {
  if (!loop) {
    loop = new FrameLoop([Ticker.shared, Ticker.system], {
      addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (handle) => window.clearInterval(handle),
      now: () => performance.now(),
    });
    Ticker.shared.add(loop.count, undefined, UPDATE_PRIORITY.UTILITY);
  }
  return loop;
}

/** Something the canvases show is about to change: draw frames again. */
export function wakeFrames(): void {
  frameLoop().wake();
}

/** A canvas drew, slid or animated in this frame. */
export function frameBusy(): void {
  frameLoop().busy();
}

/** The tickers are stopped (the frame bench and the e2e tests read it). */
export function framesAsleep(): boolean {
  return frameLoop().sleeping;
}
