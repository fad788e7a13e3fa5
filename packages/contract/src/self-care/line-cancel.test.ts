import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { lineCancelRefusal, type LineCancelFacts } from './line-cancel.ts';

const open: LineCancelFacts = {
  lineStatus: 'ACTIVE',
  isChangeUnderWay: false,
  isLastOfAccount: true,
  accountPayMethod: 'CN',
};

describe('whether a line can be cancelled online', () => {
  it.each<[string, Partial<LineCancelFacts>, ReturnType<typeof lineCancelRefusal>]>([
    ['an active line paid by card', {}, undefined],
    ['a line paid by bank transfer', { accountPayMethod: 'RA' }, undefined],
    ['a paused line', { lineStatus: 'PAUSED' }, undefined],
    ['a line reported lost', { lineStatus: 'LOST' }, undefined],
    ['a line already ended', { lineStatus: 'TERMINATED' }, messages.lineCancelTerminated],
    ['a line with a change under way', { isChangeUnderWay: true }, messages.lineChangeUnderWay],
    [
      'the last line of an account paid by phone',
      { accountPayMethod: 'MC' },
      messages.lineCancelNeedsAutoPay,
    ],
    [
      'a line paid by phone with another on its account',
      { accountPayMethod: 'MC', isLastOfAccount: false },
      undefined,
    ],
    [
      'an ended line with a change under way',
      { lineStatus: 'TERMINATED', isChangeUnderWay: true },
      messages.lineCancelTerminated,
    ],
  ])('%s', (_what, facts, refusal) => {
    expect(lineCancelRefusal({ ...open, ...facts })).toEqual(refusal);
  });
});
