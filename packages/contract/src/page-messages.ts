// What any page may say by itself (spec §8 failures and our own notices), kept apart from the forms' messages
// so that every page does not carry those (docs/languages.md).
import type { Message } from './i18n/translate.ts';

/**
 * What any page may say by itself: failures, the login and session notices, the search word's refusals and
 * the display of amounts. The rest, which forms and flows say (and the server), is in form-messages.ts,
 * loaded by the screens that have them (docs/languages.md).
 */
export const pageMessages = {
  carrierDelay: /*i18n*/ {
    id: 'carrierDelay',
    message:
      '죄송합니다. 현재 통신사의 응답이 지연되고 있어 문제가 발생하였습니다. 잠시 후 다시 시도해 주시기 바랍니다.',
  },
  autoLogout: /*i18n*/ { id: 'autoLogout', message: '장시간 활동이 없어 자동으로 로그아웃 되었습니다.' },
  loginRequired: /*i18n*/ { id: 'loginRequired', message: '로그인이 필요한 페이지입니다.' },
  loginRequiredConfirm: /*i18n*/ {
    id: 'loginRequiredConfirm',
    message: '로그인이 필요한 페이지입니다. 로그인 페이지로 이동하시겠습니까?',
  },
  emptySearch: /*i18n*/ { id: 'emptySearch', message: '검색어를 입력해주세요.' },
  // The search word's other refusals. Ours: the spec gives no words.
  searchWordTooLong: (max: number): Message => /*i18n*/ ({
    id: 'searchWordTooLong',
    message: '검색어는 {max}자 이내로 입력해 주세요.',
    values: { max },
  }),
  searchWordSingleLine: /*i18n*/ {
    id: 'searchWordSingleLine',
    message: '검색어는 줄바꿈 없이 한 줄로 입력해 주세요.',
  },
  noEventToMove: /*i18n*/ { id: 'noEventToMove', message: '이동할 이벤트 정보가 없습니다.' },
  // Messages below are ours: the spec leaves them open.
  notFound: /*i18n*/ { id: 'notFound', message: '요청하신 정보를 찾을 수 없습니다.' },
  pageNotFound: /*i18n*/ { id: 'pageNotFound', message: '요청하신 페이지를 찾을 수 없습니다.' },
  serverError: /*i18n*/ {
    id: 'serverError',
    message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },
  networkError: /*i18n*/ { id: 'networkError', message: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.' },
  unauthorized: /*i18n*/ { id: 'unauthorized', message: '로그인이 필요합니다. 다시 로그인해 주세요.' },
  planCompareFull: /*i18n*/ {
    id: 'planCompareFull',
    message: '요금제는 3개까지 비교할 수 있어요. 담긴 요금제를 하나 빼고 다시 담아 주세요.',
  },
  // Amounts as §5 shows them. Ours.
  unlimited: /*i18n*/ { id: 'unlimited', message: '무제한' },
  voiceMinutes: (minutes: number): Message => /*i18n*/ ({
    id: 'voiceMinutes',
    message: '{minutes}분',
    values: { minutes },
  }),
  smsCount: (count: number): Message => /*i18n*/ ({
    id: 'smsCount',
    message: '{count}건',
    values: { count },
  }),
  sessionExpired: /*i18n*/ {
    id: 'sessionExpired',
    message: '로그인 유효시간이 지났습니다. 다시 로그인해 주세요.',
  },
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
