import { csvCell, csvDocument } from '../utils/csv';
import { addDays, MAX_RANGE_DAYS, presetRange, rangeError, rangeLength } from '../utils/dates';
import { formatReads } from '../utils/format';
import { RANGE_ERRORS } from '../texts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['plain title', 'plain title'],
    ['a, b', '"a, b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['say "hi"', '"say ""hi"""'],
  ])('escapes %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as numbers (a figure is never taken for a formula)', () => {
    expect(csvCell(12)).toBe('12');
    expect(csvCell(0.5)).toBe('0.5');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('separates titled blocks with an empty line, CRLF throughout', () => {
    expect(
      csvDocument([
        { title: 'A', rows: [[1, 'x']] },
        { title: 'B', rows: [] },
      ]),
    ).toBe('A\r\n1,x\r\n\r\nB\r\n');
  });
});

describe('ranges', () => {
  const today = '2026-03-31';

  it('presets end today and count today in', () => {
    expect(presetRange(7, today)).toEqual({ from: '2026-03-25', to: today });
    expect(rangeLength(presetRange(90, today))).toBe(90);
  });

  it.each([
    [{ from: '', to: today }, RANGE_ERRORS.format],
    [{ from: '2026-02-30', to: today }, RANGE_ERRORS.format],
    [{ from: '2026-03-10', to: '2026-03-01' }, RANGE_ERRORS.order],
    [{ from: '2026-03-01', to: '2026-04-01' }, RANGE_ERRORS.future],
    [{ from: addDays(today, -MAX_RANGE_DAYS), to: today }, RANGE_ERRORS.tooLong(MAX_RANGE_DAYS)],
    [{ from: addDays(today, -(MAX_RANGE_DAYS - 1)), to: today }, null],
    [{ from: today, to: today }, null],
  ])('%j: %s', (range, error) => {
    expect(rangeError(range, today)).toBe(error);
  });
});

describe('formatReads', () => {
  it('rounds with the compact notation', () => {
    expect(formatReads(12_345)).toBe('12.3K reads');
    expect(formatReads(999)).toBe('999 reads');
    expect(formatReads(1)).toBe('1 read');
    expect(formatReads(2_500_000)).toBe('2.5M reads');
  });
});
