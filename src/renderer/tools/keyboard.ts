// Play keyboard shortcuts (issue 6). Pure: a KeyboardEvent-like object in, a
// command for the controller out. Space stays the pan modifier (camera.ts),
// arrows and +/- stay camera keys.
import type { ToolId } from '../state/contract';

export type KeyCommand =
  | { kind: 'weapon'; index: number }
  | { kind: 'tool'; tool: ToolId }
  | { kind: 'cancel' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'pass' }
  | { kind: 'endTurn' }
  | { kind: 'draw' }
  | { kind: 'shots' }
  | { kind: 'door' }
  | { kind: 'selectActive' };

/** Shown in help panels and the report: key, what it does. */
export const KEYBOARD: ReadonlyArray<[string, string]> = [
  ['1–9', 'pick weapon 1–9 of the loadout (an area weapon switches to the area tool)'],
  ['M', 'move tool (reach of the active figure)'],
  ['A', 'attack tool'],
  ['G', 'area / grenade tool (picks the area weapon)'],
  ['L', 'line-of-sight check between two cells'],
  ['R', 'measure (inches and feet)'],
  ['S', 'select tool'],
  ['F', 'select the active figure'],
  ['D', 'draw the picked weapon (swap, costs AP)'],
  ['B', 'cycle shots per attack (bursts)'],
  ['O', 'open / close the nearest door'],
  ['P', 'pass'],
  ['E or Enter', 'end turn (no more this round)'],
  ['Esc / right-click', 'cancel: back to select, clear measure'],
  ['Ctrl+Z', 'undo'],
  ['Ctrl+Shift+Z or Ctrl+Y', 'redo'],
];

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  return !!el && (el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? ''));
}

export function keyToCommand(e: KeyLike): KeyCommand | null {
  if (isTyping(e.target) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (e.ctrlKey || e.metaKey) {
    if (key === 'z') return e.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y') return { kind: 'redo' };
    return null;
  }
  if (/^[1-9]$/.test(key)) return { kind: 'weapon', index: Number(key) - 1 };
  // Enter on a focused button is that button's click, not end turn.
  if (key === 'enter') return (e.target as { tagName?: string } | null)?.tagName === 'BUTTON' ? null : { kind: 'endTurn' };
  switch (key) {
    case 'm':
      return { kind: 'tool', tool: 'move' };
    case 'a':
      return { kind: 'tool', tool: 'attack' };
    case 'g':
      return { kind: 'tool', tool: 'area' };
    case 'l':
      return { kind: 'tool', tool: 'los' };
    case 'r':
      return { kind: 'tool', tool: 'measure' };
    case 's':
      return { kind: 'tool', tool: 'select' };
    case 'f':
      return { kind: 'selectActive' };
    case 'escape':
      return { kind: 'cancel' };
    case 'p':
      return { kind: 'pass' };
    case 'e':
      return { kind: 'endTurn' };
    case 'd':
      return { kind: 'draw' };
    case 'b':
      return { kind: 'shots' };
    case 'o':
      return { kind: 'door' };
    default:
      return null;
  }
}
