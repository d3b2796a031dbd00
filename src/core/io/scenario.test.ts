import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { MAX_FILE_BYTES, MAX_OBJECTS, MAX_WALLS, parseScenarioText, serializeScenario } from './scenario';
import { parseSaveText } from './save';
import { findDuplicateKeys } from './duplicateKeys';

const dustyText = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');
const F = 'dusty.grit.json';
const mutate = (fn: (j: any) => void): string => {
  const j = JSON.parse(dustyText);
  fn(j);
  return JSON.stringify(j);
};
const errorsOf = (text: string): string[] => {
  const r = parseScenarioText(text, F);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.errors;
};

describe('parseScenarioText: good input', () => {
  it('reads the shipped dusty street scenario', () => {
    const r = parseScenarioText(dustyText, F);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.world.map.widthCells).toBe(24);
  });

  it('serialize -> parse -> serialize gives the same text and the same World', () => {
    const r = parseScenarioText(dustyText, F);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const text = serializeScenario(r.world);
    const again = parseScenarioText(text, F);
    if (!again.ok) throw new Error(again.errors.join('\n'));
    expect(again.world).toEqual(r.world);
    expect(serializeScenario(again.world)).toBe(text);
  });
});

describe('parseScenarioText: every bad-input class names file and JSON path', () => {
  it('truncated JSON', () => {
    const [e] = errorsOf(dustyText.slice(0, 500));
    expect(e).toMatch(/^dusty\.grit\.json: \$: not valid JSON/);
  });

  it('a binary file (issue 16 fix 7): the error says so and does not echo the bytes', () => {
    const png = '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR secret-bytes-here';
    const [e] = errorsOf(png);
    expect(e).toMatch(/^dusty\.grit\.json: \$: not valid JSON .*binary file/);
    expect(e).not.toContain('secret-bytes-here');
    expect([...e].filter((ch) => ch.charCodeAt(0) < 0x20)).toEqual([]);
  });

  it('wrong types', () => {
    const errs = errorsOf(mutate((j) => (j.figures[Object.keys(j.figures)[0]].stats.bod = 'strong')));
    expect(errs[0]).toMatch(/^dusty\.grit\.json: \$\.figures\.\w+\.stats\.bod: .*expected number/);
  });

  it('negative sizes', () => {
    const errs = errorsOf(mutate((j) => (j.map.widthCells = -3)));
    expect(errs[0]).toMatch(/^dusty\.grit\.json: \$\.map\.widthCells: -3 is negative/);
  });

  it('enormous sizes are capped at 1000x1000 and the message says so', () => {
    const errs = errorsOf(mutate((j) => (j.map.heightCells = 50000)));
    expect(errs[0]).toBe('dusty.grit.json: $.map.heightCells: 50000 cells is too large: maps are capped at 1000x1000 cells');
  });

  it('dangling ids: a figure on a side that does not exist', () => {
    const errs = errorsOf(mutate((j) => (j.figures[Object.keys(j.figures)[0]].sideId = 'martians')));
    expect(errs[0]).toMatch(/^dusty\.grit\.json: \$\.figures\.\w+\.sideId: side "martians" does not exist$/);
  });

  it('dangling ids: turn order and legend', () => {
    const errs = errorsOf(
      mutate((j) => {
        j.turn = { order: ['ghost'] };
        j.terrain.legend['.'] = 'lava';
      }),
    );
    expect(errs).toContain('dusty.grit.json: $.terrain.legend["."]: terrain type "lava" is not in terrainTypes');
    expect(errs).toContain('dusty.grit.json: $.turn.order[0]: figure "ghost" does not exist');
  });

  it('duplicate ids: a record stored under another record key', () => {
    const errs = errorsOf(mutate((j) => (j.walls.w2.id = 'w1')));
    expect(errs[0]).toBe('dusty.grit.json: $.walls.w2.id: id "w1" differs from its record key "w2" (duplicate or mismatched id)');
  });

  it('terrain rows must match the map size and legend', () => {
    const errs = errorsOf(
      mutate((j) => {
        j.terrain.rows[2] = j.terrain.rows[2].slice(1);
        j.terrain.rows[3] = 'Z' + j.terrain.rows[3].slice(1);
      }),
    );
    expect(errs).toContain('dusty.grit.json: $.terrain.rows[2]: row is 23 cells long but map.widthCells is 24');
    expect(errs).toContain('dusty.grit.json: $.terrain.rows[3]: character "Z" at column 0 is not in terrain.legend');
  });

  it('unknown format', () => {
    expect(errorsOf(mutate((j) => (j.format = 'dd2vtt')))[0]).toBe('dusty.grit.json: $.format: unknown format "dd2vtt"; expected "grit-scenario"');
  });

  it('newer version', () => {
    expect(errorsOf(mutate((j) => (j.version = 7)))[0]).toBe('dusty.grit.json: $.version: version 7 was made by a newer GRIT Table; this one reads up to version 2');
  });

  it('image path escaping the folder (and absolute paths); data URLs pass', () => {
    const bg = (src: string) => mutate((j) => (j.map.background = { src, originInches: { x: 0, y: 0 }, widthInches: 24, heightInches: 16 }));
    expect(errorsOf(bg('../../secret.png'))[0]).toMatch(/^dusty\.grit\.json: \$\.map\.background\.src: "\.\.\/\.\.\/secret\.png" escapes/);
    expect(errorsOf(bg('/etc/passwd'))[0]).toMatch(/absolute path/);
    expect(errorsOf(bg('C:\\maps\\x.png'))[0]).toMatch(/drive path/);
    expect(parseScenarioText(bg('images/street.png'), F).ok).toBe(true);
    expect(parseScenarioText(bg('data:image/png;base64,iVBORw0KGgo='), F).ok).toBe(true);
  });

  it('huge file is refused by size before JSON.parse', () => {
    const huge = ' '.repeat(MAX_FILE_BYTES + 1);
    const [e] = errorsOf(huge);
    expect(e).toMatch(/^dusty\.grit\.json: \$: file is 64\.0 MB; GRIT Table reads files up to 64 MB$/);
  });

  it('a UTF-8 byte-order mark (as Windows Notepad saves) is accepted', () => {
    const r = parseScenarioText('\uFEFF' + dustyText, F);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  it('an Infinity coordinate (1e999 in the file) is "not a finite number", not "got number null"', () => {
    const text = mutate((j) => (Object.values<any>(j.walls)[0].a.x = 123456)).replace('"x":123456', '"x":1e999');
    const id = Object.keys(JSON.parse(dustyText).walls)[0];
    expect(errorsOf(text)).toEqual([`dusty.grit.json: $.walls.${id}.a.x: Infinity is not a finite number`]);
  });

  it('more walls than the cap are refused with the count and the cap, before the records are checked', () => {
    const j = JSON.parse(dustyText);
    for (let i = 0; i <= MAX_WALLS; i++) j.walls[`x${i}`] = 0; // not even walls: the count comes first
    expect(errorsOf(JSON.stringify(j))).toEqual([
      `dusty.grit.json: $.walls: ${MAX_WALLS + 1 + Object.keys(JSON.parse(dustyText).walls).length} walls is more than GRIT Table reads (at most ${MAX_WALLS})`,
    ]);
  });

  it('a saved game is capped the same way, by the path of its scenario', () => {
    const scenario = JSON.parse(dustyText);
    for (let i = 0; i <= MAX_OBJECTS; i++) scenario.objects[`o${i}`] = 0;
    const n = Object.keys(scenario.objects).length;
    const r = parseSaveText(JSON.stringify({ format: 'grit-save', version: 1, seed: 1, commands: [], scenario }), 'g.grit.json');
    expect(r.ok ? [] : r.errors).toEqual([`g.grit.json: $.scenario.objects: ${n} objects is more than GRIT Table reads (at most ${MAX_OBJECTS})`]);
  });

  it('not an object at all', () => {
    expect(errorsOf('[1,2]')[0]).toMatch(/^dusty\.grit\.json: \$: expected a JSON object/);
  });
});

describe('duplicate keys hidden by JSON.parse', () => {
  it('two walls written with the same id are refused with the path of the second', () => {
    const text = dustyText.replace('"walls": {', '"walls": {\n    "w2": { "id": "w2", "kind": "wall", "a": { "x": 0, "y": 0 }, "b": { "x": 1, "y": 0 } },');
    const errs = errorsOf(text);
    expect(errs[0]).toBe('dusty.grit.json: $.walls.w2: key "w2" appears twice in this object (duplicate id); JSON would keep only the last');
  });

  it('keys with escapes and keys inside arrays are tracked by path', () => {
    const errs = errorsOf('{"a":[{"x":1},{"k\\"q":1,"k\\"q":2}]}');
    expect(errs[0]).toBe('dusty.grit.json: $.a[1]["k\\"q"]: key "k\\"q" appears twice in this object (duplicate id); JSON would keep only the last');
    // Keys inside strings and equal keys in sibling objects are not duplicates.
    expect(findDuplicateKeys('{"a":"{\\"b\\":1,\\"b\\":2}","c":{"b":1},"d":{"b":2}}')).toEqual([]);
  });
});
