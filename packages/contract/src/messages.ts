// Korean user messages of spec §5 and §8, used verbatim by both sides.
import { PHONE_AUTH_CODE_LENGTH } from './constants.ts';

export const messages = {
  carrierDelay:
    '죄송합니다. 현재 통신사의 응답이 지연되고 있어 문제가 발생하였습니다. 잠시 후 다시 시도해 주시기 바랍니다.',
  autoLogout: '장시간 활동이 없어 자동으로 로그아웃 되었습니다.',
  loginRequired: '로그인이 필요한 페이지입니다.',
  loginRequiredConfirm: '로그인이 필요한 페이지입니다. 로그인 페이지로 이동하시겠습니까?',
  emptySearch: '검색어를 입력해주세요.',
  // The search word's other refusals. Ours: the spec gives no words.
  searchWordTooLong: (max: number) => `검색어는 ${max}자 이내로 입력해 주세요.`,
  searchWordSingleLine: '검색어는 줄바꿈 없이 한 줄로 입력해 주세요.',
  noEventToMove: '이동할 이벤트 정보가 없습니다.',
  simpleAuthChooseProvider: '제휴사를 선택해 주세요.',
  simpleAuthChooseProviderForTerms: '인증 제휴사를 선택해 주세요.',
  simpleAuthAgreeAll: '이용 약관에 모두 동의해 주세요.',
  simpleAuthInvalid: '잘못된 인증 정보입니다.',
  simpleAuthComplete: '인증이 완료되었습니다.',
  sameCharacterRepeated: '동일 문자를 3자 이상 연속으로 입력할 수 없습니다.',
  sequentialCharacters: '영문, 숫자는 3자 이상 연속으로 입력할 수 없습니다.',
  // Messages below are ours: the spec leaves them open.
  notFound: '요청하신 정보를 찾을 수 없습니다.',
  pageNotFound: '요청하신 페이지를 찾을 수 없습니다.',
  serverError: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  networkError: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
  unauthorized: '로그인이 필요합니다. 다시 로그인해 주세요.',
  forbidden: '이 기능을 쓸 권한이 없어요. 관리자에게 권한을 요청해 주세요.',
  invalidInput: (field: string) => `입력값을 확인해 주세요. (${field})`,
  // Requests the server cannot read at all (too large, of an unknown type, a broken address). Ours.
  requestTooLarge: '요청 내용이 너무 큽니다. 입력한 내용을 줄여 다시 시도해 주세요.',
  unsupportedRequestType: '지원하지 않는 형식의 요청입니다.',
  invalidAddress: '요청 주소가 올바르지 않습니다.',
  addressTooLong: '요청 주소가 너무 깁니다.',
  // Once-only actions (docs/once-and-audit.md). Ours.
  idempotencyKeyInvalid:
    '요청을 구분하는 키가 없거나 올바르지 않아요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  idempotencyKeyReused: '이미 처리한 요청과 내용이 달라요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  idempotencyInProgress: '같은 요청을 처리하고 있어요. 잠시 후 다시 시도해 주세요.',
  // Journeys of several steps the server keeps (docs/flows.md). Ours.
  flowNotFound: '진행 중이던 신청 정보가 없거나 보관 기간이 지났어요. 처음부터 다시 진행해 주세요.',
  flowStepOutOfOrder: '지금 진행할 수 있는 단계가 아니에요. 진행 중인 단계로 이동할게요.',
  requestTimeout: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
  planCompareFull: '요금제는 3개까지 비교할 수 있어요. 담긴 요금제를 하나 빼고 다시 담아 주세요.',
  // Accounts, phone auth and identity verification (issue 3). Ours: the spec leaves them open.
  // The account forms' own words (the screens check them before sending). Ours.
  loginIdRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  passwordCharacters: '비밀번호에는 영문, 숫자, 특수문자만 쓸 수 있어요. (공백·한글 제외)',
  passwordMismatch: '비밀번호가 서로 달라요. 한 번 더 확인해 주세요.',
  emailInvalid: '이메일 주소를 정확히 입력해 주세요.',
  personNameInvalid: '이름을 신분증에 적힌 대로 입력해 주세요.',
  phoneInvalid: '휴대폰 번호를 정확히 입력해 주세요.',
  phoneAuthCodeInvalid: `문자로 받은 인증번호 ${PHONE_AUTH_CODE_LENGTH}자리를 입력해 주세요.`,
  loginIdRule: '아이디는 영문과 숫자를 모두 포함해 6~12자로 입력해 주세요.',
  passwordRule: '비밀번호는 영문, 숫자, 특수문자를 모두 포함해 8~16자로 입력해 주세요.',
  loginFailed: '아이디 또는 비밀번호가 일치하지 않습니다.',
  loginLocked:
    '로그인에 5회 실패하여 10분 동안 로그인할 수 없습니다. 잠시 후 다시 시도하시거나 비밀번호 찾기를 이용해 주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  sessionExpired: '로그인 유효시간이 지났습니다. 다시 로그인해 주세요.',
  noUsableLine: '이용 중인 회선이 없어 로그인할 수 없습니다. 고객센터로 문의해 주세요.',
  memberNotFound: '가입된 회원 정보가 없습니다. 회원가입 후 이용해 주세요.',
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  alreadyJoined: '이미 가입된 회원입니다. 아이디 또는 비밀번호 찾기를 이용해 주세요.',
  notSubscriber:
    '바로모바일 회선을 이용 중인 고객만 회원가입할 수 있습니다. 인증한 이름과 휴대폰 번호를 확인해 주세요.',
  currentPasswordMismatch: '현재 비밀번호가 일치하지 않습니다.',
  passwordUnchanged: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
  passwordChangeNeedsLogin: '비밀번호 변경은 로그인 후 이용할 수 있습니다.',
  phoneAuthResendWait: (seconds: number) => `인증번호는 ${seconds}초 후에 다시 요청할 수 있습니다.`,
  phoneAuthSendLimit: '인증번호 요청 횟수를 초과했습니다. 잠시 후 다시 시도해 주세요.',
  phoneAuthNotRequested: '인증번호를 먼저 요청해 주세요.',
  phoneAuthExpired: '인증번호 입력 시간이 지났습니다. 인증번호를 다시 요청해 주세요.',
  phoneAuthMismatch: (remainingTries: number) =>
    `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${remainingTries}회)`,
  phoneAuthTooManyTries: '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 요청해 주세요.',
  phoneAuthRequired: '휴대폰 인증 정보가 없거나 만료되었습니다. 휴대폰 인증을 다시 진행해 주세요.',
  identityVerificationRequired: '본인인증 정보가 없거나 만료되었습니다. 본인인증을 다시 진행해 주세요.',
  identityRejected: '본인인증 요청이 거절되었습니다. 입력하신 정보를 확인해 주세요.',
  identityRequestExpired: '인증 요청 시간이 지났습니다. 처음부터 다시 인증해 주세요.',
  realNameMismatch: '실명 확인에 실패했습니다. 이름과 주민등록번호를 확인해 주세요.',
  deviceUserMismatch: '로그인한 회원의 기기 정보만 등록할 수 있습니다.',
  deviceOwnedByOther:
    '다른 회원이 로그인해 사용 중인 기기입니다. 그 회원이 로그아웃한 뒤 다시 등록해 주세요.',
  // Events (issue 12). Ours: the spec leaves them open.
  eventPrivacyConsentRequired: '이벤트 참여를 위한 개인정보 수집·이용에 동의해 주세요.',
  eventNotJoinable: '응모하는 이벤트가 아니에요. 이벤트 안내를 확인해 주세요.',
  eventNotStarted: '아직 시작하지 않은 이벤트예요.',
  eventEnded: '종료된 이벤트예요. 다음 이벤트에 참여해 주세요.',
  eventAlreadyJoined: '이미 참여한 이벤트예요. 한 분당 한 번만 참여할 수 있어요.',
  eventFull: '선착순 인원이 모두 찼어요. 다음 이벤트에 참여해 주세요.',
  eventOwnEntryNeedsLogin: '내 참여 내역은 로그인한 뒤 볼 수 있어요.',
  previewLinkInvalid: '미리보기 링크가 올바르지 않아요. 관리 화면에서 링크를 다시 만들어 주세요.',
  previewLinkExpired: '미리보기 링크의 유효 시간이 지났어요. 관리 화면에서 링크를 다시 만들어 주세요.',
  // Maintenance windows (spec §8) and the address search (spec §2.4). Ours: the spec gives no words.
  maintenanceRefusal: ({
    subject,
    period,
    brandName,
    freeCallNumber,
  }: {
    subject: string;
    period: string;
    brandName: string;
    freeCallNumber: string;
  }) =>
    `시스템 점검 중이라 지금은 ${subject} 이용할 수 없어요.\n점검 시간: ${period}\n` +
    `분실 신고처럼 급한 일은 ${brandName} 휴대폰에서 ${freeCallNumber}(무료)로 전화해 주세요.`,
  postcodeRule: '우편번호 5자리를 숫자로 입력해 주세요.',
  addressRequired: '주소를 입력해 주세요.',
  addressSingleLine: '줄바꿈이나 특수한 제어 문자 없이 한 줄로 입력해 주세요.',
  addressFieldTooLong: (maxLength: number) => `${maxLength}자까지 입력할 수 있어요.`,
  // Files and the 1:1 inquiry (docs/files.md). Ours: the spec leaves them open.
  uploadMissing: '올릴 파일을 선택해 주세요.',
  uploadEmpty: '빈 파일은 올릴 수 없어요.',
  uploadTooLarge: '파일은 10MB까지 올릴 수 있어요.',
  uploadTypeRefused: 'JPG, PNG, GIF, WEBP, HEIC 사진과 PDF 파일만 올릴 수 있어요.',
  uploadTooMany: '파일을 너무 많이 올렸어요. 잠시 후 다시 시도해 주세요.',
  fileNotFound: '파일을 찾을 수 없어요. 주소를 확인하거나 로그인한 뒤 다시 시도해 주세요.',
  inquiryCategoryRequired: '문의 유형을 선택해 주세요.',
  inquiryTitleRequired: '제목을 입력해 주세요.',
  inquiryTitleTooLong: '제목은 50자까지 쓸 수 있어요.',
  inquiryContentTooShort: '문의 내용을 10자 이상 써 주세요.',
  inquiryContentTooLong: '문의 내용은 2,000자까지 쓸 수 있어요.',
  inquiryTextUnusable: '쓸 수 없는 문자가 들어 있어요. 내용을 다시 확인해 주세요.',
  inquiryAttachmentsTooMany: '파일은 3개까지 첨부할 수 있어요.',
  inquiryAttachmentUnavailable: '첨부한 파일을 찾을 수 없어요. 파일을 다시 올려 주세요.',
} as const;
