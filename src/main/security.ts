// Electron security checklist in one place: CSP on every response, no
// navigation away from the app, no new windows, no webviews, no permission
// grants, and IPC accepted only from our own app:// pages.
import { app, session, type WebContents, type WebPreferences } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { isAppUrl } from './paths';

/** Throws unless the message (invoke or send) comes from a frame showing our own app. */
export function assertTrustedSender(event: { senderFrame?: { url: string } | null }): void {
  const url = event.senderFrame?.url ?? '';
  if (!isAppUrl(url)) throw new Error(`IPC refused: untrusted sender ${JSON.stringify(url)}`);
}

/** The web preferences every app window gets (GM window and table window alike). */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
  };
}

export function hardenSession(): void {
  const ses = session.defaultSession;
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
}

function hardenContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

export function hardenAllContents(): void {
  app.on('web-contents-created', (_event, contents) => hardenContents(contents));
}
