// The play view as the latest pointer move left it (issue 16 hover: JS per
// pointer move <= 4 ms p95). A pointer move changes only the tools' previews
// (the hover keys below); re-rendering the whole panel tree from the App root
// for them was most of the panels' time in the slowest moves, even with the
// steady panels skipping their own render. So the shell hands such a view to
// the few panels that show a preview (they subscribe here, ui/play/Live.tsx)
// and renders the tree only when something else in the view changed.

/** The view keys a pointer move changes (the tools' previews). */
export const HOVER_KEYS = ['attackPreview', 'areaPreview', 'movePreview', 'measureText', 'doorPick'] as const;
export type HoverKey = (typeof HOVER_KEYS)[number];
const HOVER = new Set<string>(HOVER_KEYS);

/**
 * Whether two views differ for a reader of none of the hover keys but
 * `reads` (and, with `extra`, whatever `extra` derives from the view).
 */
export function viewChangedFor<V extends object>(a: V, b: V, reads: readonly HoverKey[] = [], extra?: (v: V) => string): boolean {
  if (a === b) return false;
  const ra = a as unknown as Record<string, unknown>,
    rb = b as unknown as Record<string, unknown>;
  for (const k in ra) if (!HOVER.has(k) && ra[k] !== rb[k]) return true;
  for (const k in rb) if (!HOVER.has(k) && !(k in ra)) return true;
  for (const k of reads) if (ra[k] !== rb[k]) return true;
  return extra ? extra(a) !== extra(b) : false;
}

/** The latest view and the panels that show it between renders of the whole tree. */
export class LiveView<V> {
  private value: V | null = null;
  private readonly listeners = new Set<() => void>();

  get(): V | null {
    return this.value;
  }

  /** The latest view, about to be rendered by the whole tree (which reads it here): nobody is told apart. */
  put(view: V): void {
    this.value = view;
  }

  /** The latest view, for the subscribed panels only: each renders again now; the rest of the tree keeps its render. */
  publish(view: V): void {
    this.value = view;
    for (const l of [...this.listeners]) l();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
