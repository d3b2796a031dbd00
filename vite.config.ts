// Vite builds the renderer bundle used by both web mode and Electron
// (dist/web). The maps plugin ships maps/*.grit.json next to it with an index,
// so web mode can open `?scenario=<file name>` without a server of its own.
import { defineConfig, type Plugin } from 'vite';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY } from './src/shared/csp';
import { isShippedScenarioName, type ShippedScenario } from './src/shared/ipc';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const MAPS_DIR = resolve(ROOT, 'maps');

function listMaps(): ShippedScenario[] {
  if (!existsSync(MAPS_DIR)) return [];
  return readdirSync(MAPS_DIR)
    .filter(isShippedScenarioName)
    .sort()
    .map((fileName) => {
      let title = fileName;
      try {
        const json = JSON.parse(readFileSync(join(MAPS_DIR, fileName), 'utf8')) as { scenario?: { title?: unknown } };
        if (typeof json.scenario?.title === 'string') title = json.scenario.title;
      } catch {
        // A broken map still gets listed; opening it shows the parse errors.
      }
      return { fileName, title };
    });
}

function shippedMaps(): Plugin {
  const middleware = (req: { url?: string }, res: import('node:http').ServerResponse, next: () => void) => {
    const url = (req.url ?? '').split('?')[0];
    if (!url.startsWith('/maps/')) return next();
    const name = decodeURIComponent(url.slice('/maps/'.length));
    if (name === 'index.json') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(listMaps()));
      return;
    }
    if (!isShippedScenarioName(name) || !existsSync(join(MAPS_DIR, name))) {
      res.statusCode = 404;
      res.end('not a shipped scenario');
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(readFileSync(join(MAPS_DIR, name)));
  };
  return {
    name: 'grit-shipped-maps',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
    generateBundle() {
      const maps = listMaps();
      this.emitFile({ type: 'asset', fileName: 'maps/index.json', source: JSON.stringify(maps) });
      for (const m of maps) {
        this.emitFile({ type: 'asset', fileName: `maps/${m.fileName}`, source: readFileSync(join(MAPS_DIR, m.fileName), 'utf8') });
      }
    },
  };
}

export default defineConfig({
  root: ROOT,
  // Relative asset URLs so the same bundle loads from app:// and from http.
  base: './',
  publicDir: false,
  plugins: [shippedMaps()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  preview: {
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
});
