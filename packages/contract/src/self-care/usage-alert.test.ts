import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { dataAlertsDue, usageAlertRefusal, usageAlertRequestSchema } from './usage-alert.ts';

describe('which data alerts are due', () => {
  it.each<[string, number[], number, number[], number[]]>([
    ['none chosen', [], 95, [], []],
    ['below the first', [50, 80], 49, [], []],
    ['at the first', [50, 80], 50, [], [50]],
    ['two passed at once', [50, 80, 100], 85, [], [50, 80]],
    ['one texted already', [50, 80, 100], 85, [50], [80]],
    ['all texted', [50, 80], 120, [50, 80], []],
    ['chosen out of order', [100, 50], 100, [], [50, 100]],
  ])('%s', (_what, chosen, used, alerted, due) => {
    expect(dataAlertsDue(chosen, used, alerted)).toEqual(due);
  });
});

describe('whether alerts and a cap can be set', () => {
  it.each<[string, Parameters<typeof usageAlertRefusal>[0], ReturnType<typeof usageAlertRefusal>]>([
    [
      'a line with limited data',
      { isTerminated: false, isDataUnlimited: false, dataAlertPercents: [80] },
      undefined,
    ],
    [
      'unlimited data with no alert',
      { isTerminated: false, isDataUnlimited: true, dataAlertPercents: [] },
      undefined,
    ],
    [
      'unlimited data with an alert',
      { isTerminated: false, isDataUnlimited: true, dataAlertPercents: [80] },
      messages.dataAlertUnlimited,
    ],
    [
      'a terminated line',
      { isTerminated: true, isDataUnlimited: false, dataAlertPercents: [] },
      messages.usageSettingsTerminated,
    ],
  ])('%s', (_what, facts, refusal) => {
    expect(usageAlertRefusal(facts)).toEqual(refusal);
  });

  it.each<[string, unknown, boolean]>([
    ['the shares and a tier', { dataAlertPercents: [50, 100], spendingCap: 30_000 }, true],
    ['no alert and no cap', { dataAlertPercents: [], spendingCap: null }, true],
    ['a share not offered', { dataAlertPercents: [70], spendingCap: null }, false],
    ['a share twice', { dataAlertPercents: [90, 90], spendingCap: null }, false],
    ['a cap not offered', { dataAlertPercents: [], spendingCap: 7_000 }, false],
    ['a cap of a fraction', { dataAlertPercents: [], spendingCap: 5_000.5 }, false],
  ])('the request: %s', (_what, body, isValid) => {
    expect(usageAlertRequestSchema.safeParse(body).success).toBe(isValid);
  });
});
