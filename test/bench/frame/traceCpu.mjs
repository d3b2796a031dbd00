// The main thread's own CPU time in each pointer-move dispatch, from a Chrome
// trace (category devtools.timeline): the `EventDispatch` events' thread time
// (`tdur`, µs), which leaves out the time the thread waited for a core. On
// the 2-core machines the frame bench runs on, the wall time inside a hover
// handler has a tail of 3-11 ms that is the renderer descheduled while
// SwiftShader draws, not the previews computing (issue 16 hover).

/**
 * Thread CPU ms of each outermost `pointermove` dispatch, in trace order. A
 * dispatch inside another on the same thread (an event re-dispatched by a
 * listener) is part of the outer one's time and not listed again; a dispatch
 * without thread time is left out (the caller compares counts).
 */
export function pointerMoveCpuMs(traceText) {
  const { traceEvents } = JSON.parse(traceText);
  const moves = traceEvents.filter((e) => e.name === 'EventDispatch' && e.ph === 'X' && e.args?.data?.type === 'pointermove').sort((a, b) => a.ts - b.ts);
  const out = [];
  const openUntil = new Map();
  for (const e of moves) {
    const thread = `${e.pid}/${e.tid}`;
    if ((openUntil.get(thread) ?? -Infinity) > e.ts) continue;
    openUntil.set(thread, e.ts + (e.dur ?? 0));
    if (typeof e.tdur === 'number') out.push(e.tdur / 1000);
  }
  return out;
}
