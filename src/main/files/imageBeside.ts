// A scenario or saved game keeps a large background image as a file next to
// it, referenced by `map.background.src`, rather than as a data: URL of many
// MB inside the JSON (unless the user asks for one file). On opening, main
// puts the image back into the text as a data: URL, so the renderer (which
// reads no files) draws it the same way in Electron and web mode.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import { decodeImageDataUrl } from '../../core/io/imageRefs';
import { MAX_FILE_BYTES } from '../../core/io/limits';
import { atomicWrite } from './atomic';

/** Images at least this long (as data: URL characters) are written beside the file. */
export const IMAGE_BESIDE_MIN_CHARS = 1024 * 1024;

const MIME: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

type Json = Record<string, unknown>;
/** The background record of a scenario (`map.background`) or a saved game (`scenario.map.background`). */
function backgroundOf(value: unknown): Json | null {
  const v = value as Json | null;
  const world = (v?.format === 'grit-save' ? v.scenario : v) as Json | null;
  const bg = (world?.map as Json | undefined)?.background as Json | undefined;
  return bg && typeof bg.src === 'string' ? bg : null;
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return null;
  }
}

/** `castle.grit.json` -> `castle.background.png` beside it. */
export function imageFileNameFor(targetPath: string, ext: string): string {
  const stem = basename(targetPath).replace(/\.grit\.json$|\.json$/i, '');
  return `${stem}.background.${ext}`;
}

/**
 * Writes a large embedded background image beside `targetPath` and returns the
 * text that refers to it by file name (formatting kept: only the string is
 * replaced). Small images, `bundle`, and texts without an image come back as they are.
 */
export async function moveImageBeside(text: string, targetPath: string, options: { bundle?: boolean; minChars?: number } = {}): Promise<string> {
  if (options.bundle || !text.includes('"data:image/')) return text;
  const src = backgroundOf(parseOrNull(text))?.src as string | undefined;
  if (!src || !src.startsWith('data:') || src.length < (options.minChars ?? IMAGE_BESIDE_MIN_CHARS)) return text;
  const image = decodeImageDataUrl(src);
  if (!image) return text;
  const name = imageFileNameFor(targetPath, image.ext);
  const imagePath = join(dirname(targetPath), name);
  const same = existsSync(imagePath) && Buffer.from(image.bytes).equals(readFileSync(imagePath));
  // The image lands before the text that refers to it, so a crash never leaves a dangling reference.
  if (!same) await atomicWrite(imagePath, image.bytes, { keepBackup: false });
  return text.split(JSON.stringify(src)).join(JSON.stringify(name));
}

/**
 * The text with its background image file (inside the file's folder) put back
 * as a data: URL. A missing, escaping or unknown-type image is left as it is:
 * loading then reports it by JSON path.
 */
export async function inlineImageBeside(text: string, filePath: string): Promise<string> {
  if (!text.includes('"background"')) return text;
  const src = backgroundOf(parseOrNull(text))?.src as string | undefined;
  if (!src || src.startsWith('data:')) return text;
  const folder = resolve(dirname(filePath));
  const full = resolve(folder, src);
  const mime = MIME[extname(full).toLowerCase()];
  if (!mime || !(full + sep).startsWith(folder + sep) || !existsSync(full)) return text;
  const bytes = await readFile(full);
  if (bytes.length > MAX_FILE_BYTES) return text;
  return text.split(JSON.stringify(src)).join(JSON.stringify(`data:${mime};base64,${bytes.toString('base64')}`));
}
