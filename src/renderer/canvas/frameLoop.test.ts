import { describe, expect, it } from 'vitest';
import { FrameLoop, IDLE_FRAMES, POLL_MS, WAKE_EVENTS, type LoopHost, type LoopTicker } from './frameLoop';

/** A ticker that runs its listeners when ticked (by the test as the browser's frames, or by the loop's poll). */
class FakeTicker implements LoopTicker {
  started = true;
  readonly listeners: (() => void)[] = [];
  start(): void {
    this.started = true;
  }
  stop(): void {
    this.started = false;
  }
  update(): void {
    for (const l of this.listeners) l();
  }
  /** A browser frame: only a started ticker gets one. */
  frame(): void {
    if (this.started) this.update();
  }
}

function setUp(onFrame: () => void = () => {}) {
  const shared = new FakeTicker();
  const system = new FakeTicker();
  const events = new Map<string, () => void>();
  const intervals = new Map<number, () => void>();
  let next = 1;
  const host: LoopHost = {
    addEventListener: (type, listener) => events.set(type, listener),
    setInterval: (fn, ms) => {
      expect(ms).toBe(POLL_MS);
      intervals.set(next, fn);
      return next++;
    },
    clearInterval: (h) => intervals.delete(h),
    now: () => 0,
  };
  const loop = new FrameLoop([shared, system], host);
  shared.listeners.push(() => onFrame(), loop.count);
  const frames = (n: number) => {
    for (let i = 0; i < n; i++) shared.frame();
  };
  const poll = () => [...intervals.values()].forEach((fn) => fn());
  return { shared, system, events, intervals, loop, frames, poll };
}

describe('FrameLoop: the tickers sleep while nothing is drawn', () => {
  it(`stops both tickers after ${IDLE_FRAMES} idle frames and polls instead`, () => {
    const t = setUp();
    t.frames(IDLE_FRAMES - 1);
    expect(t.shared.started).toBe(true);
    t.frames(1);
    expect([t.shared.started, t.system.started, t.loop.sleeping, t.intervals.size]).toEqual([false, false, true, 1]);
  });

  it('a frame that draws keeps it running', () => {
    let drawing = true;
    const t = setUp(() => {
      if (drawing) t.loop.busy();
    });
    t.frames(IDLE_FRAMES * 3);
    expect(t.shared.started).toBe(true);
    drawing = false;
    t.frames(IDLE_FRAMES);
    expect(t.shared.started).toBe(false);
  });

  it('wake() and input events start the tickers again and stop the poll', () => {
    const t = setUp();
    expect([...t.events.keys()].sort()).toEqual([...WAKE_EVENTS].sort());
    t.frames(IDLE_FRAMES);
    t.loop.wake();
    expect([t.shared.started, t.system.started, t.intervals.size]).toEqual([true, true, 0]);
    t.frames(IDLE_FRAMES);
    expect(t.shared.started).toBe(false);
    t.events.get('pointermove')!();
    expect([t.shared.started, t.system.started, t.loop.sleeping]).toEqual([true, true, false]);
  });

  it('a poll that finds something to draw wakes the loop; one that finds nothing leaves it asleep', () => {
    let changed = false;
    const t = setUp(() => {
      if (changed) t.loop.busy();
    });
    t.frames(IDLE_FRAMES);
    t.poll();
    expect(t.loop.sleeping).toBe(true);
    changed = true;
    t.poll();
    expect([t.shared.started, t.system.started, t.loop.sleeping]).toEqual([true, true, false]);
  });

  it('a ticker started elsewhere (a listener added) ends the sleep: no poll beside running frames', () => {
    const t = setUp();
    t.frames(IDLE_FRAMES);
    t.shared.start();
    t.frames(1);
    expect([t.loop.sleeping, t.intervals.size]).toEqual([false, 0]);
    t.frames(IDLE_FRAMES - 1);
    expect(t.shared.started).toBe(false);
  });
});
