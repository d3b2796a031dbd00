// app://grit/… serves the built renderer (dist/web) under our CSP. Paths are
// resolved inside dist/web and anything escaping it is refused.
import { net, protocol } from 'electron';
import { extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_PROTOCOL, CONTENT_SECURITY_POLICY } from '../shared/csp';
import { resolveInsideRoot } from './paths';

/** Must run before app 'ready'. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_PROTOCOL, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.wasm': 'application/wasm',
};

export function serveAppProtocol(webRoot: string): void {
  protocol.handle(APP_PROTOCOL, async (request) => {
    const file = resolveInsideRoot(webRoot, new URL(request.url).pathname);
    if (!file) return new Response('forbidden', { status: 403 });
    const response = await net.fetch(pathToFileURL(file).toString()).catch(() => null);
    if (!response || !response.ok) return new Response('not found', { status: 404 });
    const headers = new Headers(response.headers);
    headers.set('Content-Type', MIME[extname(file)] ?? 'application/octet-stream');
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    return new Response(response.body, { status: 200, headers });
  });
}
