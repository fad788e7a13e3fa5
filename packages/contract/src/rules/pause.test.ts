import { describe, expect, it } from 'vitest';
import { PAUSE_RULES } from '../constants.ts';
import { messages } from '../messages.ts';
import { pauseDaysLeft, pauseFeeOf, pauseRefusal } from './pause.ts';

// The pause rules (docs/self-care-rules.md) on Friday 27 November 2026, each case worked by hand.

const TODAY = '2026-11-27';

describe('pauseRefusal', () => {
  it.each([
    ['today for one day', { startsOn: TODAY, endsOn: TODAY }, [], undefined],
    ['90 days from today', { startsOn: TODAY, endsOn: '2027-02-24' }, [], undefined],
    ['91 days', { startsOn: TODAY, endsOn: '2027-02-25' }, [], messages.pauseTooLong(90)],
    ['yesterday', { startsOn: '2026-11-26', endsOn: TODAY }, [], messages.pauseStartsBeforeToday],
    ['booked 30 days ahead', { startsOn: '2026-12-27', endsOn: '2026-12-31' }, [], undefined],
    [
      'booked 31 days ahead',
      { startsOn: '2026-12-28', endsOn: '2026-12-31' },
      [],
      messages.pauseStartsTooLate(30),
    ],
    [
      'ending before it starts',
      { startsOn: '2026-12-02', endsOn: '2026-12-01' },
      [],
      messages.pauseEndsBeforeStart,
    ],
    [
      'a third within 365 days',
      { startsOn: TODAY, endsOn: TODAY },
      [
        { from: '2026-01-05', until: '2026-01-10' },
        { from: '2026-06-01', until: '2026-06-03' },
      ],
      messages.pauseTooOften(2),
    ],
    [
      'a third once the first has left the window',
      { startsOn: TODAY, endsOn: TODAY },
      [
        { from: '2025-11-20', until: '2025-11-26' },
        { from: '2026-06-01', until: '2026-06-03' },
      ],
      undefined,
    ],
    [
      // Window ending 27 Nov 2026 starts 28 Nov 2025: the earlier pause's last day 27 Nov 2025 is out of it.
      'a second whose window just misses a first',
      { startsOn: TODAY, endsOn: TODAY },
      [
        { from: '2025-11-01', until: '2025-11-27' },
        { from: '2026-03-01', until: '2026-03-05' },
      ],
      undefined,
    ],
  ] as const)('%s', (_case, asked, earlier, refusal) => {
    expect(pauseRefusal(asked, earlier, TODAY)).toEqual(refusal);
  });

  it('counts days in any 365-day window, whichever day of the new pause it ends on', () => {
    // With 3 pauses allowed and 100 days, 60 + 30 days paused in the window leave 10.
    const rules = { ...PAUSE_RULES, maxTimes: 3, maxDaysInWindow: 100 };
    const earlier = [
      { from: '2026-01-01', until: '2026-03-01' },
      { from: '2026-08-01', until: '2026-08-30' },
    ];
    expect(pauseDaysLeft(earlier, TODAY, rules)).toBe(10);
    expect(pauseRefusal({ startsOn: TODAY, endsOn: '2026-12-06' }, earlier, TODAY, rules)).toBeUndefined();
    expect(pauseRefusal({ startsOn: TODAY, endsOn: '2026-12-07' }, earlier, TODAY, rules)).toEqual(
      messages.pauseTooManyDays(100, 10),
    );
  });
});

describe('pauseFeeOf', () => {
  it('bills each month its paused days of 3,500 before VAT, then VAT, as the bill does', () => {
    // November: 4 days of 30: 3,500 × 4/30 = 466 (466.6) + VAT 46 = 512.
    // December: 10 days of 31: 3,500 × 10/31 = 1,129 (1,129.03) + VAT 112 = 1,241. 512 + 1,241 = 1,753.
    expect(pauseFeeOf({ startsOn: TODAY, endsOn: '2026-12-10' })).toBe(1_753);
    // A whole month is the advertised fee.
    expect(pauseFeeOf({ startsOn: '2026-12-01', endsOn: '2026-12-31' })).toBe(PAUSE_RULES.monthlyFeeWon);
  });
});
