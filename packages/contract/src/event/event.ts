import type { Message } from '../i18n/translate.ts';
import { z } from 'zod';
import { WIN_POPUP_TYPES } from '../constants.ts';
import { eventTypes, type EventType } from '../enums.ts';
import { flagSchema, listEntitySchema, pageQuerySchema, queryBooleanSchema } from '../envelope.ts';
import { coercedIdSchema } from '../fields.ts';

/** Where an event stands on its dates (Seoul time): before its start, running, or over. Ours. */
export const eventStatuses = ['UPCOMING', 'ONGOING', 'ENDED'] as const;
export type EventStatus = (typeof eventStatuses)[number];
export const eventStatusLabels: Record<EventStatus, Message> = {
  UPCOMING: /*i18n*/ { id: 'eventStatus.UPCOMING', message: '오픈 예정' },
  ONGOING: /*i18n*/ { id: 'eventStatus.ONGOING', message: '진행 중' },
  ENDED: /*i18n*/ { id: 'eventStatus.ENDED', message: '종료' },
};

/**
 * The event page's button, by type; none for a type that takes no entry. NAVER_PAY is a payment-provider
 * promotion: paying with it is the entry, so its page has no button.
 */
export const eventJoinLabels: Record<EventType, Message | null> = {
  BASIC: /*i18n*/ { id: 'eventJoin.BASIC', message: '이벤트 참여하기' },
  DRAW: /*i18n*/ { id: 'eventJoin.DRAW', message: '응모하기' },
  FIRST: /*i18n*/ { id: 'eventJoin.FIRST', message: '선착순 신청하기' },
  ADVANCE_BOOKING: /*i18n*/ { id: 'eventJoin.ADVANCE_BOOKING', message: '사전 알림 신청하기' },
  NAVER_PAY: null,
};

/** Whether a subscriber enters this type on the event page: the types with a button. */
export const isJoinableEventType = (eventType: EventType): boolean => eventJoinLabels[eventType] !== null;

export const eventSchema = z.object({
  eventNo: z.number().int(),
  title: z.string(),
  summary: z.string(),
  eventType: z.enum(eventTypes),
  mainImageUrl: z.string(),
  mainImageUrlMo: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  useFlag: flagSchema,
  mainFlag: flagSchema,
  /** Sanitised HTML describing how winners are drawn; empty for events without a draw. */
  drawContents: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const findEventsRequestSchema = pageQuerySchema.extend({
  mainFlag: flagSchema.optional(),
  useFlag: flagSchema.optional(),
  eventType: z.enum(eventTypes).optional(),
  /** Running or ended events only (ours: the event list's two tabs). */
  status: z.enum(['ONGOING', 'ENDED']).optional(),
  isUser: queryBooleanSchema.default(true),
});
export type FindEventsRequest = z.input<typeof findEventsRequestSchema>;

export const eventListSchema = listEntitySchema(eventSchema);
export type EventList = z.infer<typeof eventListSchema>;

export const winPopupTypeSchema = z.union(WIN_POPUP_TYPES.map((type) => z.literal(type)));
export type WinPopupType = (typeof WIN_POPUP_TYPES)[number];

/** One event's page. */
export const eventDetailSchema = eventSchema.extend({
  /** Sanitised HTML of the page body. */
  content: z.string(),
  status: z.enum(eventStatuses),
  isJoinable: z.boolean(),
  /** FIRST: how many entries it takes; null for other types. */
  capacity: z.number().int().nullable(),
  /** DRAW: how many winners are drawn; null for other types. */
  winnerCount: z.number().int().nullable(),
  /** DRAW: when the winners were drawn (Seoul time); null until then. */
  drawnAt: z.string().nullable(),
  /** The picture of the win popup a winner sees (spec §2.4: 1, 3 or 6). */
  winPopupType: winPopupTypeSchema,
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const findEventRequestSchema = z.object({ id: coercedIdSchema });
export const findEventQuerySchema = z.object({ isUser: queryBooleanSchema.default(true) });

/** A preview link's signature and end, as staff get it from the console (docs/events.md). */
export const previewEventQuerySchema = z.object({
  expires: z.coerce.number<number>().int().min(0).max(Number.MAX_SAFE_INTEGER),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, '미리보기 서명'),
});
export type PreviewEventQuery = z.input<typeof previewEventQuerySchema>;
