import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { numberChangeRefusal, numberReserveRequestSchema, numberSearchQuerySchema } from './number-change.ts';

const active = {
  lineStatus: 'ACTIVE' as const,
  isChangeUnderWay: false,
  lastChangedOn: null,
  today: '2026-11-27',
};

describe('whether a line’s number can change', () => {
  it.each<
    [string, Partial<Parameters<typeof numberChangeRefusal>[0]>, ReturnType<typeof numberChangeRefusal>]
  >([
    ['an active line never changed', {}, undefined],
    ['a terminated line', { lineStatus: 'TERMINATED' }, messages.numberChangeTerminated],
    ['a paused line', { lineStatus: 'PAUSED' }, messages.numberChangeWhilePaused],
    ['a lost line', { lineStatus: 'LOST' }, messages.numberChangeWhilePaused],
    ['a line with a change under way', { isChangeUnderWay: true }, messages.lineChangeUnderWay],
    [
      'changed 29 days ago',
      { lastChangedOn: '2026-10-29' },
      messages.numberChangeTooSoon('2026년 11월 28일'),
    ],
    ['changed 30 days ago', { lastChangedOn: '2026-10-28' }, undefined],
  ])('%s', (_what, facts, refusal) => {
    expect(numberChangeRefusal({ ...active, ...facts })).toEqual(refusal);
  });

  it.each<[string, unknown, boolean]>([
    ['four digits', { lastFour: '0000' }, true],
    ['three digits', { lastFour: '258' }, false],
    ['letters', { lastFour: '25a0' }, false],
  ])('a search: %s', (_what, query, isValid) => {
    expect(numberSearchQuerySchema.safeParse(query).success).toBe(isValid);
  });

  it.each<[string, unknown, boolean]>([
    ['a mobile number', { userLineNo: 1, serviceNumber: '010-3141-2580' }, true],
    ['a landline', { userLineNo: 1, serviceNumber: '02-3141-2580' }, false],
  ])('a hold: %s', (_what, body, isValid) => {
    expect(numberReserveRequestSchema.safeParse(body).success).toBe(isValid);
  });
});
