// Log entries in plain words (issue 6 game log): play events through the
// rules' describeEvent, GM edits with a short line of their own.
import type { FigureId, World } from '../../core/model/schema';
import type { GameEvent } from '../../core/rules';
import { describeEvent } from '../../core/rules/describe';
import { weaponById } from '../../core/rules/catalogue';

type Typed = { type: string };

/**
 * Plain words for play events; editor events (GM edits) get a short line of
 * their own. `command` is the one that caused the event: a placed charge
 * (throwArea placed: true) reads as placing, not as an attack.
 */
export function describe(event: GameEvent | Typed, world: World, command?: { type: string; placed?: boolean }): string {
  if (command?.type === 'throwArea' && command.placed === true) {
    const placed = describePlaced(event as GameEvent, world);
    if (placed) return placed;
  }
  const text = describeEvent(event as GameEvent, world);
  if (typeof text === 'string') return text;
  if (event.type === 'figureUpdated') {
    const f = (event as unknown as { figure: { name: string; hp: number; apLeft: number } }).figure;
    return `GM edits ${f.name} (HP ${f.hp}, AP ${f.apLeft})`;
  }
  if (event.type === 'sideUpdated') {
    const side = (event as unknown as { side: { name: string; controller?: string; dice?: string } }).side;
    // Issue 16 fix 8: the Dice setting is a side edit too.
    const dice = (command as { changes?: { dice?: string } } | undefined)?.changes?.dice;
    if (dice) return `GM: ${side.name} ${dice === 'table' ? 'rolls real dice at the table (each roll asks for its faces)' : "rolls with the app's dice"}`;
    return `GM: ${side.name} is played by ${side.controller === 'computer' ? 'the computer' : 'a person'} (G-GAME-3)`;
  }
  return `GM: ${event.type}`;
}

export function figuresOf(event: GameEvent): FigureId[] {
  const ids = new Set<string>();
  const e = event as unknown as Record<string, unknown>;
  for (const key of ['figureId', 'targetId', 'winnerId', 'fromId']) if (typeof e[key] === 'string') ids.add(e[key] as string);
  for (const key of ['affected', 'shielded']) if (Array.isArray(e[key])) for (const id of e[key] as string[]) ids.add(id);
  if (Array.isArray(e['figureIds'])) for (const id of e['figureIds'] as string[]) ids.add(id);
  return [...ids] as FigureId[];
}

function describePlaced(e: GameEvent, world: World): string | null {
  const name = (id: string) => world.figures[id]?.name ?? id;
  if (e.type === 'attackDeclared' && e.at) return `${name(e.figureId)} places ${weaponName(e.weaponId)} at ${e.at.x},${e.at.y}`;
  if (e.type === 'areaCreated' && e.area.effect === 'other') {
    const rounds = e.area.roundsLeft;
    return `placed charge ${e.area.id} (${weaponName(e.area.kind)}, ${e.area.radiusInches}" blast) goes off in ${rounds} round${rounds === 1 ? '' : 's'}`;
  }
  return null;
}

function weaponName(id: string): string {
  return weaponById(id)?.name ?? id;
}
