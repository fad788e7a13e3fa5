import { latestEventLink, type Banner, type EventType } from '@mvno/contract';
import { sanitizeHtml } from '../shared/sanitize-html.ts';
import type { Database } from '../db/client.ts';
import { banners } from '../db/schema/site.ts';
import { SMISHING_NOTICE_TITLE } from './customer.ts';
import type { EventKey } from './event.ts';
import { requireValue } from './require-value.ts';

/** Where a banner leads: a fixed path or URL, or a page of a seeded row whose number is known only once it is inserted. */
export type BannerLinkSeed =
  | { path: string }
  | { plan: string }
  | { event: EventKey }
  /** The newest running event of a type, found when the banner is followed. */
  | { latestEvent: EventType }
  | { addService: string }
  | { notice: string };

export interface BannerSeed extends Pick<Banner, 'bannerType' | 'title' | 'linkMoveType' | 'contentType'> {
  link: BannerLinkSeed;
  /** File name in the file server's banners folder, without extension; empty for TEXT popups. */
  image: string;
  /** Alternative text for IMAGE banners, HTML (sanitised when seeded) for TEXT popups. */
  content: string;
  displayOrder: number;
  displayStartAt: string;
  displayEndAt: string;
}

/** Pixel sizes of the generated images (apps/api/scripts/generate-seed-images.mjs). */
export const bannerImageSizes = {
  MAIN: { width: 1200, height: 400, widthMo: 720, heightMo: 720 },
  ADS: { width: 600, height: 240, widthMo: 600, heightMo: 240 },
  TIP: { width: 600, height: 240, widthMo: 600, heightMo: 240 },
  POPUP: { width: 400, height: 400, widthMo: 400, heightMo: 400 },
} as const;

const ON_DISPLAY = { displayStartAt: '2026-01-01T00:00:00+09:00', displayEndAt: '2027-12-31T23:59:59+09:00' };

export const bannerSeeds: BannerSeed[] = [
  {
    bannerType: 'MAIN',
    title: '매달 11GB + 매일 2GB, 월 22,000원',
    link: { plan: 'BARO-LTE-11G' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'main-lte-11g',
    content: '매달 11GB에 매일 2GB를 더 주는 LTE 요금제, 24개월 동안 월 22,000원',
    displayOrder: 1,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'MAIN',
    title: '네이버페이로 결제하면 최대 1만 포인트',
    link: { event: 'NAVER_PAY' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'main-naverpay',
    content: '첫 달 요금을 네이버페이로 결제하면 최대 1만 포인트를 드리는 이벤트',
    displayOrder: 2,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'MAIN',
    title: '유심 무료 배송, 내일 도착',
    link: { path: '/usim' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'main-usim',
    content: '바로모바일 유심을 주문하면 무료 배송으로 내일 받아 볼 수 있어요',
    displayOrder: 3,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'MAIN',
    title: '셀프개통, 30분이면 끝',
    link: { path: '/self' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'main-self',
    content: '신분증과 유심만 있으면 30분 만에 직접 개통하는 셀프개통 안내',
    displayOrder: 4,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'MAIN',
    title: '바로카드로 통신비 최대 15,000원 할인',
    link: { path: 'https://www.barotelecom.example/card' },
    linkMoveType: 'P',
    contentType: 'IMAGE',
    image: 'main-card',
    content: '제휴 신용카드로 통신비를 자동 납부하면 매달 최대 15,000원 할인',
    displayOrder: 5,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'MAIN',
    title: '통신비는 가볍게, 품질은 그대로',
    link: { path: '' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'main-brand',
    content: '바로모바일 브랜드 소개: 통신 3사와 같은 망, 요금은 절반',
    displayOrder: 6,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'MAIN',
    title: '2025 연말 감사 이벤트',
    link: { path: '/event' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'main-2025-year-end',
    content: '2025년 연말 감사 이벤트 (종료)',
    displayOrder: 0,
    displayStartAt: '2025-11-01T00:00:00+09:00',
    displayEndAt: '2025-12-31T23:59:59+09:00',
  },
  {
    bannerType: 'MAIN',
    title: '2028 새해 요금제 미리 보기',
    link: { event: 'NEW_YEAR_2028' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'main-2028-new-year',
    content: '2028년 새해 요금제를 미리 만나 보세요',
    displayOrder: 0,
    displayStartAt: '2028-01-01T00:00:00+09:00',
    displayEndAt: '2028-12-31T23:59:59+09:00',
  },
  {
    bannerType: 'ADS',
    title: '데이터 추가 1GB, 월 3,300원',
    link: { addService: 'ADD-DATA-1G' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'ads-data-1g',
    content: '매달 데이터 1GB를 더 받는 부가서비스, 월 3,300원',
    displayOrder: 1,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'ADS',
    title: '스팸차단, 무료로 켜 두세요',
    link: { addService: 'ADD-SPAM-BLOCK' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'ads-spam-block',
    content: '스팸 문자와 전화를 걸러 주는 무료 부가서비스',
    displayOrder: 2,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'ADS',
    title: '휴대폰 분실파손 보험',
    link: { addService: 'ADD-INSURANCE' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'ads-insurance',
    content: '잃어버리거나 깨진 휴대폰을 보상하는 분실파손 보험, 월 5,500원',
    displayOrder: 3,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'ADS',
    title: 'OTT 두 곳을 월 9,900원에',
    link: { addService: 'ADD-OTT' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'ads-ott',
    content: '인기 OTT 두 곳을 묶은 바로 OTT 팩, 월 9,900원',
    displayOrder: 4,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'TIP',
    title: '유심 교체, 3분이면 끝',
    link: { path: '/customer/faq' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'tip-usim-swap',
    content: '휴대폰 전원을 끄고 유심을 바꿔 끼우는 방법 안내',
    displayOrder: 1,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'TIP',
    title: '셀프개통 전 준비물 체크',
    link: { path: '/self' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'tip-self-ready',
    content: '셀프개통 준비물: 신분증, 본인 명의 휴대폰 또는 카드, 유심',
    displayOrder: 2,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'TIP',
    title: '태블릿과 데이터 나눠 쓰기',
    link: { addService: 'ADD-DATA-SHARE' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'tip-data-share',
    content: '데이터 쉐어링으로 휴대폰 데이터를 태블릿과 함께 쓰는 방법',
    displayOrder: 3,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'TIP',
    title: '문자 속 링크, 누르기 전에 확인',
    link: { notice: SMISHING_NOTICE_TITLE },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'tip-smishing',
    content: '택배나 부고를 사칭한 스미싱 문자의 링크를 누르지 않도록 주의 안내',
    displayOrder: 4,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'POPUP',
    title: '고객센터 운영시간 안내',
    link: { path: '/customer/inquiry' },
    linkMoveType: 'S',
    contentType: 'TEXT',
    image: '',
    content:
      '<p>상담 가능 시간은 <strong>평일 09:00~12:00, 13:00~18:00</strong>이에요. 주말과 공휴일은 쉬어요.</p><p>1:1 문의는 언제든 남겨 주시면 순서대로 답변드려요.</p><p>분실 신고는 <strong>114</strong>에서 24시간 받아요.</p>',
    displayOrder: 1,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'POPUP',
    title: '네이버페이 최대 1만 포인트',
    link: { latestEvent: 'NAVER_PAY' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'popup-naverpay',
    content: '첫 달 요금을 네이버페이로 결제하면 최대 1만 포인트 지급',
    displayOrder: 2,
    ...ON_DISPLAY,
  },
  {
    bannerType: 'POPUP',
    title: '선착순 1,000명 유심비 무료',
    link: { event: 'FIRST_USIM' },
    linkMoveType: 'S',
    contentType: 'IMAGE',
    image: 'popup-usim-free',
    content: '매달 선착순 1,000명에게 유심을 무료로 보내 드리는 이벤트',
    displayOrder: 3,
    ...ON_DISPLAY,
  },
];

export interface SeededIds {
  planNoByCode: ReadonlyMap<string, number>;
  eventNoByKey: ReadonlyMap<EventKey, number>;
  addServiceNoByCode: ReadonlyMap<string, number>;
  boardNoByTitle: ReadonlyMap<string, number>;
}

function linkOf(link: BannerLinkSeed, ids: SeededIds): string {
  if ('path' in link) return link.path;
  if ('plan' in link) return `/plan/${requireValue(ids.planNoByCode, link.plan)}`;
  if ('event' in link) return `/event/${requireValue(ids.eventNoByKey, link.event)}`;
  if ('latestEvent' in link) return latestEventLink(link.latestEvent);
  if ('addService' in link) return `/add-service/${requireValue(ids.addServiceNoByCode, link.addService)}`;
  return `/customer/notice/${requireValue(ids.boardNoByTitle, link.notice)}`;
}

function imagesOf(banner: BannerSeed) {
  if (banner.contentType === 'TEXT') {
    return {
      imageFile: '',
      imageFileTab: '',
      imageFileMo: '',
      imageFileThumb: '',
      imageWidth: 0,
      imageHeight: 0,
      imageWidthMo: 0,
      imageHeightMo: 0,
    };
  }
  // Only the name: the address is the file server's and is built when a banner is read (fileUrl).
  const fileName = (suffix: string) => `${banner.image}${suffix}.svg`;
  const size = bannerImageSizes[banner.bannerType];
  // Only the home carousel has art directed for phones and a thumbnail strip; the others scale one image.
  const isMain = banner.bannerType === 'MAIN';
  return {
    imageFile: fileName(''),
    imageFileTab: fileName(''),
    imageFileMo: fileName(isMain ? '-mo' : ''),
    imageFileThumb: fileName(isMain ? '-thumb' : ''),
    imageWidth: size.width,
    imageHeight: size.height,
    imageWidthMo: size.widthMo,
    imageHeightMo: size.heightMo,
  };
}

export async function seedBanners(db: Database, ids: SeededIds): Promise<void> {
  await db.insert(banners).values(
    bannerSeeds.map((banner) => ({
      bannerType: banner.bannerType,
      title: banner.title,
      link: linkOf(banner.link, ids),
      linkMoveType: banner.linkMoveType,
      contentType: banner.contentType,
      content: banner.contentType === 'TEXT' ? sanitizeHtml(banner.content) : banner.content,
      displayOrder: banner.displayOrder,
      displayStartAt: new Date(banner.displayStartAt),
      displayEndAt: new Date(banner.displayEndAt),
      ...imagesOf(banner),
    })),
  );
}
