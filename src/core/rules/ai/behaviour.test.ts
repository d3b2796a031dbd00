import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { arena, started, act } from '../testing/world';
import { chooseCommand } from '.';
import { resolve } from '../resolve';
import { activeFigureId } from '../state';
import type { World } from '../../model/schema';
import { sideDefends } from './hold';

const first = { stats: { mnd: 9 } };
const rifleman = { weapons: [{ catalogueId: 'rifle', ammo: 15 }] };

/** Victory texts for red (A..M) and blue (N..Z). */
const withVictory = (w: World, red: string, blue: string, round?: number) =>
  produce(w, (d) => {
    d.scenario.victory = { red, blue };
    if (round !== undefined) d.turn.round = round;
  });

const cellOf = (w: World, c: ReturnType<typeof chooseCommand>, id: string) => act(w, c).world.figures[id]!.cell!;

describe('G-GAME-3 computer player: holding a position', () => {
  // N (blue, defending) is in a room whose only sight of A is from outside its window.
  const room = `
    A . . . . . . . . .
    - - - - - -
    . . . . . . . . . .
    . . . . . . . . . .
            - - - w - -
    . . . .|. . . . . .
    . . . .|. . . N . .
  `;
  /** Blue holds the room (cells 4..9 of the two rows under the window) by a hold objective (G-WIN-5); the text is only its briefing. */
  const defend = (w: World, blue = 'Keep the attackers out until the end of round 8.', round?: number, holds = true) =>
    produce(withVictory(w, 'Take the room.', blue, round), (d) => {
      d.scenario.zones = { room: { id: 'room', name: 'Room', sideId: 'blue', cells: [], rects: [{ c: 4, r: 3, widthCells: 6, heightCells: 2 }], exit: false } } as never;
      d.scenario.objectives = { blue: holds ? [{ id: 'room', kind: 'hold', zone: 'room', atRound: 8, when: 'required' }] : [{ id: 'kill', kind: 'eliminate', when: 'required' }] } as never;
    });

  it('G-GAME-3 a defender with a rifle and no target holds its room instead of climbing out of the window', () => {
    let w = defend(started(arena(room, { N: { ...first, ...rifleman }, A: rifleman })));
    expect(activeFigureId(w)).toBe('N');
    // Not in cover where it stands: it takes post at the window, inside the room, watching the way in.
    const post = chooseCommand(w, 'N');
    expect(post).toEqual({ type: 'moveFigure', figureId: 'N', to: '7,3' });
    w = act(w, post).world;
    w = act(w, { type: 'pass', figureId: 'A' }).world;
    expect(activeFigureId(w)).toBe('N');
    // There it holds; it passes while A may still act, so it gets another chance to shoot this round.
    const c = chooseCommand(w, 'N');
    expect(c.type).toBe('pass');
    expect('violation' in resolve(w, c)).toBe(false);
  });

  it('G-GAME-3 nobody holds when both sides defend: the defender goes out for a shot', () => {
    const w = defend(started(arena(room, { N: { ...first, ...rifleman }, A: rifleman })));
    const both = produce(w, (d) => {
      d.scenario.zones.ridge = { id: 'ridge', name: 'Ridge', sideId: 'red', cells: [{ c: 0, r: 0 }], rects: [], exit: false } as never;
      d.scenario.objectives.red = [{ id: 'ridge', kind: 'hold', zone: 'ridge', atRound: 8, when: 'required' }] as never;
    });
    const c = chooseCommand(both, 'N');
    expect(c.type).toBe('moveFigure');
    expect(cellOf(both, c, 'N').r).toBeLessThan(3); // out through the window
  });

  /** Blue defends by surviving as a whole side (G-WIN-5): no zone binds it. */
  const survive = (w: World) =>
    produce(defend(w), (d) => {
      d.scenario.objectives = { blue: [{ id: 'last', kind: 'survive', untilRound: 8, when: 'required' }] } as never;
    });

  it('G-GAME-3 a holding side advances after aiHoldRounds rounds without contact, and keeps holding once someone is hurt', () => {
    const atWindow = room.replace('. . . N . .', '. . . . . .').replace('|. . . . . .\n', '|. . . N . .\n');
    const base = survive(started(arena(atWindow, { N: { ...first, ...rifleman }, A: rifleman }, { aiHoldRounds: 2 })));
    // N stands at the window (7,3): in cover, watching the way in.
    expect(chooseCommand(base, 'N').type).toBe('pass');
    const late = produce(base, (d) => {
      d.turn.round = 3;
    });
    expect(cellOf(late, chooseCommand(late, 'N'), 'N').r).toBeLessThan(3);
    const hurt = produce(late, (d) => {
      d.figures.A!.hp = 7;
    });
    expect(chooseCommand(hurt, 'N').type).toBe('pass');
    const never = produce(base, (d) => {
      d.scenario.rules.aiHoldRounds = 0;
    });
    expect(cellOf(never, chooseCommand(never, 'N'), 'N').r).toBeLessThan(3);
  });

  it('G-WIN-5 a figure in the zone of its hold objective stays in it after aiHoldRounds quiet rounds', () => {
    const atWindow = room.replace('. . . N . .', '. . . . . .').replace('|. . . . . .\n', '|. . . N . .\n');
    const late = produce(defend(started(arena(atWindow, { N: { ...first, ...rifleman }, A: rifleman }, { aiHoldRounds: 2 }))), (d) => {
      d.turn.round = 3;
    });
    const c = chooseCommand(late, 'N');
    expect('violation' in resolve(late, c)).toBe(false);
    if (c.type === 'moveFigure') expect(cellOf(late, c, 'N').r).toBeGreaterThanOrEqual(3);
    else expect(c.type).toBe('endTurn');
  });

  it('G-WIN-5 a side defends by its hold objective, not by the words of its victory text', () => {
    const base = started(arena(room));
    expect(sideDefends(defend(base), 'blue')).toBe(true);
    expect(sideDefends(defend(base, 'Keep the team out of the server room until the end of round 8.', undefined, false), 'blue')).toBe(false);
    expect(sideDefends(withVictory(base, 'x', 'Keep the team out of the server room until the end of round 8.'), 'blue')).toBe(false);
  });

  it('G-GAME-3 a side with no hold objective still closes in', () => {
    const w = defend(started(arena(room, { N: { ...first, ...rifleman }, A: rifleman })), 'Take down every attacker.', undefined, false);
    expect(chooseCommand(w, 'N').type).toBe('moveFigure');
  });
});

describe('G-GAME-3 computer player: a figure with no weapon', () => {
  const open = `
    . . . . . . . . . . . .
    . . . . A . . N . . . .
    . . . . . . . . . . . .
  `;

  // B, an armed friend far away: while one stands the unarmed figure runs.
  const withFriend = open.replace('. . . . . . . . . . . .\n', '. . . . . . . . . . . B\n');

  it('G-GAME-3 an unarmed figure moves away from the enemy, never into melee', () => {
    const w = started(arena(withFriend, { A: { ...first, weapons: [] }, B: { weapons: ['knife'] }, N: { weapons: ['knife'] } }));
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    const to = cellOf(w, c, 'A');
    expect(Math.abs(to.c - 7)).toBeGreaterThan(3); // farther from N (at 7,1) than the 3 squares it started at
    expect(to.c).toBeLessThan(4);
  });

  it('G-GAME-3 an unarmed figure beside an enemy steps out of reach of its blade', () => {
    const w = started(arena(withFriend.replace('A . . N', '. . A N'), { A: { ...first, weapons: [] }, B: { weapons: ['knife'] }, N: { weapons: ['knife'] } }));
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    const to = cellOf(w, c, 'A');
    expect(Math.max(Math.abs(to.c - 7), Math.abs(to.r - 1))).toBeGreaterThan(1);
  });

  it('G-GAME-3 the last of its side, with no armed friend, an unarmed figure gives up instead of running until the round limit', () => {
    const w = started(arena(open, { A: { ...first, weapons: [] }, N: { weapons: ['knife'] } }));
    expect(chooseCommand(w, 'A').type).toBe('endTurn');
  });

  it('G-GAME-3 an unarmed figure out of sight behind a wall, far from the enemy, stays put', () => {
    const w = started(
      arena(
        `
      A|. . . . . . . . . . N
      B|. . . . . . . . . . .
    `,
        { A: { ...first, weapons: [] }, B: { weapons: ['knife'] }, N: { weapons: ['knife'] } },
      ),
    );
    expect(chooseCommand(w, 'A').type).toBe('endTurn');
  });
});

describe('G-GAME-3 computer player: smoke', () => {
  // N and O shoot from behind low walls at A, B and C, who have a pistol and two swords.
  const field = `
    . . . . . . . . . . . .:N
    A . . . . . . . . . . . .
    B . . . . . . . . . . . .
    C . . . . . . . . . . .:O
  `;
  const smoker = { ...first, weapons: ['grenade-smoke', { catalogueId: 'pistol', ammo: 10 }] };

  it('G-GAME-3 throws smoke to cut the sight lines of enemies who out-shoot its side', () => {
    const w = started(arena(field, { A: smoker, B: { weapons: ['long-sword'] }, C: { weapons: ['long-sword'] }, N: rifleman, O: rifleman }));
    const c = chooseCommand(w, 'A');
    expect(c).toMatchObject({ type: 'throwArea', figureId: 'A', weaponIndex: 0 });
    expect('violation' in resolve(w, c)).toBe(false);
  });

  it('G-GAME-3 no smoke in an even exchange of fire: it shoots instead', () => {
    const even = field.replace(/:N/, ' N').replace(/:O/, ' O');
    const w = started(arena(even, { A: smoker, B: rifleman, C: rifleman, N: rifleman, O: rifleman }));
    const c = chooseCommand(w, 'A');
    expect(c.type).not.toBe('throwArea');
  });

  it('G-GAME-3 the same exchange once its friends have done for the round (G-TURN-2) and the enemy has not: smoke', () => {
    const even = field.replace(/:N/, ' N').replace(/:O/, ' O');
    const w = started(arena(even, { A: smoker, B: rifleman, C: rifleman, N: rifleman, O: rifleman }));
    const friendsDone = produce(w, (d) => {
      d.turn.done.push(...(['B', 'C'] as World['turn']['done']));
    });
    expect(chooseCommand(friendsDone, 'A')).toMatchObject({ type: 'throwArea', weaponIndex: 0 });
  });

  it('G-GAME-3 no second cloud while one is on the table', () => {
    let w = started(arena(field, { A: smoker, B: { weapons: ['long-sword'] }, C: { weapons: ['long-sword'] }, N: rifleman, O: rifleman }));
    w = act(w, chooseCommand(w, 'A')).world;
    expect(Object.values(w.areas).some((a) => a.effect === 'smoke')).toBe(true);
    const again = produce(w, (d) => {
      d.figures.A!.loadout.weapons[0]!.ammo = 1;
      d.figures.A!.loadout.activeWeapon = 0;
    });
    if (activeFigureId(again) === 'A') expect(chooseCommand(again, 'A').type).not.toBe('throwArea');
  });
});

describe('G-GAME-3 computer player: no way to the enemy', () => {
  it('G-GAME-3 with no route to the enemy and nobody able to attack it, it stays instead of shuffling about', () => {
    const w = started(
      arena(
        `
      . . . . . . . .
      . A . . . . # #
      . . . . . . # N
    `,
        { A: { ...first, weapons: ['knife'] }, N: { weapons: [] } },
      ),
    );
    expect(chooseCommand(w, 'A').type).toBe('endTurn');
  });
});

describe('G-GAME-3 computer player: the best target', () => {
  it('G-GAME-3 draws the weapon that can strike: its throwing daggers are spent, the enemy is beside it, it has a sword', () => {
    const w = started(
      arena(
        `
      . . . . .
      . A N . .
      . . . . .
    `,
        { A: { ...first, weapons: [{ catalogueId: 'throwing-dagger', ammo: 0 }, 'long-sword'] }, N: { weapons: ['knife'] } },
      ),
    );
    const c = chooseCommand(w, 'A');
    expect(c).toEqual({ type: 'swapWeapon', figureId: 'A', weaponIndex: 1 });
    const next = act(act(w, c).world, { type: 'pass', figureId: 'N' }).world;
    expect(chooseCommand(next, 'A')).toMatchObject({ type: 'attack', targetId: 'N' });
  });

  it('G-GAME-3 / G-HP-1 an enemy below 1 HP (awake, detailed play) is no longer a target: it shoots the one still fighting', () => {
    const w = started(
      arena(
        `
      A . . . . . N
      . . . . . . .
      . . . . . .:O
    `,
        { A: { ...first, weapons: [{ catalogueId: 'pistol', ammo: 10 }] }, N: { hp: 0 }, O: { hp: 10 } },
      ),
    );
    expect(chooseCommand(w, 'A')).toMatchObject({ type: 'attack', targetId: 'O' });
  });

  it('G-GAME-3 shoots the enemy its weapon can hurt, not the wounded one in riot armour', () => {
    const w = started(
      arena(
        `
      A . . . . . N
      . . . . . . .
      . . . . . . O
    `,
        { A: { ...first, weapons: [{ catalogueId: 'pistol', ammo: 10 }] }, N: { hp: 5, armour: 'riot-armour' }, O: { hp: 10 } },
      ),
    );
    expect(chooseCommand(w, 'A')).toMatchObject({ type: 'attack', targetId: 'O' });
    // Without the armour the wounded one is the better target.
    const bare = produce(w, (d) => {
      delete d.figures.N!.loadout.armour;
    });
    expect(chooseCommand(bare, 'A')).toMatchObject({ type: 'attack', targetId: 'N' });
  });
});
