// Overlay labels wrapped by character count (issue 16 hover tail: no Pixi word wrap per new sentence).
import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrapLabel';

describe('overlay label wrapping', () => {
  it('breaks at spaces so no line passes the limit; short text and long words stay whole', () => {
    expect(wrapLabel('Not allowed: not enough AP: needs 134, has 8', 20)).toBe('Not allowed: not\nenough AP: needs\n134, has 8');
    for (const line of wrapLabel('one two three four five six seven eight nine ten', 12).split('\n')) expect(line.length).toBeLessThanOrEqual(12);
    expect(wrapLabel('short', 20)).toBe('short');
    expect(wrapLabel('a supercalifragilistic word', 10)).toBe('a\nsupercalifragilistic\nword');
  });
});
