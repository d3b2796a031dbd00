// The attack, area and place-charge tools played through the headless
// driver: the aiming state follows the pointer, the preview is the dry run of
// the command the click then dispatches (G-ATK-1, G-AREA-1, G-AREA-5).
import { describe, expect, it } from 'vitest';
import { arena } from '../../core/rules/testing/world';
import { ToolDriver } from '../state/toolDriver';

const MAP = `
  . . . . . .
  . A . . . N
  . . . . . .
`;

function driver(weapons: string[], activeWeapon = 0) {
  return new ToolDriver(arena(MAP, { A: { weapons, activeWeapon }, N: {} })).turnOf('A');
}

describe('attack tool', () => {
  it('G-ATK-1 idle → aiming over an enemy (preview written) → idle off it; a click dispatches the attack the preview showed', () => {
    const d = driver(['revolver']).keyDown('a').expectToBeIn('attack.idle');
    d.pointerMove([3, 1]).expectToBeIn('attack.idle');
    expect(d.preview.attack).toBeNull();
    d.pointerMove([5, 1]).expectToBeIn('attack.aiming');
    expect(d.preview.attack).toMatchObject({ attackerId: 'A', targetId: 'N', weaponIndex: 0, shots: 1, los: true });
    expect(d.preview.attack!.chanceInTen).toBeGreaterThan(0);
    expect(d.overlay.los?.label).toBe(`${d.preview.attack!.chanceInTen}/10`);
    d.pointerMove([1, 1]).expectToBeIn('attack.idle');
    expect(d.commands()).toEqual([]);
    d.click([5, 1]);
    expect(d.commands()).toEqual([{ type: 'attack', figureId: 'A', targetId: 'N', weaponIndex: 0, shots: 1 }]);
  });

  it('G-ATK-1 issue 16 fix 1: a weapon key arms the attack tool; with the pointer already on the enemy one click attacks', () => {
    const d = driver(['revolver']).pointerMove([5, 1]).expectToBeIn('select.idle');
    d.keyDown('1').expectToBeIn('attack.aiming');
    expect(d.preview.attack).toMatchObject({ attackerId: 'A', targetId: 'N', weaponIndex: 0 });
    d.click([5, 1]);
    expect(d.commands()).toEqual([{ type: 'attack', figureId: 'A', targetId: 'N', weaponIndex: 0, shots: 1 }]);
  });

  it('G-AREA-1 issue 16 fix 1: picking an area weapon arms the area tool', () => {
    const d = driver(['revolver', 'grenade-frag']).keyDown('2').expectToBeIn('area.idle');
    expect(d.ui.weaponIndex).toBe(1);
    d.keyDown('1').expectToBeIn('attack.idle');
  });

  it('G-ATK-1 a click on an empty square or on the attacker dispatches nothing', () => {
    const d = driver(['revolver']).keyDown('a').click([3, 0]).click([1, 1]);
    expect(d.commands()).toEqual([]);
  });

  it('a new turn drops the attack tool back to select.idle', () => {
    const d = driver(['revolver']).keyDown('a').pointerMove([5, 1]).expectToBeIn('attack.aiming');
    d.keyDown('e').expectToBeIn('select.idle');
    expect(d.preview.attack).toBeNull();
  });
});

describe('area tool', () => {
  it('G-AREA-1 G picks the drawn grenade; the template follows the snapped point; a click throws at that point', () => {
    const d = driver(['revolver', 'grenade-frag'], 1).keyDown('g').expectToBeIn('area.idle');
    expect(d.ui.weaponIndex).toBe(1);
    d.pointerMove([4, 1], { x: 4.6, y: 1.4 }).expectToBeIn('area.aiming');
    expect(d.preview.area).toMatchObject({ attackerId: 'A', weaponIndex: 1, at: { x: 4.5, y: 1.5 } });
    expect(d.preview.area!.affected).toContain('N');
    // A move inside the same cell to another snapped point moves the template (the tool reads points).
    d.pointerMove([4, 1], { x: 4.9, y: 1.9 });
    expect(d.preview.area!.at).toEqual({ x: 5, y: 2 });
    d.click([4, 1], { x: 4.6, y: 1.4 });
    expect(d.commands()).toEqual([{ type: 'throwArea', figureId: 'A', weaponIndex: 1, at: { x: 4.5, y: 1.5 } }]);
  });
});

describe('place charge tool', () => {
  it('G-AREA-5 T arms the drawn dynamite: the allowed squares and the blast at the square centre; a click places it', () => {
    const d = driver(['revolver', 'dynamite'], 1).keyDown('t').expectToBeIn('place.idle');
    expect(d.preview.squares).toHaveLength(9);
    d.pointerMove([2, 1]).expectToBeIn('place.placing');
    expect(d.preview.area).toMatchObject({ at: { x: 2.5, y: 1.5 }, placed: { fuseRounds: 1 } });
    expect(d.preview.area!.refusal).toBeUndefined();
    d.pointerMove([4, 1]);
    expect(d.preview.area!.refusal).toContain('own or an adjacent square');
    d.click([2, 1]);
    expect(d.commands()).toEqual([{ type: 'throwArea', figureId: 'A', weaponIndex: 1, at: { x: 2.5, y: 1.5 }, placed: true }]);
  });
});
