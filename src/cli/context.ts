// What a `grit` sub-command may touch: injected so commands are testable
// without spawning processes (DESIGN "The grit command").
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import type { World } from '../core/model/schema';
import { fileTooBigMessage, MAX_FILE_BYTES } from '../core/io/scenario';
import { parseGritFileText } from '../core/io/save';

export interface CliContext {
  cwd: string;
  stdout(line: string): void;
  stderr(line: string): void;
  readText(path: string): string;
  writeText(path: string, text: string): void;
  /** Binary output (PNG, PDF: grit export). */
  writeBytes(path: string, bytes: Uint8Array): void;
  /** Size in bytes, so huge files are refused before reading; absent = no check. */
  fileSize?(path: string): number;
  /** stderr is a terminal: long commands show a progress line there. */
  stderrIsTTY?: boolean;
  /** Rewrites one status line in place on a terminal stderr; absent = plain stderr lines. */
  progress?(line: string): void;
}

/** Exit codes of DESIGN: 0 ok, 1 invalid input, 2 illegal game command. */
export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_ILLEGAL = 2;

export type CommandRunner = (args: string[], ctx: CliContext) => Promise<number>;

export function nodeContext(): CliContext {
  return {
    cwd: process.cwd(),
    stdout: (line) => process.stdout.write(line + '\n'),
    stderr: (line) => process.stderr.write(line + '\n'),
    readText: (path) => readFileSync(path, 'utf8'),
    writeText: (path, text) => writeFileSync(path, text),
    writeBytes: (path, bytes) => writeFileSync(path, bytes),
    fileSize: (path) => statSync(path).size,
    stderrIsTTY: !!process.stderr.isTTY,
    progress: process.stderr.isTTY ? (line) => process.stderr.write(`\r${line}\x1b[K`) : undefined,
  };
}

/** Thrown by commands for bad input; main prints `message` lines, no stack. */
export class CliError extends Error {
  constructor(
    readonly lines: string[],
    readonly exitCode: number = EXIT_INVALID,
  ) {
    super(lines.join('\n'));
  }
}

/** Reads a file for a command, turning a missing or huge file into a `file: $: problem` line. */
export function readInputFile(ctx: CliContext, path: string, maxBytes: number, tooBig: (bytes: number) => string): string {
  try {
    if (ctx.fileSize) {
      const bytes = ctx.fileSize(path);
      if (bytes > maxBytes) throw new CliError([tooBig(bytes)]);
    }
    return ctx.readText(path);
  } catch (err) {
    if (err instanceof CliError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a folder, not a file' : `cannot read (${(err as Error).message})`;
    throw new CliError([`${path}: $: ${why}`]);
  }
}

/** Splits `--flag value` options from positional arguments. */
export function parseArgs(args: string[], valueFlags: string[]): { positional: string[]; flags: Map<string, string | true> } {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('-') && a.length > 1) {
      if (valueFlags.includes(a)) {
        const v = args[i + 1];
        if (v === undefined) throw new CliError([`grit: ${a} needs a value`]);
        flags.set(a, v);
        i++;
      } else flags.set(a, true);
    } else positional.push(a);
  }
  return { positional, flags };
}

/**
 * Loads a scenario for any command (a saved game gives its snapshot, else its
 * scenario); bad input becomes CliError lines `file: $.path: problem`.
 */
export function loadScenario(ctx: CliContext, path: string): World {
  const text = readInputFile(ctx, path, MAX_FILE_BYTES, (b) => fileTooBigMessage(path, b));
  const r = parseGritFileText(text, path);
  if (!r.ok) throw new CliError(r.errors);
  return r.kind === 'scenario' ? r.world : (r.save.snapshot ?? r.save.scenario);
}

// In-memory CliContext for command tests: files in a Map, output captured.

export interface FakeContext extends CliContext {
  files: Map<string, string>;
  /** What writeBytes wrote, by path. */
  binaries: Map<string, Uint8Array>;
  out: string[];
  err: string[];
}

export function fakeContext(files: Record<string, string> = {}): FakeContext {
  const map = new Map(Object.entries(files));
  const out: string[] = [];
  const err: string[] = [];
  const binaries = new Map<string, Uint8Array>();
  const missing = (path: string) => Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
  return {
    cwd: '/fake',
    files: map,
    binaries,
    out,
    err,
    stdout: (l) => out.push(l),
    stderr: (l) => err.push(l),
    readText: (p) => {
      const t = map.get(p);
      if (t === undefined) throw missing(p);
      return t;
    },
    writeText: (p, t) => void map.set(p, t),
    writeBytes: (p, b) => void binaries.set(p, b),
    fileSize: (p) => {
      const t = map.get(p);
      if (t === undefined) throw missing(p);
      return Buffer.byteLength(t);
    },
  };
}
