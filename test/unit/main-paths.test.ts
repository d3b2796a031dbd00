// Electron main's trust checks, tested without Electron: which URLs count as
// our app (IPC senders, navigation) and which app:// paths map to files.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { isAppUrl, resolveInsideRoot } from '../../src/main/paths';
import { isShippedScenarioName } from '../../src/shared/ipc';

describe('isAppUrl', () => {
  it('trusts only app://grit pages', () => {
    expect(isAppUrl('app://grit/index.html?scenario=x.grit.json')).toBe(true);
    expect(isAppUrl('app://evil/index.html')).toBe(false);
    expect(isAppUrl('https://grit/index.html')).toBe(false);
    expect(isAppUrl('file:///etc/passwd')).toBe(false);
    expect(isAppUrl('')).toBe(false);
  });
});

describe('resolveInsideRoot', () => {
  const root = join('/opt', 'grit', 'web');
  it('maps paths to files under the root, / to index.html', () => {
    expect(resolveInsideRoot(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveInsideRoot(root, '/assets/index.js')).toBe(join(root, 'assets', 'index.js'));
  });
  it('refuses paths that escape the root, plain or encoded', () => {
    expect(resolveInsideRoot(root, '/../secret')).toBeNull();
    expect(resolveInsideRoot(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(resolveInsideRoot(root, '/assets/..%2F..%2F..%2Fetc%2Fpasswd')).toBeNull();
    expect(resolveInsideRoot(root, '/%E0%A4%A')).toBeNull();
  });
});

describe('isShippedScenarioName', () => {
  it('accepts plain scenario file names and refuses folders', () => {
    expect(isShippedScenarioName('dusty-street.grit.json')).toBe(true);
    expect(isShippedScenarioName('../package.json')).toBe(false);
    expect(isShippedScenarioName('maps/dusty-street.grit.json')).toBe(false);
    expect(isShippedScenarioName('..\\x.grit.json')).toBe(false);
    expect(isShippedScenarioName('a..grit.json')).toBe(false);
    expect(isShippedScenarioName('notes.txt')).toBe(false);
  });
});
