// DESIGN "Rooms of the code": core imports nothing outside itself and no Node
// APIs; inside core, model <- spatial <- rules <- session. Checked for the
// folders of issue 3 (model, io, spatial, session, rules/editor).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

const CORE = resolve('src/core');
const ROOMS = ['model', 'io', 'spatial', 'session', 'rules/editor'];
/** Rooms each room may import from (besides itself and npm packages). */
const ALLOWED: Record<string, string[]> = {
  model: ['geometry'],
  io: ['model', 'geometry'],
  spatial: ['model', 'geometry'],
  'rules/editor': ['model', 'geometry'],
  session: ['model', 'geometry', 'spatial', 'rules', 'io', 'dice'],
};
// pdf-lib is plain JavaScript (no Node, no DOM): the true-scale PDF of io/export runs in the CLI and the app alike.
const NODE_OK = new Set(['zod', 'immer', 'rbush', 'pdf-lib']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('import boundaries of core rooms (model, io, spatial, session, rules/editor)', () => {
  for (const room of ROOMS) {
    it(room, () => {
      const bad: string[] = [];
      for (const file of files(join(CORE, room))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
          const spec = m[1];
          if (!spec.startsWith('.')) {
            if (!NODE_OK.has(spec)) bad.push(`${relative(CORE, file)}: package "${spec}"`);
            continue;
          }
          const target = relative(CORE, resolve(dirname(file), spec));
          if (target.startsWith('..')) {
            bad.push(`${relative(CORE, file)}: leaves core ("${spec}")`);
            continue;
          }
          const targetRoom = ROOMS.find((r) => target === r || target.startsWith(r + '/')) ?? target.split('/')[0];
          if (targetRoom !== room && !ALLOWED[room].some((a) => targetRoom === a || targetRoom.startsWith(a + '/'))) bad.push(`${relative(CORE, file)}: imports ${target}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});
