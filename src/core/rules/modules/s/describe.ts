// Module S log lines. Plot events name the side only: the log is shared in
// hotseat, so what a plot says stays secret until the plots are revealed (S-PLOT).
import type { SMoveGoal, SPlot, SPlotAction, World } from '../../../model/schema';
import type { SimultaneousEvent } from './apply';
import { LOCATION_NAMES } from './wounds';

export function describeSimultaneous(e: SimultaneousEvent, world?: World): string {
  const n = (id: string) => world?.figures[id]?.name ?? id;
  const side = (id: string) => world?.sides[id]?.name ?? id;
  switch (e.type) {
    case 'plotPhaseStarted':
      return `round ${e.round}: plot phase (S-PLOT): each side plots its figures' moves and Actions in secret`;
    case 'movePlotted':
    case 'actionPlotted':
    case 'plotCleared':
      return `${side(e.sideId)} plots (secret until revealed)`;
    case 'plottingEnded':
      return `${side(e.sideId)} has ended plotting`;
    case 'plotsRevealed':
      return `round ${e.round}: plots revealed: ${
        Object.entries(e.plots)
          .map(([id, p]) => `${n(id)}: ${describePlot(p, world)}`)
          .join('; ') || 'none'
      }`;
    case 'simultaneousPhase':
      return { move: 'all moves resolve together (S-MOVE)', act: 'all Actions resolve together (S-ACT)', damage: 'all damage is applied (S-ACT)', mys: 'supernatural Actions resolve last (S-ACT)' }[
        e.phase
      ];
    case 'moveContested':
      return `contest over ${e.over}: ${e.figureIds.map((id) => `${n(id)} ${e.rolls[id].join(', then ')}`).join(' vs ')}: ${n(e.winnerId)} wins (S-MOVE)`;
    case 'actionFailed':
      return `${n(e.figureId)}'s ${e.action} fails: ${e.reason}`;
    case 'woundRolled':
      return `${n(e.figureId)} is wounded in the ${LOCATION_NAMES[e.wound.location]} (1d6 ${e.locationRoll}), severity ${e.wound.severity} (1d6 ${e.severityRoll}): ${e.wound.effects.join(', ')}${e.wound.digitsLost !== undefined ? `; ${e.wound.digitsLost === 5 ? 'the whole hand or foot' : `${e.wound.digitsLost} digit(s)`} lost` : ''} (S-WOUND)`;
    case 'weaponDropped':
      return `${n(e.figureId)} drops the ${e.weaponId} (S-WOUND)`;
    case 'bleedOutChanged':
      return e.bleedOut ? `${n(e.figureId)} bleeds out in ${e.bleedOut.roundsLeft} rounds (${e.reason})` : `${n(e.figureId)} stops bleeding (${e.reason})`;
  }
}

export function describeGoal(g: SMoveGoal, world?: World): string {
  const n = (id: string) => world?.figures[id]?.name ?? id;
  return g.kind === 'cell' ? `move to ${g.cell.c},${g.cell.r}` : `move ${g.kind === 'toward' ? 'toward' : 'away from'} ${n(g.figureId)}`;
}

export function describeAction(a: SPlotAction, world?: World): string {
  const n = (id: string) => world?.figures[id]?.name ?? id;
  const target = typeof a.targetId === 'string' ? ` ${n(a.targetId)}` : '';
  const name = typeof a.name === 'string' ? ` "${a.name}"` : '';
  return `${a.type}${target}${name}`;
}

export function describePlot(p: SPlot, world?: World): string {
  return [p.move ? describeGoal(p.move, world) : 'stay', p.action ? describeAction(p.action, world) : 'no Action'].join(', ');
}
