import { describe, expect, it } from 'vitest';
import { textOf } from '../i18n/translate.ts';
import { billPaymentAmountRefusal, billPaymentFormSchema, typedWon } from './bill-pay.ts';

describe('what may be paid now', () => {
  it.each([
    [47_850, 47_850, undefined],
    [1_000, 47_850, undefined],
    [999, 47_850, '나눠 낼 때는 한 번에 1,000원 이상 내 주세요.'],
    [47_851, 47_850, '지금 낼 요금(47,850원)보다 많이 낼 수는 없어요.'],
    [500, 500, undefined],
    [499, 500, '나눠 낼 때는 한 번에 500원 이상 내 주세요.'],
    [1_000, 0, '지금 낼 요금이 없어요.'],
  ])('%i won of %i owed: %s', (amount, owed, refusal) => {
    const message = billPaymentAmountRefusal(amount, owed);
    expect(message === undefined ? undefined : textOf(message)).toBe(refusal);
  });
});

describe('won as typed', () => {
  it.each([
    ['12000', 12_000],
    ['12,000', 12_000],
    [' 12 000 ', 12_000],
    ['', Number.NaN],
    ['12.5', Number.NaN],
    ['-1000', Number.NaN],
    ['1e5', Number.NaN],
    ['１２０００', Number.NaN],
    ['9999999999', Number.NaN],
  ])('%j reads as %d', (typed, won) => {
    expect(typedWon(typed)).toBe(won);
  });
});

describe('the pay-now form', () => {
  const schema = billPaymentFormSchema(47_850);

  it('pays the whole amount owed whatever the part field holds', () => {
    expect(schema.parse({ scope: 'WHOLE', partAmount: 'abc', payMethod: 'CN' })).toEqual({
      amount: 47_850,
      payMethod: 'CN',
    });
  });

  it('pays the part typed, checked as the server checks it', () => {
    expect(schema.parse({ scope: 'PART', partAmount: '20,000', payMethod: 'RA' })).toEqual({
      amount: 20_000,
      payMethod: 'RA',
    });
    const tooMuch = schema.safeParse({ scope: 'PART', partAmount: '50000', payMethod: 'MC' });
    expect(tooMuch.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['partAmount', '지금 낼 요금(47,850원)보다 많이 낼 수는 없어요.'],
    ]);
    const empty = schema.safeParse({ scope: 'PART', partAmount: '', payMethod: 'MC' });
    expect(empty.error?.issues[0]?.message).toBe('낼 금액을 숫자로 입력해 주세요.');
  });
});
