import type { Event, WinPopupType } from '@mvno/contract';
import { sanitizeHtml } from '../shared/sanitize-html.ts';
import type { Database } from '../db/client.ts';
import { and, eq, inArray } from 'drizzle-orm';
import {
  NAME_CONTEXT,
  PHONE_CONTEXT,
  type EventEntryService,
} from '../features/event/event-entry.service.ts';
import type { FieldEncryption } from '../shared/field-encryption.ts';
import { userLines, users } from '../db/schema/account.ts';
import { eventEntries, events } from '../db/schema/event.ts';
import { requireValue } from './require-value.ts';

export type EventKey =
  | 'NAVER_PAY'
  | 'THANKS_DRAW'
  | 'FIRST_USIM'
  | 'FRIEND'
  | 'PREORDER'
  | 'SUMMER'
  | 'YEAR_END_DRAFT'
  | 'NEW_YEAR_2028'
  | 'AUTUMN_DRAW';

export interface EventSeed extends Pick<Event, 'title' | 'summary' | 'eventType' | 'useFlag' | 'mainFlag'> {
  key: EventKey;
  /** File name in the file server's events folder, without extension; the mobile variant adds '-mo'. */
  image: string;
  /** Page body, HTML (sanitised when seeded). */
  content: string;
  drawContents: string;
  startAt: string;
  endAt: string;
  displayOrder: number;
  /** FIRST: entries taken. */
  capacity?: number;
  /** DRAW: winners drawn. */
  winnerCount?: number;
  winPopupType?: WinPopupType;
}

/** Events are 600×400 on desktop and 600×600 on mobile. */
export const EVENT_IMAGE_WIDTH = 600;
export const EVENT_IMAGE_HEIGHT = 400;

export const eventSeeds: EventSeed[] = [
  {
    key: 'NAVER_PAY',
    title: '네이버페이로 첫 달 요금 내면 최대 1만 포인트',
    summary: '바로모바일 개통 후 첫 달 요금을 네이버페이로 결제하면 포인트를 드려요.',
    eventType: 'NAVER_PAY',
    image: 'event-naverpay',
    useFlag: 'Y',
    mainFlag: 'Y',
    content:
      '<h3>참여 방법</h3><ol><li>바로모바일 요금제로 개통해 주세요.</li><li>마이페이지 &gt; 납부방법 변경에서 네이버페이를 등록해 주세요.</li><li>첫 달 요금이 네이버페이로 결제되면 다음 달 10일에 포인트가 지급됩니다.</li></ol><p>요금제 월정액 2만 원 이상은 1만 포인트, 2만 원 미만은 5천 포인트를 드려요.</p>',
    drawContents: '',
    startAt: '2026-10-01T00:00:00+09:00',
    endAt: '2027-12-31T23:59:59+09:00',
    displayOrder: 1,
  },
  {
    key: 'THANKS_DRAW',
    title: '가입 고객 감사 경품 추첨',
    summary: '이벤트 기간에 개통한 모든 고객께 최신 태블릿과 커피 쿠폰 추첨 기회를 드려요.',
    eventType: 'DRAW',
    image: 'event-draw',
    useFlag: 'Y',
    mainFlag: 'Y',
    content:
      '<h3>경품 안내</h3><ul><li>1등 (3명): 최신 태블릿</li><li>2등 (30명): 무선 이어폰</li><li>3등 (300명): 카페 아메리카노 쿠폰</li></ul><p>응모는 이벤트 페이지에서 응모하기 버튼을 눌러 주세요.</p>',
    drawContents:
      '<h4>추첨 방법</h4><p>응모 고객 가운데 전산 무작위 추첨으로 당첨자를 뽑아요.</p><ul><li>당첨자 발표: 매월 10일, 이벤트 페이지와 문자로 안내</li><li>경품은 발표 후 14일 안에 문자 쿠폰 또는 택배로 보내 드려요.</li><li>제세공과금(22%)은 당첨자 부담이며, 5만 원 초과 경품에만 해당해요.</li></ul>',
    startAt: '2026-11-01T00:00:00+09:00',
    endAt: '2027-12-31T23:59:59+09:00',
    displayOrder: 10,
    winnerCount: 333,
    winPopupType: 6,
  },
  {
    key: 'FIRST_USIM',
    title: '선착순 1,000명 유심비 무료',
    summary: '매달 먼저 신청한 1,000분께 유심을 무료로 보내 드려요.',
    eventType: 'FIRST',
    image: 'event-first-usim',
    useFlag: 'Y',
    mainFlag: 'Y',
    content:
      '<h3>혜택</h3><p>NFC 유심(4,400원)을 무료로 보내 드려요. 매달 1일 0시에 1,000명 한정으로 다시 열려요.</p><p>신청은 <a href="https://www.baromobile.example/usim">유심 구매</a> 화면에서 할 수 있어요.</p>',
    drawContents: '',
    startAt: '2026-11-10T00:00:00+09:00',
    endAt: '2027-12-31T23:59:59+09:00',
    displayOrder: 10,
    capacity: 1000,
  },
  {
    key: 'FRIEND',
    title: '친구 추천하고 커피 쿠폰 받기',
    summary: '추천한 친구가 개통하면 두 분 모두에게 커피 쿠폰을 드려요.',
    eventType: 'BASIC',
    image: 'event-friend',
    useFlag: 'Y',
    mainFlag: 'Y',
    content:
      '<h3>참여 방법</h3><p>아래 이벤트 참여하기를 누른 뒤, 친구가 개통할 때 추천인 번호에 내 휴대폰 번호를 입력하면 끝!</p><ul><li>추천 1건마다 아메리카노 쿠폰 1장</li><li>한 달 최대 5장까지 받을 수 있어요.</li></ul>',
    drawContents: '',
    startAt: '2026-09-01T00:00:00+09:00',
    endAt: '2027-12-31T23:59:59+09:00',
    displayOrder: 10,
  },
  {
    key: 'PREORDER',
    title: '자급제폰 사전예약 고객 데이터 2배',
    summary: '신제품 자급제폰을 사전예약하고 바로모바일로 개통하면 3개월간 데이터를 2배로 드려요.',
    eventType: 'ADVANCE_BOOKING',
    image: 'event-preorder',
    useFlag: 'Y',
    mainFlag: 'N',
    content:
      '<h3>혜택</h3><p>사전예약 후 개통하면 3개월 동안 요금제 기본 데이터를 2배로 드려요.</p><p>무제한 요금제는 혜택 대상에서 빠져요.</p>',
    drawContents: '',
    startAt: '2026-11-15T00:00:00+09:00',
    endAt: '2027-12-31T23:59:59+09:00',
    displayOrder: 10,
  },
  {
    key: 'SUMMER',
    title: '여름휴가 데이터 2배 이벤트',
    summary: '여름휴가 기간 동안 데이터를 2배로 드렸던 이벤트예요.',
    eventType: 'BASIC',
    image: 'event-summer',
    useFlag: 'Y',
    mainFlag: 'N',
    content: '<p>이벤트가 끝났어요. 참여해 주신 모든 분께 감사드립니다.</p>',
    drawContents: '',
    startAt: '2026-07-01T00:00:00+09:00',
    endAt: '2026-08-31T23:59:59+09:00',
    displayOrder: 10,
  },
  {
    key: 'YEAR_END_DRAFT',
    title: '연말 감사 경품 대축제',
    summary: '연말을 맞아 준비 중인 경품 이벤트예요.',
    eventType: 'DRAW',
    image: 'event-year-end',
    useFlag: 'N',
    mainFlag: 'Y',
    content: '<p>준비 중인 이벤트입니다.</p>',
    drawContents: '<h4>추첨 방법</h4><p>12월 31일에 전산 무작위 추첨으로 뽑아요.</p>',
    startAt: '2026-11-01T00:00:00+09:00',
    endAt: '2027-01-31T23:59:59+09:00',
    displayOrder: 10,
    winnerCount: 100,
    winPopupType: 6,
  },
  {
    key: 'NEW_YEAR_2028',
    title: '2028 새해 맞이 요금제 사전 알림',
    summary: '2028년 새해 요금제 소식을 가장 먼저 받아 보세요.',
    eventType: 'ADVANCE_BOOKING',
    image: 'event-new-year',
    useFlag: 'Y',
    mainFlag: 'N',
    content: '<p>알림 신청을 하면 새해 요금제가 나오는 날 문자로 알려 드려요.</p>',
    drawContents: '',
    startAt: '2028-01-01T00:00:00+09:00',
    endAt: '2028-01-31T23:59:59+09:00',
    displayOrder: 10,
  },
  {
    key: 'AUTUMN_DRAW',
    title: '가을맞이 무선 이어폰 추첨',
    summary: '10월 한 달 동안 응모한 고객 가운데 두 분께 무선 이어폰을 드렸어요.',
    eventType: 'DRAW',
    image: 'event-draw',
    useFlag: 'Y',
    mainFlag: 'N',
    content:
      '<h3>경품 안내</h3><p>무선 이어폰 (2명)</p><p>이벤트 페이지에서 응모하기를 누른 고객 가운데 추첨했어요. 당첨자께는 11월 10일까지 문자로 안내해 드렸어요.</p>',
    drawContents:
      '<h4>추첨 방법</h4><p>이벤트가 끝난 뒤 전산 무작위 추첨으로 뽑았어요. 추첨에 쓴 값은 기록해 두어 같은 결과를 다시 확인할 수 있어요.</p><ul><li>당첨자 발표: 11월 5일</li><li>응모 정보는 이벤트 종료 후 6개월 동안 보관한 뒤 지워요.</li></ul>',
    startAt: '2026-10-01T00:00:00+09:00',
    endAt: '2026-10-31T23:59:59+09:00',
    displayOrder: 10,
    winnerCount: 2,
    winPopupType: 1,
  },
];

/** The ended draw, its entrants (the demo subscribers, in this order) and the seed it was drawn with. */
export const SEEDED_DRAW = {
  key: 'AUTUMN_DRAW',
  entrants: ['01025801234', '01036902468', '01048261357', '01051739024'],
  seed: '20261105',
  drawnAt: '2026-11-05T10:00:00+09:00',
} as const;

export async function seedEvents(db: Database): Promise<ReadonlyMap<EventKey, number>> {
  const rows = await db
    .insert(events)
    .values(
      eventSeeds.map((event) => ({
        title: event.title,
        summary: event.summary,
        eventType: event.eventType,
        mainImageFile: `${event.image}.svg`,
        mainImageFileMo: `${event.image}-mo.svg`,
        imageWidth: EVENT_IMAGE_WIDTH,
        imageHeight: EVENT_IMAGE_HEIGHT,
        content: sanitizeHtml(event.content),
        useFlag: event.useFlag,
        mainFlag: event.mainFlag,
        drawContents: sanitizeHtml(event.drawContents),
        startAt: new Date(event.startAt),
        endAt: new Date(event.endAt),
        displayOrder: event.displayOrder,
        capacity: event.capacity ?? null,
        winnerCount: event.winnerCount ?? null,
        winPopupType: event.winPopupType ?? 1,
      })),
    )
    .returning({ eventNo: events.eventNo, title: events.title });
  const eventNoByTitle = new Map(rows.map((row) => [row.title, row.eventNo]));
  return new Map(eventSeeds.map((event) => [event.key, requireValue(eventNoByTitle, event.title)]));
}

/**
 * The demo subscribers' entries to the ended draw, drawn with its recorded seed as the draw job would have
 * (so the winners' list and a winner's popup have something to show). Needs the events and the subscribers.
 */
export async function seedEventEntries(
  db: Database,
  deps: { fieldEncryption: FieldEncryption; drawEvent: EventEntryService['drawEvent'] },
): Promise<void> {
  const draw = eventSeeds.find((event) => event.key === SEEDED_DRAW.key);
  const [event] = await db
    .select({ eventNo: events.eventNo, endAt: events.endAt })
    .from(events)
    .where(and(eq(events.title, draw?.title ?? ''), eq(events.eventType, 'DRAW')));
  if (event === undefined || draw === undefined) return;
  const lines = await db
    .select({
      userNo: users.userNo,
      userName: users.userName,
      userLineNo: userLines.userLineNo,
      serviceNumber: userLines.serviceNumber,
    })
    .from(userLines)
    .innerJoin(users, eq(users.userNo, userLines.userNo))
    .where(inArray(userLines.serviceNumber, [...SEEDED_DRAW.entrants]));
  const lineByNumber = new Map(lines.map((line) => [line.serviceNumber, line]));
  const joinedAt = new Date(draw.startAt);
  await db.insert(eventEntries).values(
    SEEDED_DRAW.entrants.map((serviceNumber, place) => {
      const line = requireValue(lineByNumber, serviceNumber);
      return {
        eventNo: event.eventNo,
        userNo: line.userNo,
        userLineNo: line.userLineNo,
        nameEncrypted: deps.fieldEncryption.encrypt(line.userName, NAME_CONTEXT),
        phoneEncrypted: deps.fieldEncryption.encrypt(line.serviceNumber, PHONE_CONTEXT),
        privacyAgreedAt: new Date(joinedAt.getTime() + place * 3_600_000),
        isMarketingAgree: place % 2 === 0,
        createdAt: new Date(joinedAt.getTime() + place * 3_600_000),
      };
    }),
  );
  // Drawn by the event feature's own draw, from the recorded seed, as the draw job would have.
  await deps.drawEvent(event.eventNo, { seed: SEEDED_DRAW.seed, drawnAt: new Date(SEEDED_DRAW.drawnAt) });
}
