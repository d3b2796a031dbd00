// Scenario text -> World, refusing bad input with messages that name the
// file and the JSON path (DESIGN "Files"). Extended by the io owner
// (migrations, deeper checks); keep this signature.
import { World } from '../model/schema';

export type ParseResult = { ok: true; world: World } | { ok: false; errors: string[] };

export function parseScenarioText(text: string, fileLabel: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, errors: [`${fileLabel}: $: not valid JSON (${(err as Error).message})`] };
  }
  const parsed = World.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((i) => `${fileLabel}: $${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${i.message}`),
    };
  }
  return { ok: true, world: parsed.data };
}
