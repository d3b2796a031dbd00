// A background image kept beside a text rather than inside it: the text holds
// `"grit-image:<key>"` where the image's data: URL stood, and the image is
// stored once under its key (autosaves in IndexedDB or the recovery folder,
// saves as a file next to the scenario). Keys are content hashes, so an
// unchanged image is never written twice.

/** What stands for a background image inside a text. */
export const IMAGE_REF = 'grit-image:';

let lastImage: { src: string; key: string } | null = null;

/** FNV-1a over the whole string, with its length: a new image is hashed once, an unchanged one never again. */
export function imageKey(src: string): string {
  if (lastImage && lastImage.src === src) return lastImage.key;
  let hash = 0x811c9dc5;
  for (let i = 0; i < src.length; i++) hash = Math.imul(hash ^ src.charCodeAt(i), 0x01000193);
  const key = `${src.length.toString(36)}-${(hash >>> 0).toString(36)}`;
  lastImage = { src, key };
  return key;
}

/** Keys are made by imageKey; anything else in a reference is refused (they become file names). */
export function isImageKey(key: string): boolean {
  return /^[0-9a-z]{1,12}-[0-9a-z]{1,8}$/.test(key);
}

/** The text with its image references replaced by the images again. */
export function restoreImages(content: string, images: Record<string, string>): string {
  let out = content;
  for (const [key, url] of Object.entries(images)) out = out.split(JSON.stringify(IMAGE_REF + key)).join(JSON.stringify(url));
  return out;
}

/** Every image key a text refers to. */
export function referencedImageKeys(content: string): string[] {
  const keys = new Set<string>();
  const re = /"grit-image:([0-9a-z-]{1,24})"/g;
  for (let m = re.exec(content); m; m = re.exec(content)) keys.add(m[1]!);
  return [...keys];
}

/** `data:image/png;base64,…` → its bytes and a file extension; null for anything else. */
export function decodeImageDataUrl(url: string): { bytes: Uint8Array; ext: 'png' | 'jpg' | 'webp' } | null {
  const m = /^data:image\/(png|jpeg|webp);base64,/.exec(url);
  if (!m) return null;
  const bin = atob(url.slice(m[0].length));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return { bytes, ext: m[1] === 'jpeg' ? 'jpg' : (m[1] as 'png' | 'webp') };
}
