// Pure helpers for the main process (no electron import, so unit tests can
// load them without the Electron binary).
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import { APP_HOST, APP_PROTOCOL } from '../shared/csp';

/** True for URLs of our own renderer (app://grit/…): the only trusted IPC senders and navigation targets. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_PROTOCOL}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/**
 * Maps an app:// URL path to a file inside `root`; null when the decoded path
 * would escape it (`..`, encoded separators, absolute paths).
 */
export function resolveInsideRoot(root: string, urlPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relativePath = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const file = normalize(join(root, relativePath));
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..')) return null;
  return file;
}
