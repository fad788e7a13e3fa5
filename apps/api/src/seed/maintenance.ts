import type { MaintenanceArea } from '@mvno/contract';
import type { Database } from '../db/client.ts';
import { maintenanceWindows } from '../db/schema/site.ts';

export interface MaintenanceWindowSeed {
  title: string;
  message: string;
  areas: MaintenanceArea[];
  noticeStartAt: Date;
  startAt: Date;
  endAt: Date;
}

/**
 * The notice of spec §8: on 22 January 2024, 19:00 to 21:00, self activation, counselor activation and
 * self-care, login included, were closed. The screen adds the period and the customer centre's numbers
 * from the company details, so the text names neither.
 */
export const januaryNoticeSeed: MaintenanceWindowSeed = {
  title: '전산 시스템 점검 안내',
  message:
    '더 안정적인 서비스를 드리기 위해 전산 시스템을 점검해요.\n' +
    '점검하는 동안 셀프개통, 상담사 개통과 마이페이지(로그인 포함)를 이용할 수 없어요. ' +
    '셀프개통을 진행 중이셨다면 점검이 끝난 뒤 처음부터 다시 진행해 주세요.\n' +
    '이용에 불편을 드려 죄송해요.',
  areas: ['SELF_OPEN', 'COUNSELOR_OPEN', 'SELF_CARE', 'LOGIN'],
  noticeStartAt: new Date('2024-01-15T10:00:00+09:00'),
  startAt: new Date('2024-01-22T19:00:00+09:00'),
  endAt: new Date('2024-01-22T21:00:00+09:00'),
};

const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The demo's upcoming window: the billing system's monthly check, on the first Sunday at least a week after
 * the data is seeded, 02:00 to 06:00 in Seoul, announced from the moment of seeding. Dated from the seeding
 * so that a fresh demo always has one to announce.
 */
export function upcomingWindowSeed(seededAt: Date): MaintenanceWindowSeed {
  const seoulWallClock = new Date(seededAt.getTime() + SEOUL_OFFSET_MS + 7 * DAY_MS);
  const daysToSunday = (7 - seoulWallClock.getUTCDay()) % 7;
  const sundayMidnightInSeoul =
    Date.UTC(
      seoulWallClock.getUTCFullYear(),
      seoulWallClock.getUTCMonth(),
      seoulWallClock.getUTCDate() + daysToSunday,
    ) - SEOUL_OFFSET_MS;
  return {
    title: '요금 시스템 정기 점검 안내',
    message:
      '이번 달 요금을 정산하기 위해 요금 시스템을 점검해요.\n' +
      '점검하는 동안 셀프개통, 상담사 개통과 마이페이지를 이용할 수 없어요. ' +
      '요금제와 부가서비스 보기, 로그인과 유심 구매는 평소처럼 이용할 수 있어요.\n' +
      '점검 시간은 작업 상황에 따라 조금 짧아지거나 길어질 수 있어요.',
    areas: ['SELF_OPEN', 'SELF_OPEN_V2', 'COUNSELOR_OPEN', 'SELF_CARE'],
    noticeStartAt: seededAt,
    startAt: new Date(sundayMidnightInSeoul + 2 * 60 * 60 * 1000),
    endAt: new Date(sundayMidnightInSeoul + 6 * 60 * 60 * 1000),
  };
}

export async function seedMaintenanceWindows(db: Database, seededAt: Date): Promise<void> {
  await db.insert(maintenanceWindows).values([januaryNoticeSeed, upcomingWindowSeed(seededAt)]);
}
