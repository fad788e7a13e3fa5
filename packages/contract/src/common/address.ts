import { z } from 'zod';
import { SINGLE_LINE_PATTERN } from '../rules/format-check.ts';
import { messages } from '../messages.ts';
import { POSTCODE_PATTERN } from '../rules/address.ts';
import { errorText } from '../i18n/translate.ts';

export const ADDRESS_MAX_LENGTH = 200;
export const DETAIL_ADDRESS_MAX_LENGTH = 100;

/** One line, trimmed; the length is checked after trimming, with the field's own words. */
const lineOfText = () =>
  z
    .string()
    .regex(SINGLE_LINE_PATTERN, { error: errorText(messages.addressSingleLine) })
    .trim();

/**
 * An address typed by hand, when the postcode search cannot load (spec §2.4 주소검색): the rule the address
 * modal checks and the delivery and activation calls will check again.
 */
export const manualAddressSchema = z.object({
  postcode: lineOfText().regex(POSTCODE_PATTERN, { error: errorText(messages.postcodeRule) }),
  address: lineOfText()
    .min(1, { error: errorText(messages.addressRequired) })
    .max(ADDRESS_MAX_LENGTH, { error: errorText(messages.addressFieldTooLong(ADDRESS_MAX_LENGTH)) }),
  detailAddress: lineOfText().max(DETAIL_ADDRESS_MAX_LENGTH, {
    error: errorText(messages.addressFieldTooLong(DETAIL_ADDRESS_MAX_LENGTH)),
  }),
});
export type ManualAddress = z.output<typeof manualAddressSchema>;

/** What the address modal hands back on completion, from the search or typed by hand. */
export interface ChosenAddress {
  /** Five digits. */
  postcode: string;
  /** The road-name address (도로명 주소). */
  address: string;
  /** The lot-number address (지번 주소); empty when typed by hand. */
  jibunAddress: string;
  /** The building's name, when the search knows one. */
  buildingName: string;
  /** Floor, unit and the like; typed by hand only (the search has no such field). */
  detailAddress: string;
  /** True when the address was typed by hand because the search could not load. */
  isManual: boolean;
}
