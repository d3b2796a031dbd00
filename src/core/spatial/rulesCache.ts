// The rules' cache (DESIGN "spatial"): what resolve and the previews derive
// from a World and reuse across calls — the rbush index the rules ask their
// spatial questions of, and slots for derived accelerators (the sight
// segment index, reach scratch) keyed by the World records they were built
// from. The Session owns one and keeps its index on the current World; a
// call without one builds a fresh cache, so nothing lives in module state.
//
// Purity: an answer depends only on the World asked about. Derived values
// are keyed by record identity (immer keeps unchanged records identical). A
// derivation that patches (the sight index after a door opens) edits the
// value in place only while moving it to the new World's key: the old key
// loses its entry and is rebuilt if asked again, so no answer reachable
// from the cache changes under anyone.
import type { World } from '../model/schema';
import type { ChangeSet } from '../model/changes';
import { SpatialIndex } from './index';
import type { WorldQuery } from './query';

/** The last World change the session reported, for derivations that patch instead of rebuilding. */
export interface WorldStep {
  before: World;
  after: World;
  changes: ChangeSet;
}

export class RulesCache {
  /** Index kept on the session's current World (updated in place on every dispatch). */
  private live: SpatialIndex | null = null;
  /** Indexes for other Worlds (resolution steps, AI what-ifs); may share trees with `live`, so dropped when it moves. */
  private views = new WeakMap<World, SpatialIndex>();
  /** Without a live index: the last view built, the base of the next one. */
  private lastView: SpatialIndex | null = null;
  private slots = new Map<string, WeakMap<object, unknown>>();
  private step: WorldStep | null = null;

  /** `world`: the World the session starts on; its index is then bulk-loaded at once and kept up to date by `advance`. */
  constructor(world?: World) {
    if (world) this.live = new SpatialIndex(world);
  }

  /** The spatial index answering for `world` (the session's current World, or one built or derived for it). */
  spatial(world: World): WorldQuery {
    const live = this.live;
    if (live && live.world === world) return live;
    let view = this.views.get(world);
    if (!view) {
      // Without a kept index (Session option spatial: false, a fresh cache) the last view lends its
      // unchanged trees: views are never updated, so sharing theirs is safe.
      view = new SpatialIndex(world, live ?? this.lastView ?? undefined);
      this.views.set(world, view);
      if (!live) this.lastView = view;
    }
    return view;
  }

  /** The session moved from `before` to `after`: re-index the changed ids only. */
  advance(before: World, after: World, changes: ChangeSet): void {
    this.step = { before, after, changes };
    if (!this.live) return;
    this.views = new WeakMap();
    if (this.live.world === before) this.live.update(after, changes);
    else this.live.rebuild(after);
  }

  /** A new World was loaded: full bulk load. */
  reset(world: World): void {
    this.step = null;
    this.views = new WeakMap();
    // Without a kept index (Session option spatial: false) indexes stay built on demand.
    this.live?.rebuild(world);
  }

  /** The step that produced `world`, when it is the last one the session reported. */
  stepTo(world: World): WorldStep | null {
    return this.step && this.step.after === world ? this.step : null;
  }

  /**
   * The value of slot `slot` for `key`, built once: `key` must be (part of) a
   * World that is never mutated, and the value must not be edited in place
   * unless its entry is removed first (moved to another key). Slots: "sight" and "cover" (rules/sight), "reach" and "move:*" (movement; "move:unbounded" is keyed by the World itself).
   */
  memo<T>(slot: string, key: object, build: () => T): T {
    let m = this.slots.get(slot);
    if (!m) this.slots.set(slot, (m = new WeakMap()));
    // One lookup on a hit (the common case on hot paths); `has` only for a stored undefined.
    const hit = m.get(key);
    if (hit !== undefined || m.has(key)) return hit as T;
    const v = build();
    m.set(key, v);
    return v;
  }

  /** The value of slot `slot` for `key` if one was built, without building it. */
  peek<T>(slot: string, key: object): T | undefined {
    return this.slots.get(slot)?.get(key) as T | undefined;
  }
}

/** A cache for a one-off call (tests, CLI, a preview without a session). */
export function freshRulesCache(): RulesCache {
  return new RulesCache();
}
