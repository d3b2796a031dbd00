// One Content-Security-Policy for Electron and web preview, so web-mode e2e
// tests exercise the same policy the desktop app runs under. Pixi needs
// worker/blob and data images; `pixi.js/unsafe-eval` removes its need for eval.
// No 'unsafe-inline' styles: the panels style through the CSSOM (Preact
// `style=` props and `el.style.cssText`), which CSP allows; a <style> element
// or a style attribute in HTML text would be refused.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Custom protocol the Electron GM window loads the renderer from. */
export const APP_PROTOCOL = 'app';
export const APP_HOST = 'grit';
export const APP_ORIGIN = `${APP_PROTOCOL}://${APP_HOST}`;
