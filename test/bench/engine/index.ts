// Stub: the rules engine bench (10-versus-10 firefight) is written by its owner.
export async function runEngineBench(): Promise<void> {
  console.log('engine bench: not written yet');
}
