import { describe, expect, it } from 'vitest';
import { arena, started, act } from '../testing/world';
import { chooseCommand } from '.';
import { resolve } from '../resolve';
import { activeFigureId, livingSides } from '../state';
import type { World } from '../../model/schema';

const first = { stats: { mnd: 9 } };
const gunman = { ...first, weapons: [{ catalogueId: 'revolver', ammo: 6 }] };

describe('G-GAME-3 computer player', () => {
  it('G-GAME-3 attacks the target it is most likely to hit (the one not behind cover)', () => {
    const w = started(
      arena(
        `
      A . . . . . N
      . . . . . . .
      . . . . . .:O
    `,
        { A: gunman },
      ),
    );
    expect(chooseCommand(w, 'A')).toMatchObject({ type: 'attack', figureId: 'A', targetId: 'N' });
    const flipped = started(
      arena(
        `
      A . . . . .:N
      . . . . . . .
      . . . . . . O
    `,
        { A: gunman },
      ),
    );
    expect(chooseCommand(flipped, 'A')).toMatchObject({ type: 'attack', targetId: 'O' });
  });

  it('G-GAME-3 throws an area weapon where it hits most enemies and no friends', () => {
    const map = `
      A . . . . . . . . . . . N O
      . . . . . . . . . . . . . .
      . . . . . . . . . . . . . .
      . . . . . . . . . P . . . .
    `;
    const w = started(arena(map, { A: { ...first, weapons: ['dynamite', { catalogueId: 'revolver', ammo: 6 }] } }));
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('throwArea');
    expect(c).toMatchObject({ at: { y: 0.5 } });
    expect('violation' in resolve(w, c)).toBe(false);
    // A friend (B, side red) beside the cluster: no throw; the computer draws its revolver instead.
    const withFriend = started(
      arena(map.replace('. . . . . . . . . . . . . .\n', '. . . . . . . . . . . . B .\n'), {
        A: { ...first, weapons: ['dynamite', { catalogueId: 'revolver', ammo: 6 }] },
        B: { sideId: 'red' },
      }),
    );
    const c2 = chooseCommand(withFriend, 'A');
    expect(c2).toMatchObject({ type: 'swapWeapon', weaponIndex: 1 });
  });

  it('G-GAME-3 moves to cover: to the low wall from where it can still reach the enemy', () => {
    const w = started(
      arena(
        `
      . . . . . . . . . .
      A . . . . .:. . . N
      . . . . . . . . . .
    `,
        { A: { ...first, weapons: ['spear'] } },
      ),
    );
    const c = chooseCommand(w, 'A');
    expect(c).toEqual({ type: 'moveFigure', figureId: 'A', to: '5,1' });
  });

  it('G-GAME-3 with no target in sight it moves toward the enemy, and the move is legal', () => {
    const w = started(
      arena(
        `
      A . . . . . . . . .|N
      . . . . . . . . . .|.
      . . . . . . . . . . .
    `,
        { A: gunman },
      ),
    );
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    const r = act(w, c);
    const before = Math.hypot(10 - 0, 0);
    const to = r.world.figures.A.cell!;
    expect(Math.hypot(10 - to.c, 0 - to.r)).toBeLessThan(before);
  });

  it('G-GAME-3 computer against computer plays legal commands to an end', () => {
    let w: World = started(
      arena(
        `
      A . . . . . . . . . N
      . . . . . .:. . . . .
      B . . . . . . . . . O
    `,
        { A: gunman, B: gunman, N: { weapons: [{ catalogueId: 'rifle', ammo: 15 }] }, O: { weapons: ['knife'] } },
        {},
        5,
      ),
    );
    for (let i = 0; i < 300 && livingSides(w).length > 1; i++) {
      const id = activeFigureId(w);
      if (!id) break;
      const c = chooseCommand(w, id);
      const r = resolve(w, c);
      expect(r).not.toHaveProperty('violation');
      w = act(w, c).world;
    }
    expect(livingSides(w)).toHaveLength(1);
  });
});
