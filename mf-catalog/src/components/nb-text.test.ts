import { describe, expect, it } from 'vitest';
import { dayMonthText, dayMonthYearText, oneDecimalText } from './nb-text';

describe('nb-NO texts without Intl', () => {
  it('write dates as nb-NO date formatting does, every month', () => {
    const dayMonth = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long' });
    const full = new Intl.DateTimeFormat('nb-NO', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const time = new Date(2026, month, day, 12).getTime();
        expect(dayMonthText(time)).toBe(dayMonth.format(time));
        expect(dayMonthYearText(time)).toBe(full.format(time));
      }
    }
  });

  it('write a rating with one decimal as nb-NO number formatting does', () => {
    const rating = new Intl.NumberFormat('nb-NO', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    for (let hundredths = 100; hundredths <= 500; hundredths++) {
      expect(oneDecimalText(hundredths / 100)).toBe(rating.format(hundredths / 100));
    }
    for (const [sum, count] of [
      [13, 3],
      [22, 7],
      [9, 2],
      [41, 9],
    ] as const) {
      expect(oneDecimalText(sum / count)).toBe(rating.format(sum / count));
    }
  });
});
