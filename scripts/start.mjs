// npm start: build, then launch Electron on the built main. Where the
// Electron binary is missing (it is downloaded from GitHub, unreachable on
// these machines) say so in one line and serve web mode instead. Never
// triggers a download: the electron package's own entry is not required.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveWeb } from './serve-web.mjs';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

function shippedScenarios() {
  return existsSync('maps')
    ? readdirSync('maps')
        .filter((n) => n.endsWith('.grit.json'))
        .sort()
    : [];
}

function electronBinary() {
  const dir = join('node_modules', 'electron');
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status || 1);

const binary = electronBinary();
if (binary) {
  const child = spawn(binary, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log('Electron binary not installed (node_modules/electron has no binary); serving web mode instead.');
  const port = Number(process.env.PORT) || 4173;
  const server = await serveWeb({ port, strictPort: false });
  console.log(server.url);
  const first = shippedScenarios()[0];
  if (first) console.log(`  shipped scenario: ${server.url}?scenario=${encodeURIComponent(first)}`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
