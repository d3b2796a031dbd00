// Test fixtures for the play controller's tests (issue 16 hover): Dusty
// Street under a PlayController with a canvas that draws nothing, and the
// pointer and key events a user makes.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { parseScenarioText } from '../../../core/io/scenario';
import { createRng } from '../../../core/dice';
import { createSession } from '../../../core/session';
import { playEngine, type Command, type GameEvent } from '../../../core/rules';
import { PlayController } from '../playController';
import type { PlayViewState } from '../contract';

export type MapPointerEvent = Parameters<PlayController['onPointer']>[0];

/** Dusty Street with seed 2 (Marshal Cole at 4,7 acts first), encounter started, every rendered view kept. */
export function dustyPlay(): { ctl: PlayController; views: PlayViewState[] } {
  const parsed = parseScenarioText(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'), 'dusty-street.grit.json');
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const session = createSession<Command, GameEvent>({ ...parsed.world, rng: createRng(2) }, playEngine as never);
  const views: PlayViewState[] = [];
  const canvas = { applyChanges: () => {}, setOverlay: () => {}, animateMove: () => {}, setLeftButtonPans: () => {}, holdPan: () => {} };
  const ctl = new PlayController(session, { canvas, render: (v) => views.push(v), save: async () => {}, fast: true });
  expect(ctl.dispatch({ type: 'startEncounter' })).toEqual({ ok: true });
  return { ctl, views };
}

/** The pointer over a cell's centre with no button held. */
export const hoverAt = (c: number, r: number): MapPointerEvent => ({
  kind: 'move',
  cell: { c, r } as MapPointerEvent['cell'],
  point: { x: c + 0.5, y: r + 0.5 },
  button: 0,
  buttons: 0,
  shiftKey: false,
  click: false,
});

/** A key press with no modifier. */
export const keyPress = (k: string) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null }) as unknown as KeyboardEvent;
