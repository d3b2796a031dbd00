// Types for scene.mjs (plain JS so Playwright imports it without tsx).
export function generateFrameScene(options?: { seed?: number; size?: number; walls?: number; figures?: number }): unknown;
