// One plain-words line per event, for `grit play` and the game log.
import type { World } from '../model/schema';
import type { GameEvent } from './events';
import { describeSimultaneous } from './modules/s/describe';
import { describeDeclared } from './modules/p/describe';

export function describeEvent(e: GameEvent, world?: World): string {
  const n = (id: string) => world?.figures[id]?.name ?? id;
  const item = (id: string) => world?.items?.[id]?.name ?? id;
  const mods = (m: { value: number; source: string }[]) => (m.length ? ' ' + m.map((x) => `${x.value >= 0 ? '+' : ''}${x.value} ${x.source}`).join(', ') : '');
  switch (e.type) {
    case 'encounterStarted':
      return `encounter started; order: ${e.order.map((id) => `${n(id)} (${e.initiative[id]}${e.tieBreaks[id] !== undefined ? `, tie ${tieRolls(e.tieBreaks[id])}` : ''})`).join(', ')}${(e.together ?? []).map((g) => `; ${g.map(n).join(' and ')} act at the same time (P-INIT)`).join('')}`;
    case 'roundStarted':
      return `round ${e.round} starts`;
    case 'roundEnded':
      return `round ${e.round} ends`;
    case 'turnStarted':
      return `${n(e.figureId)}'s turn`;
    case 'turnEnded':
      return `${n(e.figureId)} ends the turn`;
    case 'figurePassed':
      return `${n(e.figureId)} passes`;
    case 'figureDone':
      return `${n(e.figureId)} does no more this round`;
    // Modules N and L.
    case 'lifeBarFilled':
      return e.raw === 0 && e.lethalPips === 0 && e.nonLethalPips === 0
        ? `${n(e.figureId)}: ${e.source}`
        : `${n(e.figureId)} takes ${e.raw} from ${e.source}, Soak ${e.soak}: ${e.lethalPips} lethal, ${e.nonLethalPips} non-lethal pips (life bar ${e.lifeBar.lethal} lethal, ${e.lifeBar.nonLethal} non-lethal)`;
    case 'nonLethalTaken':
      return `${n(e.figureId)} takes ${e.points} non-lethal from ${e.source} (${e.nonLethalAfter} non-lethal)`;
    case 'nonLethalRecovered':
      return `${n(e.figureId)} recovers ${e.points} non-lethal (${e.reason})`;
    case 'abortOffered':
      return `${n(e.pending.targetId)} ${e.pending.burst ? 'is caught in the blast of' : 'is hit by'} ${e.pending.source} (${e.pending.damage} damage): abort or take it? (N-ABORT)`;
    case 'abortChosen':
      return `${n(e.figureId)} tries ${ABORT_NAMES[e.choice]}: ${e.apCost} AP from next round (${e.apOwedAfter} owed)`;
    case 'abortResolved':
      return e.choice === 'block'
        ? `${n(e.figureId)}'s Block ${e.blocked ? 'stops the hit' : 'fails'} (margin ${e.defenderMargin} vs ${e.attackerMargin})`
        : `${n(e.figureId)}'s ${ABORT_NAMES[e.choice]}: margin ${e.defenderMargin}${e.attackerMargin !== undefined ? ` vs ${e.attackerMargin}` : ''}, ${e.converted} point(s) turned non-lethal`;
    case 'abortClosed':
      return e.choice === 'take' ? `${n(e.figureId)} takes the hit` : `${n(e.figureId)}'s abort is done`;
    case 'apRefilled':
      return `${n(e.figureId)} has ${e.apLeft} AP`;
    case 'apSpent':
      return `${n(e.figureId)} spends ${e.apCost} AP on ${e.action} (${e.apLeft} left)`;
    case 'diceRolled':
      return `roll ${e.purpose}: ${e.notation} [${e.faces.join(',')}]${e.target === undefined && e.modifiers.length ? `${mods(e.modifiers)}` : ''} = ${e.total}${e.target !== undefined ? ` vs ${e.target}${mods(e.modifiers)} -> ${e.success ? 'success' : 'failure'}` : ''}${e.atTable ? ' (rolled at the table)' : ''}`;
    case 'figureMoved':
      return `${n(e.figureId)} moves ${e.from ? `${e.from.c},${e.from.r}` : 'onto the map'} -> ${e.to.c},${e.to.r} (${e.apCost} AP)`;
    case 'attackDeclared':
      return `${n(e.figureId)} attacks ${e.targetId ? n(e.targetId) : `${e.at!.x},${e.at!.y}`} with ${e.weaponId} x${e.shots} (${e.apPerAttack} AP each)`;
    case 'ammoSpent':
      return `${n(e.figureId)}: ${e.ammoLeft} shots left`;
    case 'weaponReloaded':
      return `${n(e.figureId)} reloads (${e.ammo} shots)`;
    case 'weaponSwapped':
      return `${n(e.figureId)} draws weapon ${e.weaponIndex}`;
    case 'weaponPickedUp':
      return `${n(e.figureId)} picks up ${e.weapon.catalogueId} from ${n(e.fromId)}`;
    case 'weaponPracticed':
      return `${n(e.figureId)} has now succeeded ${e.unskilledUses} time(s) with weapon ${e.weaponIndex} unskilled`;
    case 'burstStopped':
      if (e.fumble) return `${n(e.figureId)} fumbles (natural 10, P-CRIT): the other ${e.shotsUnfired} attack(s) of the turn are lost`;
      return `${n(e.targetId)} is down: ${n(e.figureId)} stops the burst after ${e.shotsFired} of ${e.shotsFired + e.shotsUnfired} shots (${e.apSaved} AP${e.ammoSaved ? ` and ${e.ammoSaved} shots` : ''} not spent)`;
    case 'surpriseChecked':
      return `side ${world?.sides[e.sideId]?.name ?? e.sideId}: surprise roll ${e.total}${e.surprised ? ' -> surprised, loses round 1 (P-SURPRISE)' : ' -> not surprised'}`;
    case 'actionDeclared':
      return `${n(e.figureId)} declares ${describeDeclared(e.command, world)}; it resolves with the others acting at the same time (P-INIT)`;
    case 'declaredResolved':
      return `${e.figureIds.map(n).join(' and ')} act at the same time: their declared actions resolve together, all damage after every roll (P-INIT)`;
    case 'shotStrayed':
      return `the shot at ${n(e.targetId)} hits ${n(e.hitId)} instead (d100 ${e.roll} <= ${e.percent}, P-MELEE-FIRE)`;
    case 'figureDamaged':
      return `${n(e.figureId)} takes ${e.raw} from ${e.source}: ${e.absorbed} absorbed, ${e.through} through, +${e.bruise} bruise = ${e.hpLoss} HP lost (HP ${e.hpBefore} -> ${e.hpAfter})`;
    case 'figureHealed':
      return `${n(e.figureId)} regains ${e.hpGained} HP (HP ${e.hpAfter})`;
    case 'figureDowned':
      return `${n(e.figureId)} is ${e.state === 'out' ? 'out of the fight' : e.state}`;
    case 'figureWoke':
      return `${n(e.figureId)} wakes up`;
    case 'statusChanged':
      return `${n(e.figureId)}: ${Object.entries(e.status)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`;
    case 'doorChanged':
      return e.keyItemId ? `${n(e.figureId ?? '')} ${e.door === 'locked' ? 'locks' : 'unlocks'} door ${e.wallId} with ${item(e.keyItemId)}` : `door ${e.wallId} is ${e.door}`;
    case 'itemPickedUp':
      return `${n(e.figureId)} picks up ${item(e.itemId)} at ${e.from.c},${e.from.r}`;
    case 'itemDropped':
      return e.fell ? `${item(e.itemId)} falls from ${n(e.figureId)} at ${e.cell.c},${e.cell.r}` : `${n(e.figureId)} drops ${item(e.itemId)} at ${e.cell.c},${e.cell.r}`;
    case 'itemHanded':
      return `${n(e.figureId)} hands ${item(e.itemId)} to ${n(e.toId)}`;
    case 'burstScattered':
      return `the throw scatters ${e.distanceInches}" at ${e.angleDeg} degrees to ${e.to.x.toFixed(2)},${e.to.y.toFixed(2)}`;
    case 'burstResolved':
      return `burst at ${e.at.x.toFixed(2)},${e.at.y.toFixed(2)} radius ${e.radiusInches}": hits ${e.affected.map(n).join(', ') || 'nobody'}${e.shielded.length ? `; shielded ${e.shielded.map(n).join(', ')}` : ''}`;
    case 'areaCreated':
      return `${e.area.effect} area ${e.area.id} (${e.area.radiusInches}", ${e.area.roundsLeft} rounds)`;
    case 'areaTicked':
      return `area ${e.areaId}: ${e.roundsLeft} rounds left${e.visibilityInches !== undefined ? `, sight ${e.visibilityInches}"` : ''}`;
    case 'areaRemoved':
      return `area ${e.areaId} is gone`;
    case 'markerPlaced':
      return `marker "${e.marker}" at ${e.at.x.toFixed(2)},${e.at.y.toFixed(2)}`;
    case 'customActionDone':
      return `${n(e.figureId)} does "${e.name}" (${e.apCost} AP)${e.success === undefined ? '' : e.success ? ': success' : ': failure'}`;
    case 'taskProgressed':
      return `${n(e.figureId)} works on "${e.name}": ${e.apDone}/${e.apNeeded} AP${e.finished ? ', finished' : ''}`;
    case 'disputeSettled':
      return `dispute won by ${n(e.winnerId)}`;
    case 'objectiveRoundsCounted':
      return `end of round ${e.round}: zones held (${Object.entries(e.rounds)
        .map(([k, n]) => `${k} ${n} round${n === 1 ? '' : 's'} running`)
        .join(', ')})`;
    case 'sideWon':
      return e.reason;
    case 'gameDrawn':
      return e.reason;
    // Module S (RULES 9.4)
    case 'plotPhaseStarted':
    case 'movePlotted':
    case 'actionPlotted':
    case 'plotCleared':
    case 'plottingEnded':
    case 'plotsRevealed':
    case 'simultaneousPhase':
    case 'moveContested':
    case 'actionFailed':
    case 'woundRolled':
    case 'weaponDropped':
    case 'bleedOutChanged':
      return describeSimultaneous(e, world);
    case 'randomEncounter':
      return `random encounter for ${n(e.figureId)} at ${e.cell.c},${e.cell.r}${e.roll !== undefined ? `: table roll ${e.roll}: ${e.text ?? ''}` : ''}`;
  }
}

/** A kept tie-break (G-INIT-1) as its rolls: the first roll, then each deciding re-roll ("5, then 3"). */
export function tieRolls(value: number): string {
  const rolls: number[] = [];
  let rest = value;
  for (let depth = 0; depth < 8 && rest > 1e-6; depth++) {
    const face = Math.floor(rest + 1e-6);
    rolls.push(face);
    rest = (rest - face) * 11;
  }
  return rolls.join(', then ');
}

const ABORT_NAMES = { block: 'Block', roll: 'Roll with the Blow', dive: 'Dive for Cover' } as const;
