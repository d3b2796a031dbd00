// Pixi's tickers request an animation frame sixty times a second even when
// every frame is skipped (the canvases draw on demand): an idle play screen
// cost about a tenth of a CPU core, and as much again for each table window
// (measured in Chromium: 0.108 core with the tickers running, 0.011 with them
// stopped). So the tickers stop after half a second without anything to draw
// and start again on input, on any change the canvases are asked to show
// (wakeFrames), or, as a safety net for a change that reached the scene some
// other way, within a quarter of a second (a stopped ticker is ticked by hand
// that often; a frame that finds something to draw wakes the loop).

/** What the loop needs of a Pixi Ticker (Ticker.shared and Ticker.system). */
export interface LoopTicker {
  readonly started: boolean;
  start(): void;
  stop(): void;
  update(currentTimeMs?: number): void;
}

export interface LoopHost {
  addEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
  setInterval(fn: () => void, ms: number): number;
  clearInterval(handle: number): void;
  now(): number;
}

/** Frames in a row with nothing drawn before the tickers stop (half a second at 60 Hz). */
export const IDLE_FRAMES = 30;
/** How often a stopped loop is ticked by hand, in ms. */
export const POLL_MS = 250;
/** Input that may change what the canvases show (the camera answers pointer, wheel and keys; a resize refits). */
export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'wheel', 'keydown', 'keyup', 'resize', 'focus'] as const;

export class FrameLoop {
  private idleFrames = 0;
  private poll: number | null = null;
  private polling = false;

  /** tickers[0] is the one the canvases draw on; count() runs on it (added by the caller, after the canvases). */
  constructor(
    private readonly tickers: readonly LoopTicker[],
    private readonly host: LoopHost,
  ) {
    for (const type of WAKE_EVENTS) host.addEventListener(type, this.wake, { capture: true, passive: true });
  }

  get sleeping(): boolean {
    return this.poll !== null;
  }

  /** Something will change on screen: run the tickers (again) now. */
  readonly wake = (): void => {
    this.idleFrames = 0;
    if (this.polling) return;
    if (this.poll !== null) {
      this.host.clearInterval(this.poll);
      this.poll = null;
    }
    for (const t of this.tickers) if (!t.started) t.start();
  };

  /** A canvas drew, slid or animated this frame: keep running. */
  busy(): void {
    if (this.polling) {
      // The safety-net tick found something to draw: the next frames follow at full rate.
      this.polling = false;
      this.wake();
      return;
    }
    this.idleFrames = 0;
  }

  /** Runs once per frame of the main ticker, after the canvases (lowest priority). */
  readonly count = (): void => {
    if (this.polling) return;
    if (this.poll !== null) {
      // A frame while asleep and not ticked by hand: the ticker was started again elsewhere (Pixi starts its shared
      // ticker when a listener is added), so the loop is awake.
      this.host.clearInterval(this.poll);
      this.poll = null;
      this.idleFrames = 0;
    }
    if (++this.idleFrames < IDLE_FRAMES) return;
    for (const t of this.tickers) if (t.started) t.stop();
    this.poll = this.host.setInterval(this.pollOnce, POLL_MS);
  };

  private readonly pollOnce = (): void => {
    this.polling = true;
    try {
      this.tickers[0].update(this.host.now());
    } finally {
      this.polling = false;
    }
  };
}
