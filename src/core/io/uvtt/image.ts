// Image type from the first bytes of base64 data (magic numbers), so an
// importer never trusts a file extension or a claimed mime type.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes the first `byteCount` bytes of a base64 string (no padding needed). */
export function base64Prefix(b64: string, byteCount: number): number[] {
  const chars = b64.slice(0, Math.ceil(byteCount / 3) * 4).replace(/=+$/, '');
  const out: number[] = [];
  let buf = 0;
  let bits = 0;
  for (const ch of chars) {
    const v = B64.indexOf(ch);
    if (v < 0) return out;
    buf = (buf << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buf >> bits) & 0xff);
    }
  }
  return out.slice(0, byteCount);
}

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

export function sniffImageMime(bytes: number[]): ImageMime | null {
  const at = (i: number, ...vals: number[]) => vals.every((v, k) => bytes[i + k] === v);
  if (at(0, 0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** Pixel size from a PNG's IHDR chunk (bytes 16..23), or null. */
export function pngSize(bytes: number[]): { width: number; height: number } | null {
  if (bytes.length < 24 || sniffImageMime(bytes) !== 'image/png') return null;
  const u32 = (i: number) => ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;
  return { width: u32(16), height: u32(20) };
}
