// Module S (RULES 9.4) events applied to the World: plots in the turn state,
// wounds and bleed-outs on the figure. Called from the one applyEvent.
import type { World } from '../../../model/schema';
import type { GameEvent } from '../../events';

export type SimultaneousEvent = Extract<
  GameEvent,
  {
    type:
      | 'plotPhaseStarted'
      | 'movePlotted'
      | 'actionPlotted'
      | 'plotCleared'
      | 'plottingEnded'
      | 'plotsRevealed'
      | 'simultaneousPhase'
      | 'moveContested'
      | 'actionFailed'
      | 'woundRolled'
      | 'weaponDropped'
      | 'bleedOutChanged';
  }
>;

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

export function applySimultaneousEvent(draft: World, event: SimultaneousEvent): void {
  const turn = draft.turn;
  switch (event.type) {
    case 'plotPhaseStarted':
      turn.phase = 'plot';
      turn.plots = {};
      turn.plotsDone = [];
      return;
    case 'movePlotted': {
      const plots = (turn.plots ??= {});
      plots[event.figureId] = { ...(plots[event.figureId] ?? {}), move: clone(event.goal) };
      return;
    }
    case 'actionPlotted': {
      const plots = (turn.plots ??= {});
      plots[event.figureId] = { ...(plots[event.figureId] ?? {}), action: clone(event.action) };
      return;
    }
    case 'plotCleared':
      if (turn.plots) delete turn.plots[event.figureId];
      return;
    case 'plottingEnded':
      (turn.plotsDone ??= []).push(event.sideId);
      return;
    case 'plotsRevealed':
      // S-MOVE: the plots leave the World once revealed; the event keeps them for the log.
      delete turn.phase;
      delete turn.plots;
      delete turn.plotsDone;
      return;
    case 'simultaneousPhase':
    case 'moveContested':
    case 'actionFailed':
      return;
    case 'woundRolled': {
      const f = draft.figures[event.figureId];
      (f.wounds ??= []).push(clone(event.wound));
      return;
    }
    case 'weaponDropped': {
      const lo = draft.figures[event.figureId].loadout;
      lo.weapons.splice(event.weaponIndex, 1);
      if (lo.activeWeapon >= lo.weapons.length) lo.activeWeapon = Math.max(0, lo.weapons.length - 1);
      return;
    }
    case 'bleedOutChanged': {
      const f = draft.figures[event.figureId];
      if (event.bleedOut) f.bleedOut = clone(event.bleedOut);
      else delete f.bleedOut;
      return;
    }
  }
}
