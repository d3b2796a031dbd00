// Stub: replaced by the owner of `grit los`.
import { type CliContext, EXIT_INVALID } from '../context';

export async function run(_args: string[], ctx: CliContext): Promise<number> {
  ctx.stderr('grit los: not implemented yet');
  return EXIT_INVALID;
}
