import {
  addServiceListSchema,
  addServiceSchema,
  categoryListSchema,
  findAddServiceRequestSchema,
  findAddServicesRequestSchema,
} from '../product/add-service.ts';
import {
  findPlanByCodeRequestSchema,
  findPlanRequestSchema,
  findPlansRequestSchema,
  mainPlanGroupSchema,
  planGroupListSchema,
  planListSchema,
  planSchema,
} from '../product/plan.ts';
import {
  bannerClickSchema,
  bannerListSchema,
  clickBannerRequestSchema,
  findBannersRequestSchema,
} from '../site/banner.ts';
import { maintenanceWindowListSchema } from '../site/maintenance.ts';
import { findTermsRequestSchema, termsDocumentSchema, termsTypeListSchema } from '../site/terms.ts';
import {
  boardDetailSchema,
  boardListSchema,
  findBoardRequestSchema,
  findBoardsRequestSchema,
} from '../customer/board.ts';
import { applicationFormListSchema } from '../customer/application-form.ts';
import {
  createInquiryRequestSchema,
  findInquiriesRequestSchema,
  inquiryListSchema,
  inquirySchema,
} from '../customer/inquiry.ts';
import { callAddresses } from './addresses.ts';
import { defineCalls } from './define.ts';

export const productCalls = defineCalls({
  findPlans: {
    group: 'product',
    ...callAddresses.findPlans,
    summary: { ko: '요금제 목록 (필터, 정렬, 페이지)', en: 'Plans, filtered, sorted and paged' },
    caller: 'anonymous',
    querystring: findPlansRequestSchema,
    entity: planListSchema,
    failures: [],
  },
  findPlanGroups: {
    group: 'product',
    ...callAddresses.findPlanGroups,
    summary: { ko: '요금제 묶음과 그 요금제', en: 'Plan groups with their plans' },
    caller: 'anonymous',
    entity: planGroupListSchema,
    failures: [],
  },
  findPlanByCode: {
    group: 'product',
    ...callAddresses.findPlanByCode,
    summary: { ko: '요금제 코드로 요금제 한 개', en: 'One plan by its code' },
    caller: 'anonymous',
    params: findPlanByCodeRequestSchema,
    entity: planSchema,
    failures: ['notFound'],
  },
  findPlan: {
    group: 'product',
    ...callAddresses.findPlan,
    summary: { ko: '요금제 한 개', en: 'One plan' },
    caller: 'anonymous',
    params: findPlanRequestSchema,
    entity: planSchema,
    failures: ['notFound'],
  },
  findCategories: {
    group: 'product',
    ...callAddresses.findCategories,
    summary: { ko: '부가서비스 분류', en: 'Add-on service categories' },
    caller: 'anonymous',
    entity: categoryListSchema,
    failures: [],
  },
  findAddServices: {
    group: 'product',
    ...callAddresses.findAddServices,
    summary: { ko: '부가서비스 목록 (분류, 페이지)', en: 'Add-on services, by category and page' },
    caller: 'anonymous',
    querystring: findAddServicesRequestSchema,
    entity: addServiceListSchema,
    failures: [],
  },
  findAllAddServices: {
    group: 'product',
    ...callAddresses.findAllAddServices,
    summary: { ko: '부가서비스 전체', en: 'Every add-on service' },
    caller: 'anonymous',
    entity: addServiceListSchema,
    failures: [],
  },
  findAddService: {
    group: 'product',
    ...callAddresses.findAddService,
    summary: { ko: '부가서비스 한 개', en: 'One add-on service' },
    caller: 'anonymous',
    params: findAddServiceRequestSchema,
    entity: addServiceSchema,
    failures: ['notFound'],
  },
});

export const siteCalls = defineCalls({
  findBanners: {
    group: 'site',
    ...callAddresses.findBanners,
    summary: { ko: '배너 목록 (팝업, 메인, 팁)', en: 'Banners: popup, main and tip' },
    caller: 'anonymous',
    querystring: findBannersRequestSchema,
    entity: bannerListSchema,
    failures: [],
  },
  clickBanner: {
    group: 'site',
    ...callAddresses.clickBanner,
    summary: { ko: '배너 클릭 기록', en: 'Count a banner click' },
    description: 'Sent before following the banner link. No body.',
    caller: 'anonymous',
    params: clickBannerRequestSchema,
    entity: bannerClickSchema,
    failures: ['notFound', 'tooManyRequests'],
  },
  findMainPlanGroup: {
    group: 'site',
    ...callAddresses.findMainPlanGroup,
    summary: { ko: '홈 추천 요금제', en: 'Plans the home page recommends' },
    caller: 'anonymous',
    entity: mainPlanGroupSchema,
    failures: [],
  },
  findTermsTypes: {
    group: 'site',
    ...callAddresses.findTermsTypes,
    summary: { ko: '약관 종류와 현재 시행 중인 버전', en: 'Terms types with the version in force' },
    description:
      'The eleven types of spec §3 in order; `current` is null for a type none of whose versions is in force yet.',
    caller: 'anonymous',
    entity: termsTypeListSchema,
    failures: [],
  },
  findTerms: {
    group: 'site',
    ...callAddresses.findTerms,
    summary: { ko: '약관 본문과 버전 목록', en: 'A terms document with its versions' },
    description:
      'Without termsNo: the version in force today (Seoul), or the first announced one before any is. With termsNo: that version, older or upcoming; a number of another type is not found.',
    caller: 'anonymous',
    querystring: findTermsRequestSchema,
    entity: termsDocumentSchema,
    failures: ['notFound'],
  },
  findMaintenanceWindows: {
    group: 'site',
    ...callAddresses.findMaintenanceWindows,
    summary: { ko: '시스템 점검 안내 (진행 중, 예정)', en: 'Maintenance windows running now or announced' },
    description:
      'Windows whose notice has begun and that have not ended, the earliest first. While one runs, the ' +
      'calls of its areas answer HTTP 503 with code 5030.',
    caller: 'anonymous',
    entity: maintenanceWindowListSchema,
    failures: [],
  },
});

export const customerCalls = defineCalls({
  findBoards: {
    group: 'customer',
    ...callAddresses.findBoards,
    summary: {
      ko: '공지사항, 자주 묻는 질문 목록 (분류, 검색)',
      en: 'Notices and FAQ, by category and search',
    },
    caller: 'anonymous',
    querystring: findBoardsRequestSchema,
    entity: boardListSchema,
    failures: [],
  },
  findBoard: {
    group: 'customer',
    ...callAddresses.findBoard,
    summary: { ko: '게시글 한 개와 이전글, 다음글', en: 'One post with the posts before and after it' },
    caller: 'anonymous',
    params: findBoardRequestSchema,
    entity: boardDetailSchema,
    failures: ['notFound'],
  },
  findApplicationForms: {
    group: 'customer',
    ...callAddresses.findApplicationForms,
    summary: { ko: '신청서 내려받기 목록', en: 'Application forms to download' },
    caller: 'anonymous',
    entity: applicationFormListSchema,
    failures: [],
  },
  createInquiry: {
    group: 'customer',
    ...callAddresses.createInquiry,
    summary: { ko: '1:1 문의 남기기', en: 'Ask a 1:1 inquiry' },
    description:
      "Attachments are ids from common/upload: the subscriber's own, not yet attached. The same Idempotency-Key sent again with the same inquiry answers the inquiry it made.",
    caller: 'subscriber',
    body: createInquiryRequestSchema,
    entity: inquirySchema,
    failures: ['business'],
  },
  findInquiries: {
    group: 'customer',
    ...callAddresses.findInquiries,
    summary: { ko: '내 1:1 문의 목록 (답변 포함)', en: 'My inquiries with their answers' },
    caller: 'subscriber',
    querystring: findInquiriesRequestSchema,
    entity: inquiryListSchema,
    failures: [],
  },
});
