import { formatLongDate, formatShortDate } from '../formatDate';

const intl = (month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-US', { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe('formatShortDate and formatLongDate', () => {
  it("write every month's day as en-US does at UTC", () => {
    for (let month = 0; month < 12; month += 1) {
      for (const iso of [
        new Date(Date.UTC(2020, month, 1)).toISOString(),
        new Date(Date.UTC(2026, month, 28, 23, 59, 59)).toISOString(),
      ]) {
        expect(formatShortDate(iso)).toBe(intl('short').format(new Date(iso)));
        expect(formatLongDate(iso)).toBe(intl('long').format(new Date(iso)));
      }
    }
    expect(formatShortDate('2020-03-05T00:00:00.000Z')).toBe('Mar 5, 2020');
    expect(formatLongDate('2020-03-05T23:30:00.000Z')).toBe('March 5, 2020');
  });
});
