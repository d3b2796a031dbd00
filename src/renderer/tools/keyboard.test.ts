import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../core/io/scenario';
import type { World } from '../../core/model/schema';
import { KEYBOARD, gameCommandForKey, keyToCommand, nearestDoor } from './keyboard';

function dusty(): World {
  const r = parseScenarioText(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'), 'dusty-street.grit.json');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
}

const key = (k: string) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null });

describe('keys that act for the active figure', () => {
  it('D picks the nearest door and opens it when closed, closes it when open', () => {
    const w = dusty();
    // The Marshal stands at 4,7, below the saloon door d1 (6,5)-(7,5).
    const door = nearestDoor(w, w.figures.marshal);
    expect(door?.id).toBe('d1');
    expect(gameCommandForKey({ kind: 'door' }, w, 'marshal', 0)).toEqual({ type: 'openDoor', figureId: 'marshal', wallId: 'd1' });
    const opened: World = { ...w, walls: { ...w.walls, d1: { ...w.walls.d1, door: 'open' } } };
    expect(gameCommandForKey({ kind: 'door' }, opened, 'marshal', 0)).toEqual({ type: 'closeDoor', figureId: 'marshal', wallId: 'd1' });
  });

  it('D on a map without doors says why instead of doing nothing', () => {
    const w = dusty();
    const noDoors: World = { ...w, walls: Object.fromEntries(Object.entries(w.walls).filter(([, x]) => x.kind !== 'door')) };
    expect(gameCommandForKey({ kind: 'door' }, noDoors, 'marshal', 0)).toEqual({ refusal: 'there is no door on this map' });
  });

  it('P toggles prone and stand; R reloads the weapon in hand; N passes; no active figure, no command', () => {
    const w = dusty();
    expect(gameCommandForKey(keyToCommand(key('p'))!, w, 'deputy', 0)).toEqual({ type: 'dropProne', figureId: 'deputy' });
    const prone: World = { ...w, figures: { ...w.figures, deputy: { ...w.figures.deputy, status: { ...w.figures.deputy.status, prone: true } } } };
    expect(gameCommandForKey({ kind: 'prone' }, prone, 'deputy', 0)).toEqual({ type: 'standUp', figureId: 'deputy' });
    expect(gameCommandForKey({ kind: 'reload' }, w, 'kid', 0)).toEqual({ type: 'reload', figureId: 'kid', weaponIndex: w.figures.kid.loadout.activeWeapon });
    expect(gameCommandForKey(keyToCommand(key('n'))!, w, 'slim', 0)).toEqual({ type: 'pass', figureId: 'slim' });
    expect(gameCommandForKey({ kind: 'pass' }, w, null, 0)).toBeNull();
    expect(gameCommandForKey({ kind: 'tool', tool: 'move' }, w, 'slim', 0)).toBeNull();
  });

  it('T places a charge and K forces a door: UI actions (no command from the key alone), listed in the key help', () => {
    const w = dusty();
    expect(keyToCommand(key('t'))).toEqual({ kind: 'placeCharge' });
    expect(keyToCommand(key('K'))).toEqual({ kind: 'forceDoor' });
    expect(gameCommandForKey({ kind: 'forceDoor' }, w, 'marshal', 0)).toBeNull();
    const help = new Map(KEYBOARD);
    expect(help.get('T')).toContain('place a charge');
    expect(help.get('K')).toContain('force a closed or locked door');
  });
});
