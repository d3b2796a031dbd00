// Overlay labels by string (issue 16 hover): a string shown again reuses its
// Text (no new measuring and drawing), one label shows at a time, and the
// cache stays bounded.
import { describe, expect, it } from 'vitest';
import { LabelCache } from './labelCache';

/** A stand-in for Pixi's Text: what was made, in which colour, and whether it was destroyed. */
class FakeLabel {
  visible = true;
  destroyed = false;
  constructor(
    readonly text: string,
    readonly fill: number,
  ) {}
  destroy(): void {
    this.destroyed = true;
  }
}

function cache(max?: number) {
  const made: FakeLabel[] = [];
  const labels = new LabelCache((text, fill) => {
    const t = new FakeLabel(text, fill);
    t.visible = false;
    made.push(t);
    return t;
  }, max);
  return { labels, made };
}

describe('LabelCache', () => {
  it('reuses the Text of a string shown before and shows only the last one', () => {
    const { labels, made } = cache();
    const a = labels.show('3 AP', 0xffffff);
    const b = labels.show('4 AP', 0xffffff);
    expect(b).not.toBe(a);
    expect(a.visible).toBe(false);
    expect(labels.show('3 AP', 0xffffff)).toBe(a);
    expect(a.visible && !b.visible).toBe(true);
    expect(a.text).toBe('3 AP');
    // Another colour is another label.
    expect(labels.show('3 AP', 0xff4040)).not.toBe(a);
    labels.hide();
    expect(labels.shown).toBeNull();
    expect(made.length).toBe(3);
    expect(made.every((t) => !t.visible)).toBe(true);
  });

  it('keeps at most `max` strings, dropping the least recently shown', () => {
    const { labels, made } = cache(3);
    const first = labels.show('a', 1);
    labels.show('b', 1);
    labels.show('c', 1);
    labels.show('a', 1);
    labels.show('d', 1);
    expect(labels.size).toBe(3);
    // 'b' was the least recently shown: destroyed; 'a' was shown again: kept.
    expect(made.filter((t) => t.destroyed).map((t) => t.text)).toEqual(['b']);
    expect(labels.show('a', 1)).toBe(first);
    expect(made.length).toBe(4);
  });
});
