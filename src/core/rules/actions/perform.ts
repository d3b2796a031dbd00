// One Action of a figure's turn, by command type. Its own file so the turn
// code (module P's declared Actions resolving together) and resolve.ts both
// call it without the turn code importing resolve.ts.
import type { Command } from '../commands';
import { refuse, type Ctx } from '../ctx';
import { getFigure } from '../state';
import { aim, customAction, door, firstAid, longTask, look, moveFigure, pickUp, reload, setProne, swapWeapon } from './basic';
import { dropItem, handItem, keyDoor, pickUpItem } from './carry';
import { attack } from '../combat/attack';
import { throwArea } from '../areas/burst';
import { charge, flee, setVsCharge } from '../modules/p/charge';
import { withdraw } from '../modules/p/retreat';

/** One Action of a figure's turn (every command but pass and endTurn), without the turn bookkeeping around it. */
export function performAction(ctx: Ctx, cmd: Command, figureId: string): void {
  const f = getFigure(ctx.world, figureId);
  switch (cmd.type) {
    case 'moveFigure':
      moveFigure(ctx, f.id, cmd.to);
      break;
    case 'attack':
      attack(ctx, cmd);
      break;
    case 'throwArea':
      throwArea(ctx, cmd);
      break;
    case 'reload':
      reload(ctx, f.id, cmd.weaponIndex);
      break;
    case 'openDoor':
    case 'closeDoor':
      door(ctx, f.id, cmd.wallId, cmd.type === 'openDoor');
      break;
    case 'dropProne':
    case 'standUp':
      setProne(ctx, f.id, cmd.type === 'dropProne');
      break;
    case 'aim':
      aim(ctx, f.id);
      break;
    case 'firstAid':
      firstAid(ctx, f.id, cmd.targetId);
      break;
    case 'swapWeapon':
      swapWeapon(ctx, f.id, cmd.weaponIndex);
      break;
    case 'pickUp':
      pickUp(ctx, f.id, cmd.fromId, cmd.weaponIndex);
      break;
    case 'look':
      look(ctx, f.id);
      break;
    case 'pickUpItem':
      pickUpItem(ctx, f.id, cmd.itemId);
      break;
    case 'dropItem':
      dropItem(ctx, f.id, cmd.itemId);
      break;
    case 'handItem':
      handItem(ctx, f.id, cmd.itemId, cmd.toId);
      break;
    case 'unlockDoor':
    case 'lockDoor':
      keyDoor(ctx, f.id, cmd.wallId, cmd.type === 'lockDoor', cmd.itemId);
      break;
    case 'customAction':
      customAction(ctx, f.id, cmd.name, cmd.apCost, cmd.roll);
      break;
    case 'longTask':
      longTask(ctx, f.id, cmd.name, cmd.apNeeded, cmd.wallId);
      break;
    // Module P (RULES §9.1).
    case 'charge':
      charge(ctx, cmd);
      break;
    case 'withdraw':
      withdraw(ctx, f.id, cmd.to);
      break;
    case 'flee':
      flee(ctx, f.id, cmd.to);
      break;
    case 'setVsCharge':
      setVsCharge(ctx, f.id);
      break;
    default:
      refuse('unknown-command', `unknown command type "${(cmd as { type: string }).type}"`);
  }
}
