// A small store with subscribers for the play screen's UI state (issue 11
// item 6): every write replaces the state object, and subscribers hear once
// per outermost batch, after `settle` (the active tool's preview) has run, so
// a panel never renders a half-made change.
export class Store<T extends object> {
  private state: T;
  private readonly listeners = new Set<(state: T) => void>();
  private depth = 0;
  private dirty = false;

  constructor(
    initial: T,
    /** Runs once before subscribers hear of a change (writes it makes join the same notification). */
    private readonly settle?: () => void,
  ) {
    this.state = initial;
  }

  get(): T {
    return this.state;
  }

  /** Shallow patch; a patch that changes nothing notifies nobody. */
  set(patch: Partial<T>): void {
    const keys = Object.keys(patch) as (keyof T)[];
    if (keys.every((k) => Object.is(this.state[k], patch[k]))) return;
    this.state = { ...this.state, ...patch };
    this.touch();
  }

  /** Something the state is derived from changed (the World): settle and notify. */
  touch(): void {
    this.dirty = true;
    if (this.depth === 0) this.flush();
  }

  /** Runs `fn` with notifications held until the outermost batch ends. */
  batch<R>(fn: () => R): R {
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
      if (this.depth === 0 && this.dirty) this.flush();
    }
  }

  subscribe(listener: (state: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private flush(): void {
    this.depth++;
    try {
      this.settle?.();
    } finally {
      this.depth--;
    }
    this.dirty = false;
    for (const listener of [...this.listeners]) listener(this.state);
  }
}
