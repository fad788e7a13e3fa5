import type { Message } from '../i18n/translate.ts';
// Enumerations of spec §3 — the kinds of event.

export const eventTypes = ['BASIC', 'DRAW', 'FIRST', 'ADVANCE_BOOKING', 'NAVER_PAY'] as const;
export type EventType = (typeof eventTypes)[number];
export const eventTypeLabels: Record<EventType, Message> = {
  BASIC: /*i18n*/ { id: 'eventType.BASIC', message: '일반' },
  DRAW: /*i18n*/ { id: 'eventType.DRAW', message: '추첨' },
  FIRST: /*i18n*/ { id: 'eventType.FIRST', message: '선착순' },
  ADVANCE_BOOKING: /*i18n*/ { id: 'eventType.ADVANCE_BOOKING', message: '사전예약' },
  NAVER_PAY: /*i18n*/ { id: 'eventType.NAVER_PAY', message: '네이버페이' },
};
