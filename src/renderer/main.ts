import { startApp } from './app';

const root = document.getElementById('app');
if (!root) throw new Error('index.html: #app element missing');
startApp(root).catch((err: unknown) => {
  // Last resort (e.g. no WebGL at all): say what happened instead of a blank page.
  root.textContent = `GRIT Table could not start: ${err instanceof Error ? err.message : String(err)}`;
  root.classList.add('fatal');
  console.error(err);
});
