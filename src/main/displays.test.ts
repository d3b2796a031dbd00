import { describe, expect, it } from 'vitest';
import { chooseTableDisplay, describeDisplays, tableViewUrl } from './displays';

const laptop = { id: 1, bounds: { x: 0, y: 0, width: 1440, height: 900 }, size: { width: 1440, height: 900 }, scaleFactor: 2 };
const tv = { id: 7, label: 'LG TV', bounds: { x: 1440, y: 0, width: 3840, height: 2160 }, size: { width: 3840, height: 2160 }, scaleFactor: 1 };
const projector = { id: 9, bounds: { x: 5280, y: 0, width: 1920, height: 1080 }, size: { width: 1920, height: 1080 }, scaleFactor: 1 };

describe('table window display choice (issue 7)', () => {
  it('defaults to the first non-primary display', () => {
    expect(chooseTableDisplay([laptop, tv, projector], 1)?.id).toBe(7);
  });
  it('takes the chosen display when it exists, else the default; the primary when alone', () => {
    expect(chooseTableDisplay([laptop, tv, projector], 1, '9')?.id).toBe(9);
    expect(chooseTableDisplay([laptop, tv, projector], 1, '404')?.id).toBe(7);
    expect(chooseTableDisplay([laptop], 1)?.id).toBe(1);
  });
  it('describes displays in device pixels for the calibration', () => {
    expect(describeDisplays([laptop, tv], 1)).toEqual([
      { id: '1', label: 'Display 1', primary: true, widthPx: 2880, heightPx: 1800, scaleFactor: 2 },
      { id: '7', label: 'LG TV', primary: false, widthPx: 3840, heightPx: 2160, scaleFactor: 1 },
    ]);
  });
  it('the table URL is the same bundle with ?view=table and the display id', () => {
    expect(tableViewUrl('app://grit', '7')).toBe('app://grit/index.html?view=table&display=7');
  });
});
