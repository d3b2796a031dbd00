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
   * Module S: true once after an update whose cover follows a round that has
   * just resolved. Its moves and Actions are public (S-MOVE, S-ACT: the plots
   * are revealed), so the app lets them play out before the cover comes up.
   */
  followsResolution(): boolean;
}

export function activeSideId(world: World): string | null {
  // Module S (S-PLOT): in the plot phase the side plotting is the one at the table.
  if (world.turn.phase === 'plot') return plottingSideId(world);
  const id = activeFigureId(world);
  return id ? (world.figures[id]?.sideId ?? null) : null;
}

export function createHandOverGate(): HandOverGate {
  let lastSide: string | null = null;
  let pending: string | null = null;
  let lastPlotRound = 0;
  let resolved = false;
  return {
    update(world, enabled) {
      const side = activeSideId(world);
      const human = side !== null && world.sides[side]?.controller !== 'computer';
      const plotRound = world.turn.phase === 'plot' ? world.turn.round : 0;
      if (enabled && human && lastSide !== null && side !== lastSide) {
        pending = world.sides[side!]?.name ?? side;
        resolved = lastPlotRound > 0 && plotRound > lastPlotRound;
      }
      if (side !== null) lastSide = side;
      lastPlotRound = plotRound;
      if (!enabled) pending = null;
      return pending;
    },
    dismiss() {
      pending = null;
    },
    followsResolution() {
      const r = resolved && pending !== null;
      resolved = false;
      return r;
    },
  };
}
