// Atomic file writes (DESIGN "Files"): write a temp file, fsync, keep the old
// file as `.bak`, then rename over it, so a crash or a failing disk at any
// point leaves the target and its `.bak` each a whole old or new file.
// Asynchronous: a 60 MB save must not freeze the window (main's event loop).
import * as fsp from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The fs calls atomicWrite uses; tests inject failures through this. */
export interface AtomicFs {
  /** Creates `path` with `bytes` and fsyncs it. */
  writeNew(path: string, bytes: Uint8Array): Promise<void>;
  link(existing: string, newPath: string): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  exists(path: string): Promise<boolean>;
}

export const nodeAtomicFs: AtomicFs = {
  async writeNew(path, bytes) {
    const handle = await fsp.open(path, 'wx');
    try {
      let done = 0;
      while (done < bytes.length) done += (await handle.write(bytes, done, bytes.length - done)).bytesWritten;
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  link: (a, b) => fsp.link(a, b),
  async copyFile(a, b) {
    await fsp.copyFile(a, b);
    const handle = await fsp.open(b, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (a, b) => fsp.rename(a, b),
  unlink: (p) => fsp.unlink(p),
  exists: (p) =>
    fsp.access(p).then(
      () => true,
      () => false,
    ),
};

let tmpCounter = 0;
/** Temp files older than this process were left by a run that crashed mid-save. */
const RUN_STARTED_MS = Date.now() - process.uptime() * 1000;

export interface AtomicWriteOptions {
  /** Keep the previous file as `<path>.bak` (default true). */
  keepBackup?: boolean;
  fs?: AtomicFs;
}

export async function atomicWrite(path: string, text: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const fs = options.fs ?? nodeAtomicFs;
  await removeStrayTemps(path);
  const tag = `${process.pid}-${++tmpCounter}`;
  const tmp = `${path}.tmp-${tag}`;
  const bakTmp = `${path}.bak.tmp-${tag}`;
  try {
    await fs.writeNew(tmp, typeof text === 'string' ? new TextEncoder().encode(text) : text);
    if ((options.keepBackup ?? true) && (await fs.exists(path))) {
      // The backup is made whole under a temp name, then renamed: a copy
      // straight onto .bak, killed halfway, used to leave a truncated .bak.
      // A hard link is instant and shares the old file's bytes, which the
      // rename below does not touch; file systems without links get a copy.
      try {
        await fs.link(path, bakTmp);
      } catch {
        await fs.copyFile(path, bakTmp);
      }
      await fs.rename(bakTmp, `${path}.bak`);
      // A save killed between its two renames leaves .bak and the target one
      // file (two links to it); rename between two links of one file does
      // nothing and leaves bakTmp behind (POSIX rename(2)), so it goes here.
      if (await fs.exists(bakTmp)) await fs.unlink(bakTmp);
    }
    await fs.rename(tmp, path);
  } catch (err) {
    for (const leftover of [tmp, bakTmp]) {
      try {
        if (await fs.exists(leftover)) await fs.unlink(leftover);
      } catch {
        /* a stray temp file is swept by the next save; the original error matters */
      }
    }
    throw err;
  }
  await syncDir(dirname(path));
}

/** Removes `<name>.tmp-*` and `<name>.bak.tmp-*` beside `path` left by an earlier, crashed run. */
async function removeStrayTemps(path: string): Promise<void> {
  const dir = dirname(path);
  const name = basename(path);
  let entries: string[];
  try {
    entries = await fsp.readdir(dir);
  } catch {
    return; // the write itself will report a missing folder
  }
  for (const entry of entries) {
    if (!entry.startsWith(`${name}.tmp-`) && !entry.startsWith(`${name}.bak.tmp-`)) continue;
    const full = join(dir, entry);
    try {
      if ((await fsp.stat(full)).mtimeMs < RUN_STARTED_MS) await fsp.unlink(full);
    } catch {
      /* gone already, or not ours to remove */
    }
  }
}

/** Make the rename durable where the platform allows opening a directory. */
async function syncDir(dir: string): Promise<void> {
  let handle: fsp.FileHandle | null = null;
  try {
    handle = await fsp.open(dir, 'r');
    await handle.sync();
  } catch {
    /* Windows cannot fsync a directory; the rename is still atomic */
  } finally {
    await handle?.close();
  }
}
