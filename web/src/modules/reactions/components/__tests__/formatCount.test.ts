import { formatCount } from '../../format';

describe('formatCount', () => {
  it('writes every count under ten thousand as en-US does', () => {
    for (let n = 0; n < 10_000; n += 1) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('shortens larger counts to one decimal of thousands or millions', () => {
    expect(formatCount(10_000)).toBe('10.0k');
    expect(formatCount(12_345)).toBe('12.3k');
    expect(formatCount(123_456)).toBe('123k');
    expect(formatCount(2_345_678)).toBe('2.3M');
  });
});
