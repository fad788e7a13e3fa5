import { CUSTOMER_CENTER_HOURS, formatWon } from '@mvno/contract';

/** The monthly fee as a customer reads it: 0 is 무료. */
export function formatMonthlyFee(amount: number): string {
  return amount === 0 ? '무료' : `월 ${formatWon(amount)}`;
}

/** Blank lines separate paragraphs; single line breaks stay inside a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export const customerCenterHoursText = `평일 ${CUSTOMER_CENTER_HOURS.map(({ from, to }) => `${from}~${to}`).join(', ')} (주말·공휴일 휴무)`;

export function addServiceListHrefOf(categoryNo: number | undefined): string {
  return categoryNo === undefined ? '/add-service/all' : `/add-service/all?categoryNo=${categoryNo}`;
}
