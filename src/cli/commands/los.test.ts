import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { main } from '../main';
import { fakeContext } from '../context';

const dusty = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');
const cabin = readFileSync('test/fixtures/io/cabin.dd2vtt', 'utf8');

async function losJson(files: Record<string, string>, file: string, from: string, to: string) {
  const ctx = fakeContext(files);
  expect(await main(['los', file, from, to, '--json'], ctx)).toBe(0);
  return JSON.parse(ctx.out.join('\n')) as { los: boolean; hidden: number; cover: string; concealment: string; distanceInches: number };
}

describe('grit los', () => {
  it('G-LOS-1 open street between figures: LOS, no cover, distance in inches', async () => {
    const r = await losJson({ 'd.json': dusty }, 'd.json', 'marshal', 'kid');
    expect(r).toEqual({ los: true, hidden: 0, cover: 'none', concealment: 'none', distanceInches: 15 });
  });

  it('G-LOS-1 / G-COV-1 a cell inside the closed saloon is fully covered from the street, both ways', async () => {
    const a = await losJson({ 'd.json': dusty }, 'd.json', 'slim', '5,2');
    expect(a).toMatchObject({ los: false, hidden: 1, cover: 'full' });
    const b = await losJson({ 'd.json': dusty }, 'd.json', '5,2', 'slim');
    expect(b.los).toBe(false);
  });

  it('G-LOS-1 a window does not block: cells through the saloon window see each other', async () => {
    // win1 spans x 4..5 on the wall y = 5.
    const r = await losJson({ 'd.json': dusty }, 'd.json', '4,3', '4,7');
    expect(r.los).toBe(true);
    const wall = await losJson({ 'd.json': dusty }, 'd.json', '3,3', '3,7');
    expect(wall.los).toBe(false);
  });

  it('G-LOS-1 on an imported .dd2vtt: closed door and high object block, the window does not', async () => {
    const ctx = fakeContext({ 'cabin.dd2vtt': cabin });
    expect(await main(['import', 'cabin.dd2vtt', '-o', 'cabin.grit.json'], ctx)).toBe(0);
    const files = { 'cabin.grit.json': ctx.files.get('cabin.grit.json')! };
    expect((await losJson(files, 'cabin.grit.json', '4,1', '4,5')).los).toBe(false); // closed door d1
    expect((await losJson(files, 'cabin.grit.json', '3,1', '3,5')).los).toBe(false); // wall
    expect((await losJson(files, 'cabin.grit.json', '6,1', '9,1')).los).toBe(true); // window
    expect(await losJson(files, 'cabin.grit.json', '7,4', '9,4')).toMatchObject({ los: false, cover: 'full' }); // high obstacle
  });

  it('plain text output names the result', async () => {
    const ctx = fakeContext({ 'd.json': dusty });
    expect(await main(['los', 'd.json', 'marshal', 'kid'], ctx)).toBe(0);
    expect(ctx.out[0]).toBe('marshal -> kid: line of sight');
    expect(ctx.out[1]).toMatch(/hidden 0%, cover none/);
  });

  it('bad input: unknown figure, cell off the map, wrong arguments, broken file → exit 1 with file: path: message', async () => {
    const ctx = fakeContext({ 'd.json': dusty, 'bad.json': '{"format":' });
    expect(await main(['los', 'd.json', 'marshal', 'nobody'], ctx)).toBe(1);
    expect(ctx.err.at(-1)).toMatch(/^d\.json: \$\.figures: no figure "nobody"/);
    expect(await main(['los', 'd.json', '99,1', 'kid'], ctx)).toBe(1);
    expect(ctx.err.at(-1)).toBe('d.json: $.map: cell 99,1 is outside the 24x16 map');
    expect(await main(['los', 'd.json', 'kid'], ctx)).toBe(1);
    expect(ctx.err.at(-1)).toMatch(/^usage: grit los/);
    expect(await main(['los', 'bad.json', 'a', 'b'], ctx)).toBe(1);
    expect(ctx.err.at(-1)).toMatch(/^bad\.json: \$/);
  });
});
