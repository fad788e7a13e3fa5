import { describe, expect, it } from 'vitest';
import { manualAddressSchema } from '../common/address.ts';
import { textOf } from '../i18n/translate.ts';
import { messages } from '../messages.ts';

describe('the postcode rule', () => {
  const isPostcode = (postcode: string) =>
    manualAddressSchema.safeParse({ postcode, address: '서울특별시 강남구 테헤란로 152', detailAddress: '' })
      .success;

  it.each([
    ['06236', true, 'five digits'],
    [' 06236 ', true, 'surrounding spaces'],
    ['0623', false, 'four digits'],
    ['062366', false, 'six digits'],
    ['135-080', false, 'the six-digit form before 2015'],
    ['O6236', false, 'a letter O'],
    ['０６２３６', false, 'full-width digits'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, expected) => {
    expect(isPostcode(value)).toBe(expected);
  });
});

describe('manualAddressSchema', () => {
  const valid = { postcode: '06236', address: '서울특별시 강남구 테헤란로 152', detailAddress: '12층' };

  it('keeps a valid address, trimmed', () => {
    expect(
      manualAddressSchema.parse({
        postcode: ' 06236',
        address: ` ${valid.address} `,
        detailAddress: ' 12층 ',
      }),
    ).toEqual(valid);
  });

  it('takes an address without detail', () => {
    expect(manualAddressSchema.parse({ ...valid, detailAddress: '' }).detailAddress).toBe('');
  });

  it.each([
    [{ postcode: '1234' }, 'postcode', textOf(messages.postcodeRule)],
    [{ postcode: '12a45' }, 'postcode', textOf(messages.postcodeRule)],
    [{ address: '   ' }, 'address', textOf(messages.addressRequired)],
    [{ address: '가'.repeat(201) }, 'address', textOf(messages.addressFieldTooLong(200))],
    [{ detailAddress: '가'.repeat(101) }, 'detailAddress', textOf(messages.addressFieldTooLong(100))],
    [{ address: '서울\n강남구' }, 'address', undefined],
    [{ detailAddress: '101동\u0000' }, 'detailAddress', undefined],
  ])('refuses %j at %s', (change, field, message) => {
    const result = manualAddressSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual([field]);
    if (message !== undefined) expect(issue?.message).toBe(message);
  });
});
