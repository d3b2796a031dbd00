// Types for traceCpu.mjs (plain JS: the frame bench runs under plain Node).
export function pointerMoveCpuMs(traceText: string): number[];
