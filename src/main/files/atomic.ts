// Atomic file writes (DESIGN "Files"): write a temp file, fsync, keep the old
// file as `.bak`, then rename over it, so a crash or a failing disk at any
// point leaves either the old or the new file whole, never half of one.
import * as nodeFs from 'node:fs';
import { dirname } from 'node:path';

/** The fs calls atomicWrite uses; tests inject failures through this. */
export interface AtomicFs {
  openSync(path: string, flags: string): number;
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  copyFileSync(from: string, to: string): void;
  existsSync(path: string): boolean;
  unlinkSync(path: string): void;
}

export const nodeAtomicFs: AtomicFs = {
  openSync: (p, f) => nodeFs.openSync(p, f),
  writeSync: (fd, b, o, l) => nodeFs.writeSync(fd, b, o, l),
  fsyncSync: (fd) => nodeFs.fsyncSync(fd),
  closeSync: (fd) => nodeFs.closeSync(fd),
  renameSync: (a, b) => nodeFs.renameSync(a, b),
  copyFileSync: (a, b) => nodeFs.copyFileSync(a, b),
  existsSync: (p) => nodeFs.existsSync(p),
  unlinkSync: (p) => nodeFs.unlinkSync(p),
};

let tmpCounter = 0;

export interface AtomicWriteOptions {
  /** Keep the previous file as `<path>.bak` (default true). */
  keepBackup?: boolean;
  fs?: AtomicFs;
}

export function atomicWriteSync(path: string, text: string, options: AtomicWriteOptions = {}): void {
  const fs = options.fs ?? nodeAtomicFs;
  const tmp = `${path}.tmp-${process.pid}-${++tmpCounter}`;
  const bytes = new TextEncoder().encode(text);
  let fd: number | null = null;
  try {
    fd = fs.openSync(tmp, 'w');
    let done = 0;
    while (done < bytes.length) done += fs.writeSync(fd, bytes, done, bytes.length - done);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = null;
    // Copy (not rename) so `path` exists at every instant; rename then replaces it atomically.
    if ((options.keepBackup ?? true) && fs.existsSync(path)) fs.copyFileSync(path, `${path}.bak`);
    fs.renameSync(tmp, path);
  } catch (err) {
    if (fd !== null) {
      try {
        fs.closeSync(fd);
      } catch {
        /* already failing: the original error matters */
      }
    }
    try {
      if (fs.existsSync(tmp)) fs.unlinkSync(tmp);
    } catch {
      /* a stray temp file is harmless; the original error matters */
    }
    throw err;
  }
  syncDir(dirname(path));
}

export async function atomicWrite(path: string, text: string, options: AtomicWriteOptions = {}): Promise<void> {
  atomicWriteSync(path, text, options);
}

/** Make the rename durable where the platform allows opening a directory. */
function syncDir(dir: string): void {
  let fd: number | null = null;
  try {
    fd = nodeFs.openSync(dir, 'r');
    nodeFs.fsyncSync(fd);
  } catch {
    /* Windows cannot fsync a directory; the rename is still atomic */
  } finally {
    if (fd !== null) nodeFs.closeSync(fd);
  }
}
