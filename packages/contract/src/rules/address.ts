/** A Korean postcode (우편번호, the 국가기초구역 number since 2015): five digits. */
export const POSTCODE_PATTERN = /^\d{5}$/;
