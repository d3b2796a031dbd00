import { describe, expect, it } from 'vitest';
import { keptView } from './keptView';

describe('keptView: a preview view stays mounted, hidden, while its preview is gone (issue 16 hover tail)', () => {
  it('shows the current preview', () => {
    expect(keptView({ targetId: 'kid' }, { targetId: 'ray' })).toEqual({ shown: { targetId: 'kid' }, hidden: false });
  });

  it('keeps the last preview, hidden, when the pointer leaves the target (no DOM nodes removed and made again)', () => {
    expect(keptView(null, { targetId: 'kid' })).toEqual({ shown: { targetId: 'kid' }, hidden: true });
    expect(keptView(undefined, { targetId: 'kid' })).toEqual({ shown: { targetId: 'kid' }, hidden: true });
  });

  it('renders nothing before the first preview', () => {
    expect(keptView<string>(undefined, undefined)).toEqual({ shown: undefined, hidden: true });
    expect(keptView<string>('', undefined)).toEqual({ shown: undefined, hidden: true });
  });
});
