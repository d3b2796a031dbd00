// Play keyboard shortcuts (issue 6). Pure: a KeyboardEvent-like object in, a
// command for the controller out. Space stays the pan modifier (camera.ts),
// arrows and +/- stay camera keys.
import type { Figure, Point, World } from '../../core/model/schema';
import type { Command } from '../../core/rules';
import type { ToolId } from './registry';
import { figureCenter } from '../../core/geometry/grid';

export type KeyCommand =
  | { kind: 'weapon'; index: number }
  | { kind: 'tool'; tool: ToolId }
  | { kind: 'cancel' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'save'; saveAs: boolean }
  | { kind: 'pass' }
  | { kind: 'endTurn' }
  | { kind: 'draw' }
  | { kind: 'shots' }
  | { kind: 'door' }
  | { kind: 'prone' }
  | { kind: 'reload' }
  | { kind: 'aim' }
  | { kind: 'look' }
  | { kind: 'placeCharge' }
  | { kind: 'forceDoor' }
  | { kind: 'selectActive' };

/**
 * Shown in help panels and the report: key, what it does. The letters match
 * the hints the panels print on their buttons (ui/play), so a tooltip never
 * lies about its key.
 */
export const KEYBOARD: ReadonlyArray<[string, string]> = [
  ['1–9', 'pick weapon 1–9 of the loadout (an area weapon switches to the area tool)'],
  ['S', 'select tool (selecting the active figure shows its reach; click a square or hex to move)'],
  ['M', 'move tool (reach of the active figure)'],
  ['A', 'attack tool'],
  ['G', 'area / grenade tool (picks the area weapon)'],
  ['V', 'line-of-sight check between two cells'],
  ['X', 'measure (inches and feet)'],
  ['F', 'select the active figure'],
  ['W', 'swap to (draw) the picked weapon'],
  ['B', 'cycle shots per attack (bursts)'],
  ['D', 'open / close the nearest door'],
  ['K', 'force a closed or locked door within 1" (all AP each round, progress kept; several doors: click one)'],
  ['T', 'place a charge (dynamite) on the own or an adjacent square (hex): click it'],
  ['P', 'drop prone / stand up'],
  ['R', 'reload'],
  ['I', 'aim'],
  ['L', 'look'],
  ['N', 'pass'],
  ['E or Enter', 'end turn (no more this round)'],
  ['Esc / right-click', 'cancel: back to select, clear measure'],
  ['Ctrl+Z', 'undo'],
  ['Ctrl+Shift+Z or Ctrl+Y', 'redo'],
  ['Ctrl+S / Ctrl+Shift+S', 'save / save as'],
];

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

export function isTyping(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  return !!el && (el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? ''));
}

const LETTERS: Record<string, KeyCommand> = {
  s: { kind: 'tool', tool: 'select' },
  m: { kind: 'tool', tool: 'move' },
  a: { kind: 'tool', tool: 'attack' },
  g: { kind: 'tool', tool: 'area' },
  v: { kind: 'tool', tool: 'los' },
  x: { kind: 'tool', tool: 'measure' },
  f: { kind: 'selectActive' },
  w: { kind: 'draw' },
  b: { kind: 'shots' },
  d: { kind: 'door' },
  k: { kind: 'forceDoor' },
  t: { kind: 'placeCharge' },
  p: { kind: 'prone' },
  r: { kind: 'reload' },
  i: { kind: 'aim' },
  l: { kind: 'look' },
  n: { kind: 'pass' },
  e: { kind: 'endTurn' },
  escape: { kind: 'cancel' },
};

export function keyToCommand(e: KeyLike): KeyCommand | null {
  if (isTyping(e.target) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (e.ctrlKey || e.metaKey) {
    if (key === 'z') return e.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 's') return { kind: 'save', saveAs: e.shiftKey };
    return null;
  }
  if (/^[1-9]$/.test(key)) return { kind: 'weapon', index: Number(key) - 1 };
  // Enter on a focused button is that button's click, not end turn.
  if (key === 'enter') return (e.target as { tagName?: string } | null)?.tagName === 'BUTTON' ? null : { kind: 'endTurn' };
  return LETTERS[key] ?? null;
}

/**
 * The rules command a key asks for on behalf of the active figure, or null
 * when the key is UI-only (tools, undo, save…) or there is nothing to act on.
 * D (door) needs the nearest door: it is refused with a reason when the map
 * has none, so the player sees why nothing happened.
 */
export function gameCommandForKey(cmd: KeyCommand, world: World, activeId: string | null, weaponIndex: number): Command | { refusal: string } | null {
  if (!activeId) return null;
  const f = world.figures[activeId];
  if (!f) return null;
  switch (cmd.kind) {
    case 'pass':
      return { type: 'pass', figureId: activeId };
    case 'endTurn':
      return { type: 'endTurn', figureId: activeId };
    case 'draw':
      return { type: 'swapWeapon', figureId: activeId, weaponIndex };
    case 'prone':
      return { type: f.status.prone ? 'standUp' : 'dropProne', figureId: activeId };
    case 'reload':
      return { type: 'reload', figureId: activeId, weaponIndex: f.loadout.activeWeapon };
    case 'aim':
      return { type: 'aim', figureId: activeId };
    case 'look':
      return { type: 'look', figureId: activeId };
    case 'door': {
      const door = nearestDoor(world, f);
      if (!door) return { refusal: 'there is no door on this map' };
      return { type: door.open ? 'closeDoor' : 'openDoor', figureId: activeId, wallId: door.id };
    }
    default:
      return null;
  }
}

/** The door nearest the figure's centre (the rules then check G-ACT-1's 1"). */
export function nearestDoor(world: World, f: Figure): { id: string; distanceInches: number; open: boolean } | null {
  if (!f.cell) return null;
  const p = figureCenter(world.map.grid, f.cell, f.sizeCells);
  let best: { id: string; distanceInches: number; open: boolean } | null = null;
  for (const w of Object.values(world.walls)) {
    if (w.kind !== 'door') continue;
    const d = pointSegmentDistance(p, w.a, w.b);
    if (!best || d < best.distanceInches) best = { id: w.id, distanceInches: d, open: w.door === 'open' };
  }
  return best;
}

function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
