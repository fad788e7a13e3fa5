import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CUSTOMER_CENTER_HOURS, formatWon } from '@mvno/contract';

/** The monthly fee as a customer reads it, in the page's language: 0 is 무료, else '월 3,300원'. */
export function formatMonthlyFee(amount: number): string {
  if (amount === 0) return i18n._(msg`무료`);
  const fee = formatWon(amount);
  return i18n._(msg`월 ${fee}`);
}

/** Blank lines separate paragraphs; single line breaks stay inside a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** The customer centre's hours in the page's language: '평일 09:00~12:00, 13:00~18:00 (주말·공휴일 휴무)'. */
export function customerCenterHoursText(): string {
  const hours = CUSTOMER_CENTER_HOURS.map(({ from, to }) => `${from}~${to}`).join(', ');
  return i18n._(msg`평일 ${hours} (주말·공휴일 휴무)`);
}

export function addServiceListHrefOf(categoryNo: number | undefined): string {
  return categoryNo === undefined ? '/add-service/all' : `/add-service/all?categoryNo=${categoryNo}`;
}
