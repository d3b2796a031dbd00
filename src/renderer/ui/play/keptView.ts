// A preview's view kept mounted while its preview comes and goes (issue 16
// hover tail). With the attack tool the pointer crosses enemies and empty
// ground by turns, and the preview panel created its attack view's thirty-odd
// DOM nodes on one move and removed them on the next (0.5-0.8 ms of those
// moves' handlers, removal the most of it). Kept, the last preview stays in
// the DOM, hidden (the `hidden` attribute: no box, out of the accessibility
// tree), and showing it again only updates what differs.

/** What a kept view renders: the current preview, or the last one, hidden; nothing before the first. */
export interface KeptView<T> {
  shown: T | undefined;
  hidden: boolean;
}

/** `current` when there is one; otherwise `last` (the last one shown), hidden. */
export function keptView<T>(current: T | null | undefined, last: T | undefined): KeptView<T> {
  return current ? { shown: current, hidden: false } : { shown: last, hidden: true };
}
