// applyEvent: the only writer of game state. Events carry every result
// (rolls, new rng state, HP after), so this stays a plain assignment table
// and a replay of events is exact (G-GAME-2).
import type { TaskProgressRecord, World } from '../model/schema';
import type { GameEvent } from './events';
import { applySimultaneousEvent } from './modules/s/apply';

/** Progress of a long repetitive task (G-TURN-3), kept in `World.tasks`. */
export type TaskProgress = TaskProgressRecord;

export function taskKey(figureId: string, name: string): string {
  return `${figureId}:${name}`;
}

/**
 * G-ACT-1 first aid works once per wound: each figureDamaged with HP lost is a
 * wound. A figure with no count yet (a scenario that starts it hurt) counts
 * its missing HP as one wound.
 */
export function untreatedWounds(f: { woundsUntreated?: number; hp: number; stats: { hp: number } }, hp = f.hp): number {
  return f.woundsUntreated ?? (hp < f.stats.hp ? 1 : 0);
}

export function applyEvent(draft: World, event: GameEvent): void {
  const fig = (id: string) => {
    const f = draft.figures[id];
    if (!f) throw new Error(`applyEvent ${event.type}: no figure "${id}"`);
    return f;
  };
  switch (event.type) {
    case 'encounterStarted':
      draft.turn.order = event.order as World['turn']['order'];
      draft.turn.tieBreaks = { ...event.tieBreaks };
      // Module P (P-INIT): who acts at the same time.
      if (event.together) draft.turn.together = event.together.map((g) => [...g]) as World['turn']['together'];
      else delete draft.turn.together;
      draft.turn.activeIndex = 0;
      draft.turn.done = [];
      draft.turn.round = 0;
      return;
    case 'roundStarted':
      draft.turn.round = event.round;
      draft.turn.done = [];
      // G-DMG-2: every figure's armour pool refills for the new round.
      for (const f of Object.values(draft.figures)) if (f.status.drvSpent) f.status.drvSpent = 0;
      return;
    case 'roundEnded':
      return;
    case 'turnStarted':
      draft.turn.activeIndex = event.activeIndex;
      return;
    case 'turnEnded':
    case 'figurePassed':
      return;
    case 'figureDone':
      if (!draft.turn.done.includes(event.figureId as never)) draft.turn.done.push(event.figureId as never);
      return;
    case 'apRefilled':
      fig(event.figureId).apLeft = event.apLeft;
      return;
    case 'apSpent':
      fig(event.figureId).apLeft = event.apLeft;
      return;
    case 'diceRolled':
      draft.rng = { seed: event.rng.seed, state: [...event.rng.state] };
      return;
    case 'figureMoved':
      fig(event.figureId).cell = { ...event.to };
      return;
    case 'attackDeclared':
      return;
    case 'ammoSpent':
      fig(event.figureId).loadout.weapons[event.weaponIndex].ammo = event.ammoLeft;
      return;
    case 'weaponReloaded':
      fig(event.figureId).loadout.weapons[event.weaponIndex].ammo = event.ammo;
      return;
    case 'weaponSwapped':
      fig(event.figureId).loadout.activeWeapon = event.weaponIndex;
      return;
    case 'weaponPickedUp': {
      const from = fig(event.fromId).loadout;
      from.weapons.splice(event.fromIndex, 1);
      if (from.activeWeapon >= from.weapons.length) from.activeWeapon = Math.max(0, from.weapons.length - 1);
      fig(event.figureId).loadout.weapons.push(JSON.parse(JSON.stringify(event.weapon)));
      return;
    }
    case 'weaponPracticed':
      (fig(event.figureId).loadout.weapons[event.weaponIndex] as { unskilledUses?: number }).unskilledUses = event.unskilledUses;
      return;
    case 'figureDamaged': {
      const f = fig(event.figureId);
      if (event.hpLoss > 0) f.woundsUntreated = untreatedWounds(f, event.hpBefore) + 1;
      f.hp = event.hpAfter;
      if (event.drvSpentAfter !== undefined) f.status.drvSpent = event.drvSpentAfter;
      return;
    }
    // Modules N and L (RULES §9.2, §9.3).
    case 'lifeBarFilled':
      fig(event.figureId).lifeBar = { ...event.lifeBar };
      return;
    case 'nonLethalTaken':
      fig(event.figureId).nonLethal = event.nonLethalAfter;
      return;
    case 'nonLethalRecovered': {
      const f = fig(event.figureId);
      if (f.nonLethal !== undefined) f.nonLethal = 0;
      if (f.lifeBar) f.lifeBar = { ...f.lifeBar, nonLethal: 0 };
      return;
    }
    case 'abortOffered':
      draft.pendingAbort = JSON.parse(JSON.stringify(event.pending));
      return;
    case 'abortChosen':
      fig(event.figureId).status.apOwed = event.apOwedAfter;
      return;
    case 'abortResolved':
      return;
    case 'abortClosed':
      delete draft.pendingAbort;
      return;
    case 'figureHealed': {
      // Only first aid heals (G-ACT-1): each success tends one wound.
      const f = fig(event.figureId);
      f.woundsUntreated = Math.max(0, untreatedWounds(f) - 1);
      f.hp = event.hpAfter;
      return;
    }
    case 'figureDowned': {
      const f = fig(event.figureId);
      if (event.state === 'unconscious') f.status.unconscious = true;
      else {
        // 'out' (fast play, G-HP-2) and 'dead' both remove the figure from play.
        f.status.dead = true;
        f.status.unconscious = event.state === 'out';
      }
      f.status.prone = true;
      return;
    }
    case 'figureWoke':
      fig(event.figureId).status.unconscious = false;
      return;
    case 'statusChanged':
      Object.assign(fig(event.figureId).status, event.status);
      return;
    case 'doorChanged':
      draft.walls[event.wallId].door = event.door;
      return;
    case 'itemPickedUp': {
      const item = draft.items[event.itemId];
      item.cell = null;
      item.carriedBy = event.figureId;
      return;
    }
    case 'itemDropped': {
      const item = draft.items[event.itemId];
      item.cell = { ...event.cell };
      delete item.carriedBy;
      return;
    }
    case 'itemHanded':
      draft.items[event.itemId].carriedBy = event.toId;
      return;
    case 'burstScattered':
    case 'burstStopped':
    case 'burstResolved':
    case 'markerPlaced':
    case 'customActionDone':
    case 'disputeSettled':
    case 'randomEncounter':
    case 'surpriseChecked':
    case 'shotStrayed':
      return;
    case 'actionDeclared':
      (draft.turn.declared ??= []).push({ figureId: event.figureId, command: JSON.parse(JSON.stringify(event.command)) as { type: string } } as NonNullable<World['turn']['declared']>[number]);
      return;
    case 'declaredResolved':
      delete draft.turn.declared;
      return;
    case 'objectiveRoundsCounted':
      draft.objectiveRounds = { ...(draft.objectiveRounds ?? {}), ...event.rounds };
      return;
    case 'sideWon':
      draft.outcome = { result: 'won', sideId: event.sideId, reason: event.reason, objectiveIds: [...event.objectiveIds], round: event.round };
      return;
    case 'gameDrawn':
      draft.outcome = { result: 'drawn', reason: event.reason, round: event.round };
      return;
    case 'areaCreated':
      draft.areas[event.area.id] = JSON.parse(JSON.stringify(event.area));
      return;
    case 'areaTicked': {
      const a = draft.areas[event.areaId];
      a.roundsLeft = event.roundsLeft;
      if (event.visibilityInches !== undefined) a.visibilityInches = event.visibilityInches;
      return;
    }
    case 'areaRemoved':
      delete draft.areas[event.areaId];
      return;
    case 'taskProgressed': {
      draft.tasks ??= {};
      const key = taskKey(event.figureId, event.name);
      if (event.finished) delete draft.tasks[key];
      else draft.tasks[key] = { figureId: event.figureId, name: event.name, apDone: event.apDone, apNeeded: event.apNeeded };
      return;
    }
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
      return applySimultaneousEvent(draft, event);
    default: {
      const never: never = event;
      throw new Error(`applyEvent: unknown event ${JSON.stringify(never)}`);
    }
  }
}
