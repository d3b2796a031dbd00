// Panels that render again only when what they show changed (issue 16 speed:
// preview handlers ≤ 4 ms per pointer move). Every pointer move writes a new
// preview into the play view, and the whole panel tree used to re-render for
// it: the character sheet, the game log, the action bar and the toolbar read
// nothing of the preview, so they keep their last render.
import { Component, type ComponentType, type VNode } from 'preact';
import type { PlayViewState } from '../../state/contract';
import { viewChangedFor, type HoverKey } from '../../state/liveView';

// The hover keys and the view comparison live with the live view (state/liveView.ts): the shell reads them too.
export { HOVER_KEYS, viewChangedFor, type HoverKey } from '../../state/liveView';

/** Props compared one level deep for plain objects (a fresh `extras` literal per render), by identity otherwise. */
function propChanged(a: unknown, b: unknown): boolean {
  if (a === b) return false;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) || Object.getPrototypeOf(a) !== Object.prototype) return true;
  const ra = a as Record<string, unknown>,
    rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const k of keys) if (ra[k] !== rb[k]) return true;
  return false;
}

/**
 * `Panel` wrapped so it skips renders whose props differ only in hover keys it
 * does not read. `reads` lists the hover keys it does read; `extra` derives a
 * string from the view for a hover key read only in part (compared by value).
 */
export function steady<P extends { view: PlayViewState }>(Panel: ComponentType<P>, reads: readonly HoverKey[] = [], extra?: (v: PlayViewState) => string): ComponentType<P> {
  class Steady extends Component<P> {
    static override displayName = `Steady(${Panel.displayName ?? Panel.name})`;
    override shouldComponentUpdate(next: P): boolean {
      const prev = this.props as Record<string, unknown>,
        nx = next as Record<string, unknown>;
      for (const k of new Set([...Object.keys(prev), ...Object.keys(nx)])) {
        if (k === 'view' ? viewChangedFor(prev.view as PlayViewState, nx.view as PlayViewState, reads, extra) : propChanged(prev[k], nx[k])) return true;
      }
      return false;
    }
    override render(props: P): VNode {
      const C = Panel as ComponentType<P>;
      return <C {...props} />;
    }
  }
  return Steady as unknown as ComponentType<P>;
}

/** How many of the previewed attack's automatic modifiers are positive: all the modifier editor reads of it (G-ROLL-2). */
export function autoPositives(v: PlayViewState): string {
  return String(v.attackPreview?.modifiers.filter((m) => m.auto && m.value > 0).length ?? 0);
}
