// One overlay label (the path's AP, the line's read-out, the name under the
// pointer) kept as a Pixi Text per string shown recently. A Text measures
// its string and draws it into a texture whenever the string changes; a
// pointer walking over the map switches between a few strings (issue 16
// hover: that measuring was a large part of the slowest pointer moves), so
// showing a string seen before only switches which Text is visible.
// Generic over the label object so unit tests run without Pixi (overlayLayer
// passes Pixi Texts and their parent container).

/** What the cache needs of a label: Pixi's Text has these. */
export interface CachedLabel {
  visible: boolean;
  destroy(): void;
}

export class LabelCache<T extends CachedLabel> {
  /** By fill and string; in order of last use (the first is evicted). */
  private readonly byKey = new Map<string, T>();
  private shownText: T | null = null;

  constructor(
    /** Makes the label for a string in a colour, added to the scene hidden. */
    private readonly make: (text: string, fill: number) => T,
    private readonly max = 128,
  ) {}

  /** The label showing now, or null. */
  get shown(): T | null {
    return this.shownText;
  }

  /** Shows `text` in `fill` (hiding the one shown before) and returns it to place. */
  show(text: string, fill: number): T {
    const key = `${fill}|${text}`;
    let t = this.byKey.get(key);
    if (t) this.byKey.delete(key);
    else t = this.make(text, fill);
    this.byKey.set(key, t);
    if (this.shownText && this.shownText !== t) this.shownText.visible = false;
    t.visible = true;
    this.shownText = t;
    for (const [k, old] of this.byKey) {
      if (this.byKey.size <= this.max) break;
      this.byKey.delete(k);
      old.destroy();
    }
    return t;
  }

  hide(): void {
    if (this.shownText) this.shownText.visible = false;
    this.shownText = null;
  }

  /** How many strings are kept (unit tests). */
  get size(): number {
    return this.byKey.size;
  }
}
