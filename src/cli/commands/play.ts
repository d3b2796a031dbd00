// Stub: replaced by the owner of `grit play`.
import { type CliContext, EXIT_INVALID } from '../context';

export async function run(_args: string[], ctx: CliContext): Promise<number> {
  ctx.stderr('grit play: not implemented yet');
  return EXIT_INVALID;
}
