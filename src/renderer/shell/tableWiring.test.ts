// The GM map's view settings that the table view follows (issue 16 map art):
// the grid opacity reaches the table with its view options.
import { describe, expect, it } from 'vitest';
import { playEngine } from '../../core/rules';
import { worldFromAscii } from '../../core/rules/sight/testWorld';
import { createSession } from '../../core/session';
import { createRng } from '../../core/dice';
import { tableGridOpacity } from '../canvas/table/frame';
import { recordingLink } from '../table/testing/recordingLink';
import type { TableHost } from '../platform/tableHost';

// The wiring's modules load Pixi, whose browser adapter reads `navigator` (Node 20 has none).
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { TableWiring } = await import('./tableWiring');

function session() {
  const w = worldFromAscii(`
A....
.....
`);
  w.rng = createRng(1);
  return createSession(w, playEngine);
}

const tint = { show: () => {} } as never;
const link = recordingLink();
const posted = link.posted;
const host: TableHost = { kind: 'web', api: null, openTableWindow: async () => ({ displayId: null }), listDisplays: async () => [] };

describe('table view follows the GM map', () => {
  it('the grid opacity set on the GM map (before or after the game opens) is in the table’s view options and is what the table draws', () => {
    const wiring = new TableWiring(tint, true, () => {}, undefined, { link, host });
    wiring.setGridOpacity(0.2);
    wiring.attach(session(), () => undefined);
    const bridge = (wiring as unknown as { table: { options(): { view: { gridOpacity?: number } }; lastProjection(): { view: { gridOpacity?: number } } | null } }).table;
    expect(bridge.options().view.gridOpacity).toBe(0.2);
    // The options handed out are one shared copy per change: read-only, never the bridge's own.
    expect(bridge.options()).toBe(bridge.options());
    expect(() => (bridge.options().view.gridOpacity = 0.5)).toThrow(TypeError);
    wiring.setGridOpacity(0.8);
    expect(bridge.options().view.gridOpacity).toBe(0.8);
    expect(bridge.lastProjection()?.view.gridOpacity).toBe(0.8);
    expect(tableGridOpacity(bridge.lastProjection()!.view, 0.45)).toBe(0.8);
    // What went down the link to the table window.
    expect(posted.at(-1)?.view.gridOpacity).toBe(0.8);
    wiring.detach();
  });

  it('the Table TV panel shown with no game open wakes no old link; the next game’s link starts at once', () => {
    const wiring = new TableWiring(tint, false, () => {}, undefined, { link, host });
    wiring.attach(session(), () => undefined);
    wiring.detach();
    const before = posted.length;
    wiring.togglePanel();
    expect(posted.length, 'nothing posted for a closed game').toBe(before);
    wiring.attach(session(), () => undefined);
    expect(posted.length).toBeGreaterThan(before);
    wiring.detach();
  });

  it('a table view without the setting draws the default; out-of-range values are clamped', () => {
    expect(tableGridOpacity({}, 0.45)).toBe(0.45);
    expect(tableGridOpacity({ gridOpacity: 0 }, 0.45)).toBe(0);
    expect(tableGridOpacity({ gridOpacity: 3 }, 0.45)).toBe(1);
  });
});
