import { describe, expect, it } from 'vitest';
import { cssPxPerInch, displayKey, loadCalibration, pxPerInchFromDiagonal, pxPerInchFromRuler, saveCalibration, type CalibrationStore } from './calibration';

function memoryStore(): CalibrationStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('table calibration (issue 7 true scale)', () => {
  it('a 55" 3840×2160 TV gives 80.1 px/inch', () => {
    expect(pxPerInchFromDiagonal(55, 3840, 2160).toFixed(1)).toBe('80.1');
  });

  it('a 27" 2560×1440 monitor gives 108.8 px/inch, and the OS scale factor halves CSS px', () => {
    expect(pxPerInchFromDiagonal(27, 2560, 1440)).toBeCloseTo(108.79, 2);
    expect(cssPxPerInch({ method: 'diagonal', diagonalInches: 55, widthPx: 3840, heightPx: 2160 }, 2)).toBeCloseTo(40.05, 2);
  });

  it('ruler: a 400 px bar over 5" is 80 px/inch', () => {
    expect(pxPerInchFromRuler(400, 5)).toBe(80);
    expect(cssPxPerInch({ method: 'ruler', cssPxPerInch: 80 }, 2)).toBe(80);
  });

  it('refuses non-positive sizes with a message naming them', () => {
    expect(() => pxPerInchFromDiagonal(0, 3840, 2160)).toThrow(/diagonal 0"/);
    expect(() => pxPerInchFromRuler(-3, 5)).toThrow(/bar -3 px/);
  });

  it('stores per display: two displays keep their own calibration; damaged entries read as none', () => {
    const store = memoryStore();
    const tv = displayKey('42', 3840, 2160, 1);
    const laptop = displayKey(null, 1440, 900, 2);
    expect(tv).not.toBe(laptop);
    saveCalibration(store, tv, { method: 'diagonal', diagonalInches: 55, widthPx: 3840, heightPx: 2160 });
    saveCalibration(store, laptop, { method: 'ruler', cssPxPerInch: 63.5 });
    expect(loadCalibration(store, tv)).toEqual({ method: 'diagonal', diagonalInches: 55, widthPx: 3840, heightPx: 2160 });
    expect(loadCalibration(store, laptop)).toEqual({ method: 'ruler', cssPxPerInch: 63.5 });
    store.data.set(tv, '{"method":"ruler","cssPxPerInch":-1}');
    expect(loadCalibration(store, tv)).toBeNull();
    store.data.set(tv, '{not json');
    expect(loadCalibration(store, tv)).toBeNull();
  });
});
