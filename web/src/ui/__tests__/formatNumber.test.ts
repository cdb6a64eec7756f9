import { formatCompact, formatWhole } from '../formatNumber';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** Every count below 20,000, then every power of ten's neighbourhood and a spread of others. */
function counts(): number[] {
  const values = Array.from({ length: 20_000 }, (_, i) => i);
  for (let power = 4; power <= 18; power += 1) {
    const base = 10 ** power;
    for (const factor of [1, 1.05, 1.15, 1.25, 9.9995, 9.99949, 99.95, 999.95, 999.949])
      for (const delta of [-1, 0, 1]) {
        const n = Math.round(base * factor) + delta;
        if (Number.isSafeInteger(n)) values.push(n);
      }
  }
  let seed = 7;
  for (let i = 0; i < 20_000; i += 1) {
    seed = (seed * 48_271) % 2_147_483_647;
    values.push(Math.floor((seed / 2_147_483_647) * 10 ** (3 + (i % 13))));
  }
  return values;
}

describe('formatNumber', () => {
  it('writes counts as en-US Intl.NumberFormat does, compact with one decimal', () => {
    for (const n of counts()) expect([n, formatCompact(n)]).toEqual([n, compact.format(n)]);
  });

  it('writes whole counts with thousands separators, as en-US does', () => {
    for (const n of counts()) expect([n, formatWhole(n)]).toEqual([n, whole.format(n)]);
  });

  it('leaves what is not a count to Intl', () => {
    expect(formatWhole(1234.5)).toBe('1,234.5');
    expect(formatWhole(-1234)).toBe('-1,234');
    expect(formatCompact(-1234)).toBe('-1.2K');
  });
});
