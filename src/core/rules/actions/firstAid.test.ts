import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { act, arena, ofType, refused, seedFor, started, withSeed } from '../testing/world';
import { activeFigureId } from '../state';
import { applyEvent } from '../apply';
import type { World } from '../../model/schema';

const setup = { A: { stats: { mnd: 9 } }, B: { sideId: 'red', name: 'Marshal Cole', hp: 4 } };
const aid = { type: 'firstAid', figureId: 'A', targetId: 'B' } as const;

function backTo(w: World, id: string): World {
  while (activeFigureId(w) !== id) w = act(w, { type: 'endTurn', figureId: activeFigureId(w)! }).world;
  return w;
}
/** B takes a wound of `hpLoss` HP, as an attack's figureDamaged event would record it. */
function wound(w: World, hpLoss: number): World {
  const hpBefore = w.figures.B.hp;
  return produce(w, (d) =>
    applyEvent(d as World, { type: 'figureDamaged', figureId: 'B', source: 'test', raw: 9, absorbed: 9 - hpLoss, through: hpLoss, bruise: 0, hpLoss, hpBefore, hpAfter: hpBefore - hpLoss }),
  );
}

describe('G-ACT-1 first aid once per wound', () => {
  it('G-ACT-1 first aid heals a wound once; a second aid on the same wound is refused', () => {
    const w = withSeed(started(arena(`A B . . N`, setup)), seedFor([[10, 2]]));
    const r = act(w, aid);
    expect(r.world.figures.B.hp).toBe(5);
    expect(r.world.figures.B.woundsUntreated).toBe(0);
    const again = backTo(r.world, 'A');
    expect(refused(again, aid)).toMatchObject({ code: 'tended', message: "Marshal Cole's wounds have all been tended (first aid: once per wound)" });
  });

  it('G-ACT-1 each figureDamaged with HP lost is a new wound that first aid may tend; a hit with no HP lost is not', () => {
    const w = withSeed(
      started(arena(`A B . . N`, setup)),
      seedFor([
        [10, 2],
        [10, 3],
      ]),
    );
    let cur = act(w, aid).world;
    cur = wound(cur, 0);
    expect(cur.figures.B.woundsUntreated).toBe(0);
    cur = wound(wound(cur, 2), 1);
    expect(cur.figures.B.woundsUntreated).toBe(2);
    const r = act(backTo(cur, 'A'), aid);
    expect(ofType(r.events, 'figureHealed')).toHaveLength(1);
    expect(r.world.figures.B.woundsUntreated).toBe(1);
  });

  it('G-ACT-1 a failed first aid tends nothing: the wound may be tried again', () => {
    const w = withSeed(started(arena(`A B . . N`, setup)), seedFor([[10, 10]]));
    const r = act(w, aid);
    expect(ofType(r.events, 'figureHealed')).toHaveLength(0);
    expect(r.world.figures.B.woundsUntreated ?? 1).toBe(1);
    expect(() => act(withSeed(backTo(r.world, 'A'), seedFor([[10, 1]])), aid)).not.toThrow();
  });
});
