// Serves the built web bundle (dist/web) with vite preview on a free
// localhost port. Shared by `npm start` (web fallback) and `npm run test:e2e`.
import { preview } from 'vite';

/** Starts the preview server; resolves to { url, close }. Port 0 = any free port. */
export async function serveWeb({ port = 0, strictPort = false } = {}) {
  const server = await preview({
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort, open: false },
  });
  const address = server.httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}/`,
    close: () => server.close(),
  };
}
