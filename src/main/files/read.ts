// Reading user files in main: refuse huge files by size before reading, and
// check that a scenario's background image exists inside its folder.
import { stat, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, resolve, sep } from 'node:path';
import { fileTooBigMessage, MAX_FILE_BYTES } from '../../core/io/scenario';
import type { World } from '../../core/model/schema';

/** Bad input with `file: $.path: problem` lines ready to show. */
export class FileInputError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

export async function readTextFileCapped(path: string, label = basename(path), maxBytes = MAX_FILE_BYTES): Promise<string> {
  let size: number;
  try {
    const s = await stat(path);
    if (!s.isFile()) throw new FileInputError([`${label}: $: not a file`]);
    size = s.size;
  } catch (err) {
    if (err instanceof FileInputError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new FileInputError([`${label}: $: ${code === 'ENOENT' ? 'file not found' : `cannot read (${(err as Error).message})`}`]);
  }
  if (size > maxBytes) throw new FileInputError([fileTooBigMessage(label, size)]);
  return readFile(path, 'utf8');
}

/**
 * Problems with a scenario's background image on disk: missing, or (after
 * symlinks are not followed) outside the scenario's folder. data: URLs pass.
 */
export function backgroundImageProblems(scenarioPath: string, world: World, label = basename(scenarioPath)): string[] {
  const src = world.map.background?.src;
  if (!src || src.startsWith('data:')) return [];
  const folder = resolve(dirname(scenarioPath));
  const full = resolve(folder, src);
  if (!(full + sep).startsWith(folder + sep) || full === folder) return [`${label}: $.map.background.src: "${src}" escapes the scenario's folder`];
  if (!existsSync(full)) return [`${label}: $.map.background.src: image "${src}" not found next to the scenario`];
  return [];
}
