import type { Container } from 'pixi.js';
import type { World } from '../../../core/model/schema';

/**
 * A canvas layer draws one record type. `sync` with no ids redraws all; with
 * ids it updates only those (the change sets of DESIGN "Core ideas").
 */
export interface Layer {
  readonly container: Container;
  sync(world: World, touchedIds?: Iterable<string>): void;
  destroy(): void;
}

/** Ids to visit: the touched ones, or every id present now or drawn before. */
export function idsToSync<V>(records: Record<string, unknown>, views: Map<string, V>, touched?: Iterable<string>): Set<string> {
  if (touched) return new Set(touched);
  return new Set([...Object.keys(records), ...views.keys()]);
}
