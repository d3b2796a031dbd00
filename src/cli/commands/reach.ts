// Stub: replaced by the owner of `grit reach`.
import { type CliContext, EXIT_INVALID } from '../context';

export async function run(_args: string[], ctx: CliContext): Promise<number> {
  ctx.stderr('grit reach: not implemented yet');
  return EXIT_INVALID;
}
