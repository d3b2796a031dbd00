// The frame bench's CPU column (issue 16 hover): read from a Chrome trace.
import { describe, expect, it } from 'vitest';
import { pointerMoveCpuMs } from '../bench/frame/traceCpu.mjs';

const dispatch = (ts: number, dur: number, tdur: number | undefined, type = 'pointermove', tid = 1) => ({
  name: 'EventDispatch',
  ph: 'X',
  pid: 7,
  tid,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
  args: { data: { type } },
});

describe('frame bench: pointer-move CPU from a trace', () => {
  it('takes each pointermove dispatch thread time in ms, not its wall time, and skips other events', () => {
    const trace = {
      traceEvents: [dispatch(1000, 4800, 900), dispatch(20000, 700, 650), dispatch(30000, 900, 800, 'click'), { name: 'FunctionCall', ph: 'X', pid: 7, tid: 1, ts: 999, dur: 6000, tdur: 5000 }],
    };
    expect(pointerMoveCpuMs(JSON.stringify(trace))).toEqual([0.9, 0.65]);
  });

  it('counts a dispatch nested in another on the same thread once, and a dispatch without thread time not at all', () => {
    const trace = { traceEvents: [dispatch(1000, 3000, 1200), dispatch(1500, 500, 400), dispatch(1500, 500, 300, 'pointermove', 2), dispatch(9000, 800, undefined)] };
    expect(pointerMoveCpuMs(JSON.stringify(trace))).toEqual([1.2, 0.3]);
  });
});
