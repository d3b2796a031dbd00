// G-WIN-7 carrying and keys in the action bar: pick up an item within 1",
// drop or hand over a carried one, lock or unlock a door with a carried key.
// Offered only when there is something to do; costs from the rule options.
import type { Figure, World } from '../../../core/model/schema';
import type { Command } from '../../../core/rules';
import { optNumber } from '../../../core/rules/options';
import { carriedBy, itemWithinReach } from '../../../core/rules/actions/carry';
import { footprintGap } from '../../../core/rules/deps/geom';
import { doorsWithinReach } from './derive';

type Why = (apCost: number, extra?: string | null) => string | null;

/** `ActionButton` is passed in by the action bar (a value import back would be an import loop). */
export function ItemActions({
  world,
  figure,
  why,
  onSend,
  ActionButton,
}: {
  world: World;
  figure: Figure;
  why: Why;
  onSend: (c: Command) => void;
  ActionButton: (props: { label: string; apCost: number; costText?: string; reason: string | null; onClick: () => void }) => preact.JSX.Element;
}) {
  const ground = Object.values(world.items ?? {}).filter((i) => itemWithinReach(world, figure, i));
  const carried = carriedBy(world, figure.id);
  if (!ground.length && !carried.length) return null;
  const pickAp = optNumber(world, 'pickUpItemApCost');
  const dropAp = optNumber(world, 'dropItemApCost');
  const handAp = optNumber(world, 'handOverItemApCost');
  const keyAp = optNumber(world, 'keyApCost');
  const friends = Object.values(world.figures).filter(
    (o) => o.id !== figure.id && o.sideId === figure.sideId && o.cell && !o.status.dead && !o.status.unconscious && o.hp >= 1 && footprintGap(figure, o, world.map.grid) <= 1,
  );
  const doors = doorsWithinReach(world, figure);
  const f = figure.id;
  return (
    <div class="item-actions" aria-label="Items" data-testid="item-actions">
      {ground.map((i) => (
        <ActionButton key={`pick-${i.id}`} label={`Pick up ${i.name}`} apCost={pickAp} reason={why(pickAp)} onClick={() => onSend({ type: 'pickUpItem', figureId: f, itemId: i.id })} />
      ))}
      {carried.map((i) => (
        <ActionButton key={`drop-${i.id}`} label={`Drop ${i.name}`} apCost={dropAp} reason={why(dropAp)} onClick={() => onSend({ type: 'dropItem', figureId: f, itemId: i.id })} />
      ))}
      {carried.flatMap((i) =>
        friends.map((o) => (
          <ActionButton
            key={`hand-${i.id}-${o.id}`}
            label={`Hand ${i.name} to ${o.name}`}
            apCost={handAp}
            reason={why(handAp)}
            onClick={() => onSend({ type: 'handItem', figureId: f, itemId: i.id, toId: o.id })}
          />
        )),
      )}
      {carried.flatMap((i) =>
        doors
          .filter((d) => i.unlocks.includes(d.id))
          .map((d) => {
            const lock = d.door !== 'locked';
            return (
              <ActionButton
                key={`key-${i.id}-${d.id}`}
                label={`${lock ? 'Lock' : 'Unlock'} door ${d.id}`}
                apCost={keyAp}
                costText={`${keyAp} AP, ${i.name}`}
                reason={why(keyAp, lock && d.door === 'open' ? `close door ${d.id} first` : null)}
                onClick={() => onSend({ type: lock ? 'lockDoor' : 'unlockDoor', figureId: f, wallId: d.id, itemId: i.id })}
              />
            );
          }),
      )}
    </div>
  );
}
