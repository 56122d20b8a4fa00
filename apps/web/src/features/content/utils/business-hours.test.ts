import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '@pataka/domain/api-types';
import { businessHoursRows, formatTime } from './business-hours.ts';

const day = (open: string, close: string, isClosed = false) => ({ open, close, isClosed });

describe('business hours', () => {
  it("reads '24 Hours' every day when the shop set none or is always open (§9)", () => {
    expect(businessHoursRows(null)).toEqual([{ label: 'Every day', hours: '24 Hours' }]);
    const always = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        day('00:00', '23:59'),
      ]),
    ) as BusinessHours;
    expect(businessHoursRows(always)).toEqual([{ label: 'Every day', hours: '24 Hours' }]);
  });

  it('merges runs of equal days and shows closed days', () => {
    const week = {
      monday: day('09:00', '21:00'),
      tuesday: day('09:00', '21:00'),
      wednesday: day('09:00', '21:00'),
      thursday: day('09:00', '21:00'),
      friday: day('09:00', '21:00'),
      saturday: day('09:00', '13:30'),
      sunday: day('00:00', '00:00', true),
    } as BusinessHours;
    expect(businessHoursRows(week)).toEqual([
      { label: 'Monday – Friday', hours: '9:00 AM – 9:00 PM' },
      { label: 'Saturday', hours: '9:00 AM – 1:30 PM' },
      { label: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('formats 24-hour times for people', () => {
    expect(formatTime('00:15')).toBe('12:15 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('late')).toBe('late');
  });
});
