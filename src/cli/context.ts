// What a `grit` sub-command may touch: injected so commands are testable
// without spawning processes (DESIGN "The grit command").
import { readFileSync, writeFileSync } from 'node:fs';

export interface CliContext {
  cwd: string;
  stdout(line: string): void;
  stderr(line: string): void;
  readText(path: string): string;
  writeText(path: string, text: string): void;
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
