import type { AddService, AddServiceFit, Category, Plan, PlanGroup, PlanSale } from '@mvno/contract';
import type { Database } from '../db/client.ts';
import { requireValue } from './require-value.ts';
import { addServiceCategories, addServices, planGroups, planSales, plans } from '../db/schema/product.ts';

export type PlanGroupKey = 'MONTHLY_PICK' | 'FIVE_G' | 'LTE_UNLIMITED' | 'LTE_VALUE' | 'DATA' | 'VOICE';

export interface PlanGroupSeed extends Omit<PlanGroup, 'planGroupNo' | 'planList'> {
  key: PlanGroupKey;
  displayOrder: number;
  isMainExposure: boolean;
}

export interface PlanSeed extends Omit<Plan, 'planNo' | 'planGroupNo' | 'noticeList'> {
  group: PlanGroupKey;
  recommendOrder: number;
  /** Place among the home page's recommended plans; null = not shown there. */
  mainExposureOrder: number | null;
  /** Notices particular to this plan, shown before the ones that follow from its numbers. */
  extraNotices?: string[];
}

export const planGroupSeeds: PlanGroupSeed[] = [
  {
    key: 'MONTHLY_PICK',
    groupName: '이달의 추천 요금제',
    description: '바로모바일 고객이 이번 달 가장 많이 고른 요금제를 모았어요.',
    displayOrder: 1,
    isMainExposure: true,
  },
  {
    key: 'FIVE_G',
    groupName: '5G 요금제',
    description: '5G 단말기를 그대로 쓰면서 통신비는 절반으로 줄여 보세요.',
    displayOrder: 2,
    isMainExposure: false,
  },
  {
    key: 'LTE_UNLIMITED',
    groupName: 'LTE 무제한',
    description: '기본 데이터를 다 써도 속도 제한 안에서 계속 쓰는 무제한 요금제예요.',
    displayOrder: 3,
    isMainExposure: false,
  },
  {
    key: 'LTE_VALUE',
    groupName: 'LTE 실속',
    description: '꼭 필요한 만큼만 담아 월 1만 원대 이하로 쓰는 실속형 요금제예요.',
    displayOrder: 4,
    isMainExposure: false,
  },
  {
    key: 'DATA',
    groupName: '데이터 중심',
    description: '통화는 적게, 데이터는 넉넉하게 쓰는 분께 맞춘 요금제예요.',
    displayOrder: 5,
    isMainExposure: false,
  },
  {
    key: 'VOICE',
    groupName: '음성 중심',
    description: '통화가 많은 분, 부모님 휴대폰에 알맞은 통화 중심 요금제예요.',
    displayOrder: 6,
    isMainExposure: false,
  },
];

const promo = (amount: number): PlanSale => ({
  saleName: '개통 프로모션 할인',
  ltSaleAmount: 0,
  prSaleAmount: amount,
});
const longTerm = (amount: number): PlanSale => ({
  saleName: '장기고객 할인',
  ltSaleAmount: amount,
  prSaleAmount: 0,
});

/** Plans with data a day once the month's is used up (MB), like the carriers' "11GB + 매일 2GB" plans. */
const planDayData: Record<string, number> = { 'BARO-LTE-11G': 2048 };

export const planSeeds: PlanSeed[] = [
  // 5G
  {
    planCode: 'BARO-5G-1500M',
    planName: '5G 미니 1.5GB',
    networkType: '5G',
    basicMonthData: 1500,
    basicMonthDataUnit: 'MB',
    basicQos: '',
    basicVoice: 100,
    basicSms: 100,
    basicAmount: 16500,
    icon: ['NEW'],
    saleList: [],
    summary: '와이파이 위주로 쓰는 5G 폰을 위한 가장 가벼운 5G 요금제',
    benefitList: ['5G 단말 그대로 월 16,500원', '음성 100분 · 문자 100건 기본 제공'],
    group: 'FIVE_G',
    recommendOrder: 20,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-5G-4G',
    planName: '5G 라이트 4GB',
    networkType: '5G',
    basicMonthData: 4,
    basicMonthDataUnit: 'GB',
    basicQos: '',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 22000,
    icon: [],
    saleList: [longTerm(3300)],
    summary: '통화는 마음껏, 데이터는 가볍게 쓰는 5G 입문 요금제',
    benefitList: ['음성 · 문자 무제한', '장기고객 할인으로 월 18,700원', '유심비 무료 (셀프개통 시)'],
    group: 'FIVE_G',
    recommendOrder: 12,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-5G-6G',
    planName: '5G 슬림 6GB',
    networkType: '5G',
    basicMonthData: 6,
    basicMonthDataUnit: 'GB',
    basicQos: '400kbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 29700,
    icon: ['EVENT'],
    saleList: [promo(7700)],
    summary: '출퇴근길 영상 한두 편이면 충분한 분께 맞는 5G 요금제',
    benefitList: [
      '음성 · 문자 무제한',
      '데이터 소진 후에도 400kbps로 메신저 이용',
      '24개월 프로모션 7,700원 할인',
    ],
    group: 'FIVE_G',
    recommendOrder: 9,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-5G-7G',
    planName: '5G 슬림플러스 7GB+1Mbps',
    networkType: '5G',
    basicMonthData: 7,
    basicMonthDataUnit: 'GB',
    basicQos: '1Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 33000,
    icon: [],
    saleList: [promo(8800)],
    summary: '기본 7GB에 소진 후 1Mbps까지, 끊김 걱정 덜어 낸 5G 요금제',
    benefitList: ['음성 · 문자 무제한', '소진 후 1Mbps 속도로 계속 이용'],
    group: 'FIVE_G',
    recommendOrder: 14,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-5G-9G',
    planName: '5G 베이직 9GB+1Mbps',
    networkType: '5G',
    basicMonthData: 9,
    basicMonthDataUnit: 'GB',
    basicQos: '1Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 36300,
    icon: ['RECOMMEND'],
    saleList: [promo(11000)],
    summary: '통신 3사 5G 요금의 절반 값으로 쓰는 바로모바일 대표 5G 요금제',
    benefitList: ['음성 · 문자 무제한', '매달 9GB + 소진 후 1Mbps', '24개월 동안 월 25,300원'],
    group: 'FIVE_G',
    recommendOrder: 4,
    mainExposureOrder: 7,
  },
  {
    planCode: 'BARO-5G-31G',
    planName: '5G 스탠다드 31GB+1Mbps',
    networkType: '5G',
    basicMonthData: 31,
    basicMonthDataUnit: 'GB',
    basicQos: '1Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 49500,
    icon: ['BEST'],
    saleList: [longTerm(5500), promo(11000)],
    summary: '한 달 내내 영상과 음악을 즐기는 분께 꼭 맞는 넉넉한 5G 요금제',
    benefitList: ['매달 31GB + 소진 후 1Mbps', '음성 · 문자 무제한', '장기고객 할인과 프로모션 중복 적용'],
    group: 'FIVE_G',
    recommendOrder: 3,
    mainExposureOrder: 4,
  },
  {
    planCode: 'BARO-5G-100G',
    planName: '5G 데이터 100GB+5Mbps',
    networkType: '5G',
    basicMonthData: 100,
    basicMonthDataUnit: 'GB',
    basicQos: '5Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 58300,
    icon: ['RECOMMEND', 'BEST'],
    saleList: [longTerm(5500), promo(16500)],
    summary: '100GB를 다 써도 5Mbps로 HD 영상까지 보는 사실상 무제한 5G',
    benefitList: [
      '매달 100GB + 소진 후 5Mbps',
      '음성 · 문자 무제한',
      '테더링 월 50GB까지',
      '월 36,300원 (할인 적용 시)',
    ],
    group: 'FIVE_G',
    recommendOrder: 2,
    mainExposureOrder: 2,
  },
  {
    planCode: 'BARO-5G-200G',
    planName: '5G 프리미엄 200GB+10Mbps',
    networkType: '5G',
    basicMonthData: 200,
    basicMonthDataUnit: 'GB',
    basicQos: '10Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 66000,
    icon: ['NEW'],
    saleList: [],
    summary: '게임, 라이브 방송까지 속도 걱정 없는 대용량 5G 요금제',
    benefitList: ['매달 200GB + 소진 후 10Mbps', '음성 · 문자 무제한', '데이터 쉐어링 월 20GB 무료'],
    group: 'FIVE_G',
    recommendOrder: 15,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-5G-UNLIMITED',
    planName: '5G 완전무제한',
    networkType: '5G',
    basicMonthData: -1,
    basicMonthDataUnit: 'GB',
    basicQos: '',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 69000,
    icon: ['EVENT'],
    saleList: [promo(6900)],
    summary: '5G 데이터 무제한에 음성 · 문자까지, 아무 걱정 없이 쓰는 5G',
    benefitList: ['5G 데이터 속도 제한 없는 무제한', '음성 · 문자 무제한', '해외 로밍 데이터 일 100MB 무료'],
    group: 'FIVE_G',
    recommendOrder: 10,
    mainExposureOrder: null,
  },
  // LTE 무제한
  {
    planCode: 'BARO-LTE-11G',
    planName: 'LTE 11GB+일 2GB',
    networkType: '4G',
    basicMonthData: 11,
    basicMonthDataUnit: 'GB',
    basicQos: '3Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 33000,
    icon: ['RECOMMEND', 'EVENT'],
    saleList: [promo(11000)],
    summary: '매달 11GB에 매일 2GB를 더 주고, 다 쓰면 3Mbps로 계속 쓰는 국민 요금제',
    benefitList: [
      '매달 11GB + 매일 2GB 추가',
      '소진 후 3Mbps로 무제한',
      '음성 · 문자 무제한',
      '24개월 동안 월 22,000원',
    ],
    group: 'LTE_UNLIMITED',
    recommendOrder: 1,
    mainExposureOrder: 1,
    extraNotices: ['매일 제공되는 2GB는 자정에 초기화되며, 남은 양은 다음 날로 이월되지 않아요.'],
  },
  {
    planCode: 'BARO-LTE-15G',
    planName: 'LTE 15GB+3Mbps',
    networkType: '4G',
    basicMonthData: 15,
    basicMonthDataUnit: 'GB',
    basicQos: '3Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 38500,
    icon: [],
    saleList: [promo(11000)],
    summary: '15GB를 다 써도 3Mbps로 음악 스트리밍까지 끊김 없는 LTE 요금제',
    benefitList: ['매달 15GB + 소진 후 3Mbps', '음성 · 문자 무제한'],
    group: 'LTE_UNLIMITED',
    recommendOrder: 11,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-LTE-100G',
    planName: 'LTE 100GB+5Mbps',
    networkType: '4G',
    basicMonthData: 100,
    basicMonthDataUnit: 'GB',
    basicQos: '5Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 49500,
    icon: ['BEST'],
    saleList: [longTerm(5500), promo(11000)],
    summary: '100GB에 소진 후 5Mbps, 알뜰폰 LTE 무제한의 정석',
    benefitList: ['매달 100GB + 소진 후 5Mbps', '음성 · 문자 무제한', '할인 적용 시 월 33,000원'],
    group: 'LTE_UNLIMITED',
    recommendOrder: 7,
    mainExposureOrder: 3,
  },
  {
    planCode: 'BARO-LTE-UNLIMITED',
    planName: 'LTE 속도무제한',
    networkType: '4G',
    basicMonthData: -1,
    basicMonthDataUnit: 'GB',
    basicQos: '',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 55000,
    icon: [],
    saleList: [],
    summary: 'LTE 데이터 무제한, 속도 제한 없이 마음껏 쓰는 프리미엄 요금제',
    benefitList: ['LTE 데이터 속도 제한 없는 무제한', '음성 · 문자 무제한', '테더링 월 100GB까지'],
    group: 'LTE_UNLIMITED',
    recommendOrder: 18,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-LTE-200G',
    planName: 'LTE 패밀리 200GB+10Mbps',
    networkType: '4G',
    basicMonthData: 200,
    basicMonthDataUnit: 'GB',
    basicQos: '10Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 66000,
    icon: ['NEW'],
    saleList: [longTerm(5500)],
    summary: '가족 태블릿과 넉넉하게 나눠 쓰는 대용량 LTE 요금제',
    benefitList: ['매달 200GB + 소진 후 10Mbps', '데이터 쉐어링 최대 2회선 무료', '음성 · 문자 무제한'],
    group: 'LTE_UNLIMITED',
    recommendOrder: 19,
    mainExposureOrder: null,
  },
  // LTE 실속
  {
    planCode: 'BARO-LTE-500M',
    planName: 'LTE 실속 500MB',
    networkType: '4G',
    basicMonthData: 500,
    basicMonthDataUnit: 'MB',
    basicQos: '',
    basicVoice: 100,
    basicSms: 50,
    basicAmount: 5500,
    icon: [],
    saleList: [],
    summary: '전화와 문자 위주로 쓰는 세컨드폰, 키즈폰에 알맞은 최저가 요금제',
    benefitList: ['월 5,500원 초저가', '음성 100분 · 문자 50건 기본 제공'],
    group: 'LTE_VALUE',
    recommendOrder: 30,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-LTE-1G',
    planName: 'LTE 실속 1GB',
    networkType: '4G',
    basicMonthData: 1,
    basicMonthDataUnit: 'GB',
    basicQos: '',
    basicVoice: 200,
    basicSms: 100,
    basicAmount: 8800,
    icon: ['EVENT'],
    saleList: [promo(2200)],
    summary: '메신저와 지도 정도만 쓰는 분을 위한 월 6천 원대 요금제',
    benefitList: ['음성 200분 · 문자 100건', '24개월 동안 월 6,600원'],
    group: 'LTE_VALUE',
    recommendOrder: 25,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-LTE-3G',
    planName: 'LTE 실속 3GB',
    networkType: '4G',
    basicMonthData: 3,
    basicMonthDataUnit: 'GB',
    basicQos: '',
    basicVoice: 200,
    basicSms: 100,
    basicAmount: 13200,
    icon: ['NEW', 'RECOMMEND'],
    saleList: [promo(3300)],
    summary: '9,900원으로 데이터 3GB까지, 가성비를 꽉 채운 실속 요금제',
    benefitList: ['월 9,900원 (프로모션 적용)', '데이터 3GB · 음성 200분 · 문자 100건'],
    group: 'LTE_VALUE',
    recommendOrder: 6,
    mainExposureOrder: 6,
  },
  {
    planCode: 'BARO-LTE-6G',
    planName: 'LTE 통화맘껏 6GB',
    networkType: '4G',
    basicMonthData: 6,
    basicMonthDataUnit: 'GB',
    basicQos: '',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 22000,
    icon: ['BEST'],
    saleList: [promo(6600)],
    summary: '통화 무제한에 데이터 6GB, 가장 많이 찾는 만 원대 요금제',
    benefitList: ['음성 · 문자 무제한', '데이터 6GB', '24개월 동안 월 15,400원'],
    group: 'LTE_VALUE',
    recommendOrder: 5,
    mainExposureOrder: 5,
  },
  {
    planCode: 'BARO-LTE-7G',
    planName: 'LTE 7GB+1Mbps',
    networkType: '4G',
    basicMonthData: 7,
    basicMonthDataUnit: 'GB',
    basicQos: '1Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 26400,
    icon: [],
    saleList: [longTerm(2200), promo(4400)],
    summary: '7GB를 다 써도 1Mbps로 메신저와 웹 서핑은 계속되는 LTE 요금제',
    benefitList: ['매달 7GB + 소진 후 1Mbps', '음성 · 문자 무제한', '할인 적용 시 월 19,800원'],
    group: 'LTE_VALUE',
    recommendOrder: 16,
    mainExposureOrder: null,
  },
  // 데이터 중심
  {
    planCode: 'BARO-LTE-4G',
    planName: 'LTE 데이터 4GB',
    networkType: '4G',
    basicMonthData: 4,
    basicMonthDataUnit: 'GB',
    basicQos: '',
    basicVoice: 100,
    basicSms: 100,
    basicAmount: 16500,
    icon: [],
    saleList: [promo(5500)],
    summary: '통화는 적게, 데이터는 4GB로 알차게 쓰는 데이터형 요금제',
    benefitList: ['데이터 4GB', '음성 100분 · 문자 100건', '24개월 동안 월 11,000원'],
    group: 'DATA',
    recommendOrder: 13,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-LTE-5GB',
    planName: 'LTE 데이터 5GB+1Mbps',
    networkType: '4G',
    basicMonthData: 5,
    basicMonthDataUnit: 'GB',
    basicQos: '1Mbps',
    basicVoice: 100,
    basicSms: 100,
    basicAmount: 19800,
    icon: [],
    saleList: [],
    summary: '약정도 할인 조건도 없이 늘 같은 값, 5GB 데이터형 요금제',
    benefitList: ['매달 5GB + 소진 후 1Mbps', '할인 조건 없이 평생 같은 요금'],
    group: 'DATA',
    recommendOrder: 21,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-LTE-8G',
    planName: 'LTE 데이터 8GB',
    networkType: '4G',
    basicMonthData: 8,
    basicMonthDataUnit: 'GB',
    basicQos: '',
    basicVoice: 200,
    basicSms: 100,
    basicAmount: 27500,
    icon: [],
    saleList: [promo(7500)],
    summary: '딱 2만 원에 데이터 8GB, 영상 통화도 넉넉한 데이터형 요금제',
    benefitList: ['데이터 8GB', '음성 200분 · 문자 100건', '24개월 동안 월 20,000원'],
    group: 'DATA',
    recommendOrder: 17,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-LTE-30G',
    planName: 'LTE 데이터 30GB+1Mbps',
    networkType: '4G',
    basicMonthData: 30,
    basicMonthDataUnit: 'GB',
    basicQos: '1Mbps',
    basicVoice: 100,
    basicSms: 100,
    basicAmount: 29700,
    icon: [],
    saleList: [promo(8800)],
    summary: '태블릿 테더링까지 넉넉한 30GB 데이터 전용 요금제',
    benefitList: ['매달 30GB + 소진 후 1Mbps', '음성 100분 · 문자 100건', '테더링 기본 데이터 내 무료'],
    group: 'DATA',
    recommendOrder: 22,
    mainExposureOrder: null,
  },
  // 음성 중심
  {
    planCode: 'BARO-LTE-VOICE-300M',
    planName: 'LTE 효도 300분',
    networkType: '4G',
    basicMonthData: 300,
    basicMonthDataUnit: 'MB',
    basicQos: '',
    basicVoice: 300,
    basicSms: 100,
    basicAmount: 7700,
    icon: [],
    saleList: [],
    summary: '부모님 휴대폰에 꼭 맞는, 통화 300분 중심의 알뜰 요금제',
    benefitList: ['음성 300분 · 문자 100건', '월 7,700원, 할인 조건 없음'],
    group: 'VOICE',
    recommendOrder: 26,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-LTE-VOICE-1G',
    planName: 'LTE 통화무제한 1GB',
    networkType: '4G',
    basicMonthData: 1,
    basicMonthDataUnit: 'GB',
    basicQos: '',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 15400,
    icon: [],
    saleList: [promo(2200)],
    summary: '통화가 많은 영업직, 자영업자를 위한 통화 무제한 요금제',
    benefitList: ['음성 · 문자 무제한', '데이터 1GB', '24개월 동안 월 13,200원'],
    group: 'VOICE',
    recommendOrder: 23,
    mainExposureOrder: null,
  },
  {
    planCode: 'BARO-LTE-VOICE-2G',
    planName: 'LTE 통화무제한 2GB',
    networkType: '4G',
    basicMonthData: 2,
    basicMonthDataUnit: 'GB',
    basicQos: '',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 17600,
    icon: ['RECOMMEND'],
    saleList: [longTerm(2200)],
    summary: '통화 무제한에 데이터 2GB, 오래 쓸수록 이득인 음성 중심 요금제',
    benefitList: ['음성 · 문자 무제한', '데이터 2GB', '장기고객 할인으로 월 15,400원'],
    group: 'VOICE',
    recommendOrder: 8,
    mainExposureOrder: 8,
  },
  {
    planCode: 'BARO-LTE-VOICE-10G',
    planName: 'LTE 통화무제한 10GB+1Mbps',
    networkType: '4G',
    basicMonthData: 10,
    basicMonthDataUnit: 'GB',
    basicQos: '1Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 30800,
    icon: [],
    saleList: [longTerm(3300)],
    summary: '통화와 데이터 모두 넉넉해야 하는 분을 위한 올인원 요금제',
    benefitList: ['음성 · 문자 무제한', '매달 10GB + 소진 후 1Mbps'],
    group: 'VOICE',
    recommendOrder: 24,
    mainExposureOrder: null,
  },
];

/** Notices that follow from a plan's numbers, so every plan states its discount terms and its limits. */
export function planNoticesOf(plan: PlanSeed): string[] {
  const notices = [...(plan.extraNotices ?? [])];
  if (plan.saleList.some((sale) => sale.prSaleAmount > 0)) {
    notices.push('프로모션 할인은 개통일로부터 24개월 동안 적용되며, 이후에는 할인 전 기본료가 청구됩니다.');
  }
  if (plan.saleList.some((sale) => sale.ltSaleAmount > 0)) {
    notices.push('장기고객 할인은 요금제를 유지하는 동안 매월 자동으로 적용됩니다.');
  }
  if (plan.basicMonthData === -1) {
    notices.push('데이터를 하루 50GB 넘게 쓰면 다른 이용자 보호를 위해 속도가 일시적으로 제어될 수 있어요.');
  } else if (plan.basicQos !== '') {
    notices.push(
      `기본 데이터를 모두 쓰면 최대 ${plan.basicQos} 속도로 추가 요금 없이 계속 이용할 수 있어요.`,
    );
  } else {
    notices.push(
      '기본 데이터 소진 후 추가 사용량은 0.011원/0.5KB로 과금되며, 데이터 안심차단(무료)으로 막을 수 있어요.',
    );
  }
  if (plan.basicVoice === -1) {
    notices.push('음성 무제한이어도 영상통화 · 전국대표번호 등 부가통화는 월 300분까지 제공됩니다.');
  } else {
    notices.push('기본 제공량을 넘긴 음성통화는 초당 1.98원, 문자는 건당 22원이 부과됩니다.');
  }
  if (plan.networkType === '5G') {
    notices.push('5G 지원 단말기에서만 가입할 수 있으며, 5G가 닿지 않는 곳에서는 LTE로 연결됩니다.');
  }
  return notices.slice(0, 4);
}

export interface CategorySeed extends Omit<Category, 'categoryNo'> {
  key: 'DATA' | 'CALL' | 'SAFETY' | 'LIFE';
}

export const categorySeeds: CategorySeed[] = [
  {
    key: 'DATA',
    categoryName: '데이터',
    description: '데이터를 더하고, 나누고, 지켜 주는 서비스',
    displayOrder: 1,
  },
  {
    key: 'CALL',
    categoryName: '통화/문자',
    description: '통화와 문자를 더 편하게 만드는 서비스',
    displayOrder: 2,
  },
  {
    key: 'SAFETY',
    categoryName: '안심/보안',
    description: '스팸과 분실 걱정을 덜어 주는 서비스',
    displayOrder: 3,
  },
  {
    key: 'LIFE',
    categoryName: '생활/엔터',
    description: '음악, 영상, 쿠폰까지 생활 혜택 서비스',
    displayOrder: 4,
  },
];

export interface AddServiceSeed extends Omit<AddService, 'addServiceNo' | 'categoryNo' | 'categoryName'> {
  category: CategorySeed['key'];
}

/** What an add-on changes on the bill beyond its price (docs/billing.md) and who may join it; the rest are taxable, add nothing and fit any line. */
const addServiceTerms: Record<
  string,
  {
    extraMonthData?: number;
    extraVoice?: number;
    isTaxable?: boolean;
    /** Who may join it online (docs/self-care-rules.md): alternatives of one group, plans it is made for. */
    conflictGroup?: string;
    fitsOnly?: AddServiceFit;
  }
> = {
  'ADD-DATA-1G': { extraMonthData: 1024, conflictGroup: 'DATA_EXTRA', fitsOnly: 'LIMITED_DATA' },
  'ADD-DATA-5G': { extraMonthData: 5120, conflictGroup: 'DATA_EXTRA', fitsOnly: 'LIMITED_DATA' },
  'ADD-DATA-SAFE': { fitsOnly: 'LIMITED_DATA' },
  'ADD-VOICE-100': { extraVoice: 100, fitsOnly: 'LIMITED_VOICE' },
  // Insurance is exempt from VAT (부가가치세법 §26): its price goes on the bill as it is.
  'ADD-INSURANCE': { isTaxable: false },
};

export const addServiceSeeds: AddServiceSeed[] = [
  {
    category: 'DATA',
    addServiceCode: 'ADD-DATA-1G',
    addServiceName: '데이터 추가 1GB',
    summary: '매달 데이터 1GB를 더 받아요',
    description:
      '기본 데이터가 조금씩 모자란 달이 있다면 매달 1GB를 자동으로 더해 드려요.\n\n추가 데이터는 기본 데이터를 모두 쓴 뒤부터 차감되며, 해지하면 해지한 날까지만 제공돼요.',
    monthlyAmount: 3300,
    isSelfJoin: true,
    isRecommend: true,
    noticeList: [
      '남은 추가 데이터는 다음 달로 이월되지 않아요.',
      '가입한 달과 해지한 달은 쓴 날만큼 나눠 요금과 데이터를 계산해요.',
      '데이터 추가 5GB와 함께 쓸 수 없고, 무제한 요금제는 가입할 수 없어요.',
    ],
  },
  {
    category: 'DATA',
    addServiceCode: 'ADD-DATA-5G',
    addServiceName: '데이터 추가 5GB',
    summary: '매달 데이터 5GB를 더 받아요',
    description:
      '영상 시청이 많은 달에도 든든하게, 매달 5GB를 기본 데이터에 더해 드려요.\n\n속도 제한(QoS)이 있는 요금제는 추가 데이터를 먼저 쓴 뒤 제한 속도가 적용됩니다.',
    monthlyAmount: 8800,
    isSelfJoin: true,
    isRecommend: false,
    noticeList: [
      '남은 추가 데이터는 다음 달로 이월되지 않아요.',
      '데이터 추가 1GB와 함께 쓸 수 없고, 무제한 요금제는 가입할 수 없어요.',
    ],
  },
  {
    category: 'DATA',
    addServiceCode: 'ADD-DATA-SHARE',
    addServiceName: '데이터 쉐어링',
    summary: '태블릿 · 스마트워치와 데이터를 나눠 써요',
    description:
      '휴대폰 요금제의 기본 데이터를 태블릿이나 스마트워치 유심과 함께 쓸 수 있어요.\n\n쉐어링용 유심은 고객센터에서 신청하며, 최대 2대까지 연결할 수 있습니다.',
    monthlyAmount: 0,
    isSelfJoin: false,
    isRecommend: false,
    noticeList: [
      '데이터 11GB 이상 요금제에서만 신청할 수 있어요.',
      '쉐어링용 유심 발급비 7,700원이 한 번 청구됩니다.',
    ],
  },
  {
    category: 'DATA',
    addServiceCode: 'ADD-DATA-SAFE',
    addServiceName: '데이터 안심차단',
    summary: '기본 데이터를 다 쓰면 추가 과금 없이 데이터를 막아요',
    description:
      '기본 데이터를 모두 쓰면 데이터 이용을 자동으로 막아 예상치 못한 추가 요금을 막아 드려요.\n\n필요할 때는 마이페이지에서 언제든 해지하고 다시 데이터를 쓸 수 있어요.',
    monthlyAmount: 0,
    isSelfJoin: true,
    isRecommend: true,
    noticeList: [
      '속도 제한(QoS)이 있는 요금제는 가입할 필요가 없고, 데이터 무제한 요금제는 가입할 수 없어요.',
      '차단 중에도 와이파이로는 계속 이용할 수 있어요.',
    ],
  },
  {
    category: 'CALL',
    addServiceCode: 'ADD-COLORING',
    addServiceName: '컬러링',
    summary: '전화를 건 사람에게 연결음 대신 음악을 들려줘요',
    description:
      '기본 연결음 대신 좋아하는 음악을 통화 연결음으로 설정할 수 있어요.\n\n매달 음원 1곡 변경이 포함되어 있으며, 곡은 컬러링 앱에서 고를 수 있습니다.',
    monthlyAmount: 1650,
    isSelfJoin: true,
    isRecommend: false,
    noticeList: ['추가 음원 구매 비용은 별도로 청구됩니다.', '해지하면 설정한 음원도 함께 삭제돼요.'],
  },
  {
    category: 'CALL',
    addServiceCode: 'ADD-CALL-ALERT',
    addServiceName: '통화가능 알림',
    summary: '통화 중이던 상대가 통화를 마치면 문자로 알려줘요',
    description:
      '상대방이 통화 중이거나 전원이 꺼져 있을 때, 통화가 가능해지면 바로 문자로 알려 드려요.\n\n급한 전화를 여러 번 걸지 않아도 돼요.',
    monthlyAmount: 0,
    isSelfJoin: true,
    isRecommend: false,
    noticeList: ['알림 문자는 무료로 발송됩니다.', '상대방이 해외 로밍 중이면 알림이 가지 않을 수 있어요.'],
  },
  {
    category: 'CALL',
    addServiceCode: 'ADD-MISSED-CALL',
    addServiceName: '부재중 전화 알림',
    summary: '전원이 꺼져 있던 동안 온 전화를 문자로 알려줘요',
    description:
      '휴대폰 전원이 꺼져 있거나 통화권 밖에 있는 동안 걸려 온 전화를, 다시 켜면 문자로 알려 드려요.\n\n비행기 탑승이나 공연 관람 뒤에도 놓친 연락을 확인할 수 있어요.',
    monthlyAmount: 0,
    isSelfJoin: true,
    isRecommend: true,
    noticeList: ['발신번호 표시를 제한한 전화는 번호 없이 알려 드려요.', '알림 문자는 무료로 발송됩니다.'],
  },
  {
    category: 'CALL',
    addServiceCode: 'ADD-VOICE-100',
    addServiceName: '통화 추가 100분',
    summary: '매달 음성통화 100분을 더 받아요',
    description:
      '기본 통화량이 부족한 요금제에 매달 음성통화 100분을 더해 드려요.\n\n남은 시간은 다음 달로 이월되지 않으며, 영상통화에는 1.6배로 차감됩니다.',
    monthlyAmount: 3300,
    isSelfJoin: true,
    isRecommend: false,
    noticeList: ['음성 무제한 요금제는 가입할 수 없어요.', '남은 통화 시간은 다음 달로 이월되지 않아요.'],
  },
  {
    category: 'CALL',
    addServiceCode: 'ADD-NUMBER-PLUS',
    addServiceName: '넘버플러스',
    summary: '휴대폰 하나로 두 개의 번호를 써요',
    description:
      '업무용과 개인용 번호를 하나의 휴대폰에서 나눠 쓸 수 있어요.\n\n두 번째 번호로 온 전화와 문자는 화면에 따로 표시되어 바로 구분할 수 있습니다.',
    monthlyAmount: 3300,
    isSelfJoin: false,
    isRecommend: false,
    noticeList: [
      '가입은 고객센터(114)에서 본인 확인 후 가능해요.',
      '두 번째 번호로 건 통화도 기본 제공량에서 차감됩니다.',
    ],
  },
  {
    category: 'SAFETY',
    addServiceCode: 'ADD-SPAM-BLOCK',
    addServiceName: '스팸차단',
    summary: '스팸 문자와 전화를 네트워크에서 걸러 내요',
    description:
      '신고가 많은 스팸 번호와 불법 대출 · 도박 광고 문자를 휴대폰에 닿기 전에 걸러 드려요.\n\n차단된 메시지는 마이페이지에서 30일 동안 확인할 수 있어요.',
    monthlyAmount: 0,
    isSelfJoin: true,
    isRecommend: true,
    noticeList: ['정상 문자가 차단되었다면 고객센터로 알려 주세요.', '앱 푸시 알림은 차단 대상이 아니에요.'],
  },
  {
    category: 'SAFETY',
    addServiceCode: 'ADD-SMISHING',
    addServiceName: '스미싱 안심',
    summary: '문자 속 위험한 링크를 미리 알려줘요',
    description:
      '택배 조회, 청첩장, 부고를 사칭한 문자 속 링크를 검사해 위험하면 바로 경고해 드려요.\n\n금융 피해가 의심되면 즉시 고객센터와 경찰청(112)에 알려 주세요.',
    monthlyAmount: 1100,
    isSelfJoin: true,
    isRecommend: false,
    noticeList: [
      '링크 검사는 문자를 받을 때 자동으로 이뤄져요.',
      '모든 악성 링크를 걸러 낸다고 보장할 수는 없어요.',
    ],
  },
  {
    category: 'SAFETY',
    addServiceCode: 'ADD-INSURANCE',
    addServiceName: '휴대폰 분실파손 보험',
    summary: '잃어버리거나 깨진 휴대폰의 수리비를 보상해요',
    description:
      '휴대폰을 잃어버리거나 액정이 깨졌을 때, 자기부담금을 뺀 수리비나 같은 모델 기기값을 보상해 드려요.\n\n보험은 제휴 보험사가 운영하며, 개통 후 30일 안에만 가입할 수 있습니다.',
    monthlyAmount: 5500,
    isSelfJoin: false,
    isRecommend: false,
    noticeList: [
      '개통일로부터 30일 이내에 고객센터를 통해서만 가입할 수 있어요.',
      '보상 시 손해액의 25% 자기부담금이 있어요.',
      '보상 한도는 최대 100만 원이에요.',
    ],
  },
  {
    category: 'SAFETY',
    addServiceCode: 'ADD-ROAMING-BLOCK',
    addServiceName: '해외로밍 차단',
    summary: '해외에서 모르게 쓰는 로밍 요금을 막아요',
    description:
      '해외에서 데이터 로밍과 음성 로밍을 모두 막아 귀국 후 요금 폭탄을 예방해요.\n\n출국 전 마이페이지에서 가입하고, 로밍이 필요하면 언제든 해지할 수 있어요.',
    monthlyAmount: 0,
    isSelfJoin: true,
    isRecommend: false,
    noticeList: ['긴급 전화(112, 119)는 차단 중에도 걸 수 있어요.'],
  },
  {
    category: 'LIFE',
    addServiceCode: 'ADD-MUSIC',
    addServiceName: '바로뮤직',
    summary: '광고 없이 음악을 무제한으로 들어요',
    description:
      '국내외 음원 5천만 곡을 광고 없이 무제한으로 듣는 스트리밍 이용권이에요.\n\n스트리밍에 쓰는 데이터는 요금제의 기본 데이터에서 차감됩니다.',
    monthlyAmount: 7700,
    isSelfJoin: true,
    isRecommend: false,
    noticeList: [
      '가입 첫 달은 무료이며, 다음 달부터 요금이 청구돼요.',
      '오프라인 저장은 기기 1대에서만 가능해요.',
    ],
  },
  {
    category: 'LIFE',
    addServiceCode: 'ADD-OTT',
    addServiceName: '바로 OTT 팩',
    summary: '인기 OTT 두 곳을 한 번에 보는 구독팩',
    description:
      '드라마 · 예능 OTT와 영화 OTT 이용권을 묶어 따로 구독할 때보다 저렴하게 드려요.\n\n가입 후 문자로 받은 쿠폰 번호를 각 OTT 앱에 등록하면 바로 볼 수 있어요.',
    monthlyAmount: 9900,
    isSelfJoin: true,
    isRecommend: true,
    noticeList: [
      '쿠폰은 매달 1일에 새로 발송돼요.',
      '이미 OTT를 구독 중이라면 기존 결제를 먼저 해지해 주세요.',
    ],
  },
  {
    category: 'LIFE',
    addServiceCode: 'ADD-COUPON-PACK',
    addServiceName: '생활 쿠폰팩',
    summary: '매달 편의점 · 카페 할인 쿠폰을 받아요',
    description:
      '매달 편의점 2천 원 할인 쿠폰과 카페 아메리카노 쿠폰을 문자로 보내 드려요.\n\n쿠폰은 받은 달의 말일까지 쓸 수 있어요.',
    monthlyAmount: 4400,
    isSelfJoin: true,
    isRecommend: false,
    noticeList: ['쿠폰은 현금으로 바꿀 수 없어요.', '유효기간이 지난 쿠폰은 다시 발급되지 않아요.'],
  },
];

export interface SeededProducts {
  planNoByCode: ReadonlyMap<string, number>;
  addServiceNoByCode: ReadonlyMap<string, number>;
}

export async function seedProducts(db: Database): Promise<SeededProducts> {
  const groupRows = await db
    .insert(planGroups)
    .values(
      planGroupSeeds.map((group) => ({
        groupName: group.groupName,
        description: group.description,
        displayOrder: group.displayOrder,
        isMainExposure: group.isMainExposure,
      })),
    )
    .returning({ planGroupNo: planGroups.planGroupNo, groupName: planGroups.groupName });
  const groupNoByName = new Map(groupRows.map((row) => [row.groupName, row.planGroupNo]));
  const groupNoByKey = new Map(
    planGroupSeeds.map((group) => [group.key, requireValue(groupNoByName, group.groupName)]),
  );

  const planRows = await db
    .insert(plans)
    .values(
      planSeeds.map((plan) => ({
        planCode: plan.planCode,
        planName: plan.planName,
        networkType: plan.networkType,
        basicMonthData: plan.basicMonthData,
        basicMonthDataUnit: plan.basicMonthDataUnit,
        basicQos: plan.basicQos,
        basicDayData: planDayData[plan.planCode] ?? 0,
        basicVoice: plan.basicVoice,
        basicSms: plan.basicSms,
        basicAmount: plan.basicAmount,
        icon: plan.icon,
        summary: plan.summary,
        benefitList: plan.benefitList,
        noticeList: planNoticesOf(plan),
        planGroupNo: requireValue(groupNoByKey, plan.group),
        recommendOrder: plan.recommendOrder,
        mainExposureOrder: plan.mainExposureOrder,
      })),
    )
    .returning({ planNo: plans.planNo, planCode: plans.planCode });
  const planNoByCode = new Map(planRows.map((row) => [row.planCode, row.planNo]));

  await db.insert(planSales).values(
    planSeeds.flatMap((plan) =>
      plan.saleList.map((sale, index) => ({
        ...sale,
        planNo: requireValue(planNoByCode, plan.planCode),
        displayOrder: index + 1,
      })),
    ),
  );

  const categoryRows = await db
    .insert(addServiceCategories)
    .values(
      categorySeeds.map((category) => ({
        categoryName: category.categoryName,
        description: category.description,
        displayOrder: category.displayOrder,
      })),
    )
    .returning({
      categoryNo: addServiceCategories.categoryNo,
      categoryName: addServiceCategories.categoryName,
    });
  const categoryNoByName = new Map(categoryRows.map((row) => [row.categoryName, row.categoryNo]));
  const categoryNoByKey = new Map(
    categorySeeds.map((category) => [category.key, requireValue(categoryNoByName, category.categoryName)]),
  );

  const addServiceRows = await db
    .insert(addServices)
    .values(
      addServiceSeeds.map((addService, index) => ({
        addServiceCode: addService.addServiceCode,
        addServiceName: addService.addServiceName,
        categoryNo: requireValue(categoryNoByKey, addService.category),
        summary: addService.summary,
        description: addService.description,
        monthlyAmount: addService.monthlyAmount,
        ...addServiceTerms[addService.addServiceCode],
        isSelfJoin: addService.isSelfJoin,
        isRecommend: addService.isRecommend,
        noticeList: addService.noticeList,
        displayOrder: index + 1,
      })),
    )
    .returning({ addServiceNo: addServices.addServiceNo, addServiceCode: addServices.addServiceCode });

  return {
    planNoByCode,
    addServiceNoByCode: new Map(addServiceRows.map((row) => [row.addServiceCode, row.addServiceNo])),
  };
}
