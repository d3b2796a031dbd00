// Hotseat secrecy (issue 7): when the side to act changes between two human
// sides, the GM window is covered until the next player says they are ready,
// so one side does not see the other's view. Pure logic; the cover itself is
// ui/table-controls' HandOverScreen.
import type { World } from '../../core/model/schema';
import { activeFigureId } from '../../core/rules';
import { plottingSideId } from '../../core/rules/modules/s/plot';

export interface HandOverGate {
  /** Feed every new World; returns the side name to hand over to while the cover is up, else null. */
  update(world: World, enabled: boolean): string | null;
  dismiss(): void;
  /**
   * Module S: ms before a cover that follows a round just resolved comes up
   * (0 when none waits). The round's moves and Actions are public (S-MOVE,
   * S-ACT: the plots are revealed), so they play out in view first; the app
   * calls `update` again when the time is up.
   */
  heldMs(): number;
}

/** Module S: how long a resolved round stays in view (the moves tween in at most 300 ms) before the cover comes up. */
export const RESOLUTION_SHOWN_MS = 2500;

export function activeSideId(world: World): string | null {
  // Module S (S-PLOT): in the plot phase the side plotting is the one at the table.
  if (world.turn.phase === 'plot') return plottingSideId(world);
  const id = activeFigureId(world);
  return id ? (world.figures[id]?.sideId ?? null) : null;
}

export function createHandOverGate(now: () => number = Date.now): HandOverGate {
  let lastSide: string | null = null;
  let pending: string | null = null;
  let lastPlotRound = 0;
  let heldUntil = 0;
  return {
    update(world, enabled) {
      const side = activeSideId(world);
      const human = side !== null && world.sides[side]?.controller !== 'computer';
      const plotRound = world.turn.phase === 'plot' ? world.turn.round : 0;
      if (enabled && human && lastSide !== null && side !== lastSide) {
        pending = world.sides[side!]?.name ?? side;
        heldUntil = lastPlotRound > 0 && plotRound > lastPlotRound ? now() + RESOLUTION_SHOWN_MS : 0;
      }
      if (side !== null) lastSide = side;
      lastPlotRound = plotRound;
      if (!enabled) pending = null;
      return now() < heldUntil ? null : pending;
    },
    dismiss() {
      pending = null;
      heldUntil = 0;
    },
    heldMs() {
      return pending === null ? 0 : Math.max(0, heldUntil - now());
    },
  };
}
