// What the forms and flows say, and the server's refusals (docs/languages.md): the spec's Korean verbatim
// where it gives words, ours elsewhere. A catalogue of its own, so a page without a form is not sent it.
import { PHONE_AUTH_CODE_LENGTH } from './constants.ts';
import type { Message } from './i18n/translate.ts';

export const formMessages = {
  simpleAuthChooseProvider: /*i18n*/ { id: 'simpleAuthChooseProvider', message: '제휴사를 선택해 주세요.' },
  simpleAuthChooseProviderForTerms: /*i18n*/ {
    id: 'simpleAuthChooseProviderForTerms',
    message: '인증 제휴사를 선택해 주세요.',
  },
  simpleAuthAgreeAll: /*i18n*/ { id: 'simpleAuthAgreeAll', message: '이용 약관에 모두 동의해 주세요.' },
  simpleAuthInvalid: /*i18n*/ { id: 'simpleAuthInvalid', message: '잘못된 인증 정보입니다.' },
  simpleAuthComplete: /*i18n*/ { id: 'simpleAuthComplete', message: '인증이 완료되었습니다.' },
  sameCharacterRepeated: /*i18n*/ {
    id: 'sameCharacterRepeated',
    message: '동일 문자를 3자 이상 연속으로 입력할 수 없습니다.',
  },
  sequentialCharacters: /*i18n*/ {
    id: 'sequentialCharacters',
    message: '영문, 숫자는 3자 이상 연속으로 입력할 수 없습니다.',
  },
  forbidden: /*i18n*/ {
    id: 'forbidden',
    message: '이 기능을 쓸 권한이 없어요. 관리자에게 권한을 요청해 주세요.',
  },
  invalidInput: (field: string): Message => /*i18n*/ ({
    id: 'invalidInput',
    message: '입력값을 확인해 주세요. ({field})',
    values: { field },
  }),
  // Requests the server cannot read at all (too large, of an unknown type, a broken address). Ours.
  requestTooLarge: /*i18n*/ {
    id: 'requestTooLarge',
    message: '요청 내용이 너무 큽니다. 입력한 내용을 줄여 다시 시도해 주세요.',
  },
  unsupportedRequestType: /*i18n*/ {
    id: 'unsupportedRequestType',
    message: '지원하지 않는 형식의 요청입니다.',
  },
  invalidAddress: /*i18n*/ { id: 'invalidAddress', message: '요청 주소가 올바르지 않습니다.' },
  addressTooLong: /*i18n*/ { id: 'addressTooLong', message: '요청 주소가 너무 깁니다.' },
  // Once-only actions (docs/once-and-audit.md). Ours.
  idempotencyKeyInvalid: /*i18n*/ {
    id: 'idempotencyKeyInvalid',
    message: '요청을 구분하는 키가 없거나 올바르지 않아요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  },
  idempotencyKeyReused: /*i18n*/ {
    id: 'idempotencyKeyReused',
    message: '이미 처리한 요청과 내용이 달라요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  },
  idempotencyInProgress: /*i18n*/ {
    id: 'idempotencyInProgress',
    message: '같은 요청을 처리하고 있어요. 잠시 후 다시 시도해 주세요.',
  },
  // Journeys of several steps the server keeps (docs/flows.md). Ours.
  flowNotFound: /*i18n*/ {
    id: 'flowNotFound',
    message: '진행 중이던 신청 정보가 없거나 보관 기간이 지났어요. 처음부터 다시 진행해 주세요.',
  },
  flowStepOutOfOrder: /*i18n*/ {
    id: 'flowStepOutOfOrder',
    message: '지금 진행할 수 있는 단계가 아니에요. 진행 중인 단계로 이동할게요.',
  },
  requestTimeout: /*i18n*/ {
    id: 'requestTimeout',
    message: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
  },
  // The parts of the login ID and password rules, as the checklist under the field shows them. Ours.
  loginIdRuleLettersAndDigits: /*i18n*/ {
    id: 'loginIdRuleLettersAndDigits',
    message: '영문과 숫자 모두 포함',
  },
  loginIdRuleOnlyLettersAndDigits: /*i18n*/ {
    id: 'loginIdRuleOnlyLettersAndDigits',
    message: '영문·숫자만 사용',
  },
  ruleLength: (length: { min: number; max: number }): Message => /*i18n*/ ({
    id: 'ruleLength',
    message: '{min}~{max}자',
    values: length,
  }),
  passwordRuleKinds: /*i18n*/ { id: 'passwordRuleKinds', message: '영문, 숫자, 특수문자 모두 포함' },
  passwordRuleLength: (length: { min: number; max: number }): Message => /*i18n*/ ({
    id: 'passwordRuleLength',
    message: '{min}~{max}자 (공백·한글 제외)',
    values: length,
  }),
  passwordRuleNoRepeat: /*i18n*/ { id: 'passwordRuleNoRepeat', message: '같은 문자 3번 연속 안 됨' },
  passwordRuleNoSequence: /*i18n*/ {
    id: 'passwordRuleNoSequence',
    message: '연속된 영문·숫자 3자 안 됨 (abc, 123)',
  },
  // Accounts, phone auth and identity verification (issue 3). Ours: the spec leaves them open.
  // The account forms' own words (the screens check them before sending). Ours.
  loginIdRequired: /*i18n*/ { id: 'loginIdRequired', message: '아이디를 입력해 주세요.' },
  passwordRequired: /*i18n*/ { id: 'passwordRequired', message: '비밀번호를 입력해 주세요.' },
  passwordCharacters: /*i18n*/ {
    id: 'passwordCharacters',
    message: '비밀번호에는 영문, 숫자, 특수문자만 쓸 수 있어요. (공백·한글 제외)',
  },
  passwordMismatch: /*i18n*/ {
    id: 'passwordMismatch',
    message: '비밀번호가 서로 달라요. 한 번 더 확인해 주세요.',
  },
  emailInvalid: /*i18n*/ { id: 'emailInvalid', message: '이메일 주소를 정확히 입력해 주세요.' },
  personNameInvalid: /*i18n*/ {
    id: 'personNameInvalid',
    message: '이름을 신분증에 적힌 대로 입력해 주세요.',
  },
  phoneInvalid: /*i18n*/ { id: 'phoneInvalid', message: '휴대폰 번호를 정확히 입력해 주세요.' },
  phoneAuthCodeInvalid: /*i18n*/ {
    id: 'phoneAuthCodeInvalid',
    message: '문자로 받은 인증번호 {length}자리를 입력해 주세요.',
    values: { length: PHONE_AUTH_CODE_LENGTH },
  },
  loginIdRule: /*i18n*/ {
    id: 'loginIdRule',
    message: '아이디는 영문과 숫자를 모두 포함해 6~12자로 입력해 주세요.',
  },
  passwordRule: /*i18n*/ {
    id: 'passwordRule',
    message: '비밀번호는 영문, 숫자, 특수문자를 모두 포함해 8~16자로 입력해 주세요.',
  },
  loginFailed: /*i18n*/ { id: 'loginFailed', message: '아이디 또는 비밀번호가 일치하지 않습니다.' },
  loginLocked: /*i18n*/ {
    id: 'loginLocked',
    message:
      '로그인에 5회 실패하여 10분 동안 로그인할 수 없습니다. 잠시 후 다시 시도하시거나 비밀번호 찾기를 이용해 주세요.',
  },
  tooManyRequests: /*i18n*/ {
    id: 'tooManyRequests',
    message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  noUsableLine: /*i18n*/ {
    id: 'noUsableLine',
    message: '이용 중인 회선이 없어 로그인할 수 없습니다. 고객센터로 문의해 주세요.',
  },
  memberNotFound: /*i18n*/ {
    id: 'memberNotFound',
    message: '가입된 회원 정보가 없습니다. 회원가입 후 이용해 주세요.',
  },
  loginIdTaken: /*i18n*/ { id: 'loginIdTaken', message: '이미 사용 중인 아이디입니다.' },
  alreadyJoined: /*i18n*/ {
    id: 'alreadyJoined',
    message: '이미 가입된 회원입니다. 아이디 또는 비밀번호 찾기를 이용해 주세요.',
  },
  notSubscriber: /*i18n*/ {
    id: 'notSubscriber',
    message:
      '바로모바일 회선을 이용 중인 고객만 회원가입할 수 있습니다. 인증한 이름과 휴대폰 번호를 확인해 주세요.',
  },
  currentPasswordMismatch: /*i18n*/ {
    id: 'currentPasswordMismatch',
    message: '현재 비밀번호가 일치하지 않습니다.',
  },
  passwordUnchanged: /*i18n*/ {
    id: 'passwordUnchanged',
    message: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
  },
  passwordChangeNeedsLogin: /*i18n*/ {
    id: 'passwordChangeNeedsLogin',
    message: '비밀번호 변경은 로그인 후 이용할 수 있습니다.',
  },
  phoneAuthResendWait: (seconds: number): Message => /*i18n*/ ({
    id: 'phoneAuthResendWait',
    message: '인증번호는 {seconds}초 후에 다시 요청할 수 있습니다.',
    values: { seconds },
  }),
  phoneAuthSendLimit: /*i18n*/ {
    id: 'phoneAuthSendLimit',
    message: '인증번호 요청 횟수를 초과했습니다. 잠시 후 다시 시도해 주세요.',
  },
  phoneAuthNotRequested: /*i18n*/ { id: 'phoneAuthNotRequested', message: '인증번호를 먼저 요청해 주세요.' },
  phoneAuthExpired: /*i18n*/ {
    id: 'phoneAuthExpired',
    message: '인증번호 입력 시간이 지났습니다. 인증번호를 다시 요청해 주세요.',
  },
  phoneAuthMismatch: (remainingTries: number): Message => /*i18n*/ ({
    id: 'phoneAuthMismatch',
    message: '인증번호가 일치하지 않습니다. (남은 입력 횟수 {remainingTries}회)',
    values: { remainingTries },
  }),
  phoneAuthTooManyTries: /*i18n*/ {
    id: 'phoneAuthTooManyTries',
    message: '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 요청해 주세요.',
  },
  reauthPhoneNotOwn: /*i18n*/ {
    id: 'reauthPhoneNotOwn',
    message: '가입한 분의 사용 중인 번호로 받은 인증번호가 아니에요. 내 번호로 다시 인증해 주세요.',
  },
  phoneAuthRequired: /*i18n*/ {
    id: 'phoneAuthRequired',
    message: '휴대폰 인증 정보가 없거나 만료되었습니다. 휴대폰 인증을 다시 진행해 주세요.',
  },
  identityVerificationRequired: /*i18n*/ {
    id: 'identityVerificationRequired',
    message: '본인인증 정보가 없거나 만료되었습니다. 본인인증을 다시 진행해 주세요.',
  },
  identityRejected: /*i18n*/ {
    id: 'identityRejected',
    message: '본인인증 요청이 거절되었습니다. 입력하신 정보를 확인해 주세요.',
  },
  identityRequestExpired: /*i18n*/ {
    id: 'identityRequestExpired',
    message: '인증 요청 시간이 지났습니다. 처음부터 다시 인증해 주세요.',
  },
  realNameMismatch: /*i18n*/ {
    id: 'realNameMismatch',
    message: '실명 확인에 실패했습니다. 이름과 주민등록번호를 확인해 주세요.',
  },
  deviceUserMismatch: /*i18n*/ {
    id: 'deviceUserMismatch',
    message: '로그인한 회원의 기기 정보만 등록할 수 있습니다.',
  },
  deviceOwnedByOther: /*i18n*/ {
    id: 'deviceOwnedByOther',
    message: '다른 회원이 로그인해 사용 중인 기기입니다. 그 회원이 로그아웃한 뒤 다시 등록해 주세요.',
  },
  // Events (issue 12). Ours: the spec leaves them open.
  eventPrivacyConsentRequired: /*i18n*/ {
    id: 'eventPrivacyConsentRequired',
    message: '이벤트 참여를 위한 개인정보 수집·이용에 동의해 주세요.',
  },
  eventNotJoinable: /*i18n*/ {
    id: 'eventNotJoinable',
    message: '응모하는 이벤트가 아니에요. 이벤트 안내를 확인해 주세요.',
  },
  eventNotStarted: /*i18n*/ { id: 'eventNotStarted', message: '아직 시작하지 않은 이벤트예요.' },
  eventEnded: /*i18n*/ { id: 'eventEnded', message: '종료된 이벤트예요. 다음 이벤트에 참여해 주세요.' },
  eventAlreadyJoined: /*i18n*/ {
    id: 'eventAlreadyJoined',
    message: '이미 참여한 이벤트예요. 한 분당 한 번만 참여할 수 있어요.',
  },
  eventFull: /*i18n*/ { id: 'eventFull', message: '선착순 인원이 모두 찼어요. 다음 이벤트에 참여해 주세요.' },
  eventOwnEntryNeedsLogin: /*i18n*/ {
    id: 'eventOwnEntryNeedsLogin',
    message: '내 참여 내역은 로그인한 뒤 볼 수 있어요.',
  },
  previewLinkInvalid: /*i18n*/ {
    id: 'previewLinkInvalid',
    message: '미리보기 링크가 올바르지 않아요. 관리 화면에서 링크를 다시 만들어 주세요.',
  },
  previewLinkExpired: /*i18n*/ {
    id: 'previewLinkExpired',
    message: '미리보기 링크의 유효 시간이 지났어요. 관리 화면에서 링크를 다시 만들어 주세요.',
  },
  // Maintenance windows (spec §8) and the address search (spec §2.4). Ours: the spec gives no words.
  /**
   * `area` picks the closed service's name; the period is written for each language (periodKo,
   * periodEn), as a date reads differently in each.
   */
  maintenanceRefusal: (values: {
    area: string;
    periodKo: string;
    periodEn: string;
    brandName: string;
    brandNameEn: string;
    freeCallNumber: string;
  }): Message => /*i18n*/ ({
    id: 'maintenanceRefusal',
    message:
      '시스템 점검 중이라 지금은 {area, select, SELF_OPEN {셀프개통은} SELF_OPEN_V2 {셀프개통은} COUNSELOR_OPEN {상담사 개통은} SELF_CARE {마이페이지는} LOGIN {로그인과 회원가입은} USIM {유심 구매는} other {이 서비스는}} 이용할 수 없어요.\n점검 시간: {periodKo}\n분실 신고처럼 급한 일은 {brandName} 휴대폰에서 {freeCallNumber}(무료)로 전화해 주세요.',
    values,
  }),
  postcodeRule: /*i18n*/ { id: 'postcodeRule', message: '우편번호 5자리를 숫자로 입력해 주세요.' },
  addressRequired: /*i18n*/ { id: 'addressRequired', message: '주소를 입력해 주세요.' },
  addressSingleLine: /*i18n*/ {
    id: 'addressSingleLine',
    message: '줄바꿈이나 특수한 제어 문자 없이 한 줄로 입력해 주세요.',
  },
  addressFieldTooLong: (maxLength: number): Message => /*i18n*/ ({
    id: 'addressFieldTooLong',
    message: '{maxLength}자까지 입력할 수 있어요.',
    values: { maxLength },
  }),
  // Files and the 1:1 inquiry (docs/files.md). Ours: the spec leaves them open.
  uploadMissing: /*i18n*/ { id: 'uploadMissing', message: '올릴 파일을 선택해 주세요.' },
  uploadEmpty: /*i18n*/ { id: 'uploadEmpty', message: '빈 파일은 올릴 수 없어요.' },
  uploadTooLarge: /*i18n*/ { id: 'uploadTooLarge', message: '파일은 10MB까지 올릴 수 있어요.' },
  uploadTypeRefused: /*i18n*/ {
    id: 'uploadTypeRefused',
    message: 'JPG, PNG, GIF, WEBP, HEIC 사진과 PDF 파일만 올릴 수 있어요.',
  },
  uploadTooMany: /*i18n*/ {
    id: 'uploadTooMany',
    message: '파일을 너무 많이 올렸어요. 잠시 후 다시 시도해 주세요.',
  },
  fileNotFound: /*i18n*/ {
    id: 'fileNotFound',
    message: '파일을 찾을 수 없어요. 주소를 확인하거나 로그인한 뒤 다시 시도해 주세요.',
  },
  inquiryCategoryRequired: /*i18n*/ { id: 'inquiryCategoryRequired', message: '문의 유형을 선택해 주세요.' },
  inquiryTitleRequired: /*i18n*/ { id: 'inquiryTitleRequired', message: '제목을 입력해 주세요.' },
  inquiryTitleTooLong: /*i18n*/ { id: 'inquiryTitleTooLong', message: '제목은 50자까지 쓸 수 있어요.' },
  inquiryContentTooShort: /*i18n*/ {
    id: 'inquiryContentTooShort',
    message: '문의 내용을 10자 이상 써 주세요.',
  },
  inquiryContentTooLong: /*i18n*/ {
    id: 'inquiryContentTooLong',
    message: '문의 내용은 2,000자까지 쓸 수 있어요.',
  },
  inquiryTextUnusable: /*i18n*/ {
    id: 'inquiryTextUnusable',
    message: '쓸 수 없는 문자가 들어 있어요. 내용을 다시 확인해 주세요.',
  },
  inquiryAttachmentsTooMany: /*i18n*/ {
    id: 'inquiryAttachmentsTooMany',
    message: '파일은 3개까지 첨부할 수 있어요.',
  },
  inquiryAttachmentUnavailable: /*i18n*/ {
    id: 'inquiryAttachmentUnavailable',
    message: '첨부한 파일을 찾을 수 없어요. 파일을 다시 올려 주세요.',
  },
  // Self-care (docs/self-care.md). Ours: the spec leaves the self-care screens' words open.
  pauseAlreadyPaused: /*i18n*/ { id: 'pauseAlreadyPaused', message: '이미 일시정지 중인 회선이에요.' },
  pauseWhileLost: /*i18n*/ {
    id: 'pauseWhileLost',
    message: '분실정지 중인 회선이에요. 분실정지를 해제한 뒤 신청해 주세요.',
  },
  pauseTerminated: /*i18n*/ { id: 'pauseTerminated', message: '해지된 회선은 일시정지할 수 없어요.' },
  pauseTooOften: (max: number): Message => /*i18n*/ ({
    id: 'pauseTooOften',
    message: '일시정지는 1년(365일) 안에 {max}번까지 할 수 있어요.',
    values: { max },
  }),
  pauseTooManyDays: (max: number, left: number): Message => /*i18n*/ ({
    id: 'pauseTooManyDays',
    message: '일시정지는 1년(365일) 안에 모두 {max}일까지 할 수 있어요. 그날부터는 {left}일 남았어요.',
    values: { max, left },
  }),
  pauseTooLong: (max: number): Message => /*i18n*/ ({
    id: 'pauseTooLong',
    message: '한 번에 {max}일까지 일시정지할 수 있어요.',
    values: { max },
  }),
  pauseStartsBeforeToday: /*i18n*/ {
    id: 'pauseStartsBeforeToday',
    message: '시작일은 오늘이나 그 뒤로 골라 주세요.',
  },
  pauseStartsTooLate: (days: number): Message => /*i18n*/ ({
    id: 'pauseStartsTooLate',
    message: '일시정지는 {days}일 뒤까지 예약할 수 있어요.',
    values: { days },
  }),
  pauseEndsBeforeStart: /*i18n*/ {
    id: 'pauseEndsBeforeStart',
    message: '끝나는 날은 시작일과 같거나 그 뒤로 골라 주세요.',
  },
  pauseReserved: /*i18n*/ {
    id: 'pauseReserved',
    message: '이미 예약한 일시정지가 있어요. 예약을 취소한 뒤 다시 신청해 주세요.',
  },
  pauseStartRequired: /*i18n*/ { id: 'pauseStartRequired', message: '시작일을 골라 주세요.' },
  pauseEndRequired: /*i18n*/ { id: 'pauseEndRequired', message: '끝나는 날을 골라 주세요.' },
  pauseReserveStartsToday: /*i18n*/ {
    id: 'pauseReserveStartsToday',
    message: '예약은 내일부터 시작하는 일시정지만 할 수 있어요. 오늘부터라면 바로 신청해 주세요.',
  },
  pauseNothingToCancel: /*i18n*/ {
    id: 'pauseNothingToCancel',
    message: '취소하거나 해제할 일시정지가 없어요.',
  },
  lossAlreadyLost: /*i18n*/ { id: 'lossAlreadyLost', message: '이미 분실정지한 회선이에요.' },
  lossNotLost: /*i18n*/ { id: 'lossNotLost', message: '분실정지 중인 회선이 아니에요.' },
  lossTerminated: /*i18n*/ { id: 'lossTerminated', message: '해지된 회선은 분실정지할 수 없어요.' },
  lossNotHolder: /*i18n*/ {
    id: 'lossNotHolder',
    message: '인증한 분이 회선 명의자와 달라요. 명의자 본인이 인증해 주세요.',
  },
  lossRefusedByCarrier: /*i18n*/ {
    id: 'lossRefusedByCarrier',
    message: '지금은 통신사에서 분실정지를 처리할 수 없어요. 고객센터로 전화해 주세요.',
  },
  planChangeOncePerMonth: /*i18n*/ {
    id: 'planChangeOncePerMonth',
    message: '요금제는 한 달에 한 번만 바꿀 수 있어요. 다음 달 1일부터 다시 바꿀 수 있어요.',
  },
  planChangeWhileStopped: /*i18n*/ {
    id: 'planChangeWhileStopped',
    message: '일시정지나 분실정지 중에는 요금제를 바꿀 수 없어요.',
  },
  planChangeTerminated: /*i18n*/ {
    id: 'planChangeTerminated',
    message: '해지된 회선은 요금제를 바꿀 수 없어요.',
  },
  planChangeBooked: /*i18n*/ {
    id: 'planChangeBooked',
    message: '다음 달 1일에 바꾸기로 한 요금제가 있어요. 예약을 취소한 뒤 다시 골라 주세요.',
  },
  planChangeSamePlan: /*i18n*/ {
    id: 'planChangeSamePlan',
    message: '지금 쓰는 요금제예요. 다른 요금제를 골라 주세요.',
  },
  planChangeNotOffered: /*i18n*/ {
    id: 'planChangeNotOffered',
    message: '이 회선에서 바꿀 수 있는 요금제가 아니에요. 목록에서 골라 주세요.',
  },
  planChangeNothingBooked: /*i18n*/ {
    id: 'planChangeNothingBooked',
    message: '취소할 요금제 변경 예약이 없어요.',
  },
  planChangeRefusedByCarrier: /*i18n*/ {
    id: 'planChangeRefusedByCarrier',
    message: '지금은 통신사에서 요금제 변경을 받을 수 없어요. 잠시 뒤에 다시 시도해 주세요.',
  },
  addServiceTerminated: /*i18n*/ {
    id: 'addServiceTerminated',
    message: '해지된 회선은 부가서비스를 바꿀 수 없어요.',
  },
  addServiceNotOffered: /*i18n*/ {
    id: 'addServiceNotOffered',
    message: '지금은 가입할 수 없는 부가서비스예요. 다른 부가서비스를 골라 주세요.',
  },
  addServiceCentreOnly: /*i18n*/ {
    id: 'addServiceCentreOnly',
    message: '고객센터에서 가입할 수 있는 부가서비스예요. 고객센터로 전화하거나 1:1 문의를 남겨 주세요.',
  },
  addServiceWhileLost: /*i18n*/ {
    id: 'addServiceWhileLost',
    message: '분실정지 중인 회선은 유료 부가서비스에 가입할 수 없어요. 분실정지를 해제한 뒤 가입해 주세요.',
  },
  addServiceWhilePaused: /*i18n*/ {
    id: 'addServiceWhilePaused',
    message: '일시정지 중인 회선은 유료 부가서비스에 가입할 수 없어요. 일시정지가 끝난 뒤 가입해 주세요.',
  },
  addServiceAlreadyJoined: /*i18n*/ {
    id: 'addServiceAlreadyJoined',
    message: '이미 쓰고 있는 부가서비스예요.',
  },
  addServiceEndedToday: /*i18n*/ {
    id: 'addServiceEndedToday',
    message: '오늘 해지한 부가서비스는 내일부터 다시 가입할 수 있어요.',
  },
  addServiceConflict: (addServiceName: string): Message => /*i18n*/ ({
    id: 'addServiceConflict',
    message:
      '쓰고 있는 {addServiceName}와(과) 함께 쓸 수 없어요. {addServiceName}를(을) 해지한 뒤 가입해 주세요.',
    values: { addServiceName },
  }),
  addServiceUnlimitedData: /*i18n*/ {
    id: 'addServiceUnlimitedData',
    message: '데이터 무제한 요금제에서는 가입할 수 없는 부가서비스예요.',
  },
  addServiceUnlimitedVoice: /*i18n*/ {
    id: 'addServiceUnlimitedVoice',
    message: '통화 무제한 요금제에서는 가입할 수 없는 부가서비스예요.',
  },
  addServiceCancelAtCentre: /*i18n*/ {
    id: 'addServiceCancelAtCentre',
    message: '고객센터에서 가입한 부가서비스는 고객센터에서 해지할 수 있어요.',
  },
  addServiceNotJoined: /*i18n*/ {
    id: 'addServiceNotJoined',
    message: '쓰고 있는 부가서비스가 아니에요. 목록을 새로 고친 뒤 다시 골라 주세요.',
  },
  addServiceRefusedByCarrier: /*i18n*/ {
    id: 'addServiceRefusedByCarrier',
    message: '지금은 통신사에서 부가서비스 변경을 받을 수 없어요. 잠시 뒤에 다시 시도해 주세요.',
  },
  payMethodHolderMismatch: /*i18n*/ {
    id: 'payMethodHolderMismatch',
    message: '카드나 계좌의 명의자가 가입한 분과 달라요. 본인 명의의 카드나 계좌를 등록해 주세요.',
  },
  payMethodNotRegistered: /*i18n*/ {
    id: 'payMethodNotRegistered',
    message: '카드나 계좌 등록을 확인하지 못했어요. 처음부터 다시 등록해 주세요.',
  },
  lineChangeUnderWay: /*i18n*/ {
    id: 'lineChangeUnderWay',
    message: '이 회선에 처리 중인 변경이 있어요. 잠시 뒤에 다시 시도해 주세요.',
  },
  // Cancelling a line online (docs/self-care-rules.md). Ours.
  lineCancelTerminated: /*i18n*/ { id: 'lineCancelTerminated', message: '이미 해지된 회선이에요.' },
  lineCancelNeedsAutoPay: /*i18n*/ {
    id: 'lineCancelNeedsAutoPay',
    message:
      '휴대폰 결제로 요금을 내는 계정의 마지막 회선이에요. 해지하면 남은 요금을 받을 수 없어서, 카드나 계좌 자동납부로 바꾼 뒤에 해지할 수 있어요.',
  },
  lineCancelAmountChanged: /*i18n*/ {
    id: 'lineCancelAmountChanged',
    message: '그사이 해지 금액이 바뀌었어요. 바뀐 금액을 확인하고 다시 해지해 주세요.',
  },
  lineCancelReasonRequired: /*i18n*/ {
    id: 'lineCancelReasonRequired',
    message: '해지하는 이유를 골라 주세요.',
  },
  lineCancelAgreementRequired: /*i18n*/ {
    id: 'lineCancelAgreementRequired',
    message: '해지 금액과 안내를 확인했다고 체크해 주세요.',
  },
  lineCancelRefusedByCarrier: /*i18n*/ {
    id: 'lineCancelRefusedByCarrier',
    message: '지금은 통신사에서 해지를 처리할 수 없어요. 고객센터로 문의해 주세요.',
  },
  // Items a cancellation puts on the account's last bill: written in Korean, the ledger's language.
  lineCancelInstalmentItem: (deviceName: string): Message => /*i18n*/ ({
    id: 'lineCancelInstalmentItem',
    message: '{deviceName} 남은 할부금',
    values: { deviceName },
  }),
  lineCancelPaybackItem: (discountName: string): Message => /*i18n*/ ({
    id: 'lineCancelPaybackItem',
    message: '{discountName} 할인 반환금',
    values: { discountName },
  }),
  pauseRefusedByCarrier: /*i18n*/ {
    id: 'pauseRefusedByCarrier',
    message: '지금은 통신사에서 일시정지를 받을 수 없는 상태예요. 고객센터로 문의해 주세요.',
  },
  billOfMonthNotFound: /*i18n*/ { id: 'billOfMonthNotFound', message: '그 달의 청구서가 아직 없어요.' },
  // Payments through the gateway (docs/payments.md). Ours.
  paymentWebhookUnsigned: /*i18n*/ {
    id: 'paymentWebhookUnsigned',
    message: '결제사의 서명이 없거나 맞지 않는 알림이에요.',
  },
  paymentNotPending: /*i18n*/ {
    id: 'paymentNotPending',
    message: '이미 끝났거나 취소된 결제예요. 결제 내역을 확인해 주세요.',
  },
  paymentAmountMismatch: /*i18n*/ {
    id: 'paymentAmountMismatch',
    message: '결제 금액이 주문한 금액과 달라요. 처음부터 다시 결제해 주세요.',
  },
  paymentExpired: /*i18n*/ {
    id: 'paymentExpired',
    message: '결제 시간이 지났어요. 처음부터 다시 결제해 주세요.',
  },
  paymentDeclined: /*i18n*/ {
    id: 'paymentDeclined',
    message: '카드사나 은행에서 결제를 승인하지 않았어요. 다른 결제 수단으로 다시 시도해 주세요.',
  },
  paymentNotCompleted: /*i18n*/ {
    id: 'paymentNotCompleted',
    message: '결제를 마치지 못했어요. 처음부터 다시 결제해 주세요.',
  },
  /** 정보통신망법 §50's notice of the result of a change of consent; `changes` lists each channel's. */
  marketingConsentResultText: (values: {
    brandName: string;
    day: string;
    changes: string;
  }): Message => /*i18n*/ ({
    id: 'marketingConsentResultText',
    message: '[{brandName}] 광고성 정보 수신 동의 처리 결과를 알려 드려요. {day} {changes}',
    values,
  }),
  marketingConsentAgreed: (channel: string): Message => /*i18n*/ ({
    id: 'marketingConsentAgreed',
    message: '{channel} 수신 동의',
    values: { channel },
  }),
  marketingConsentWithdrawn: (channel: string): Message => /*i18n*/ ({
    id: 'marketingConsentWithdrawn',
    message: '{channel} 수신 거부',
    values: { channel },
  }),
  microPaymentTierInvalid: /*i18n*/ {
    id: 'microPaymentTierInvalid',
    message: '소액결제 한도는 정해진 금액 중에서 골라 주세요.',
  },
  microPaymentBlocked: /*i18n*/ {
    id: 'microPaymentBlocked',
    message: '소액결제를 막아 두었어요. 한도를 바꾸려면 먼저 차단을 풀어 주세요.',
  },
  microPaymentLineNotActive: /*i18n*/ {
    id: 'microPaymentLineNotActive',
    message: '사용 중인 회선만 소액결제를 허용하거나 한도를 올릴 수 있어요.',
  },
  reauthRequired: /*i18n*/ {
    id: 'reauthRequired',
    message: '안전을 위해 본인인지 한 번 더 확인해 주세요.',
  },
  billPaymentNothingOwed: /*i18n*/ { id: 'billPaymentNothingOwed', message: '지금 낼 요금이 없어요.' },
  billPaymentAmountRequired: /*i18n*/ {
    id: 'billPaymentAmountRequired',
    message: '낼 금액을 숫자로 입력해 주세요.',
  },
  billPaymentTooMuch: (owed: string): Message => /*i18n*/ ({
    id: 'billPaymentTooMuch',
    message: '지금 낼 요금({owed})보다 많이 낼 수는 없어요.',
    values: { owed },
  }),
  billPaymentTooLittle: (least: string): Message => /*i18n*/ ({
    id: 'billPaymentTooLittle',
    message: '나눠 낼 때는 한 번에 {least} 이상 내 주세요.',
    values: { least },
  }),
  paymentGatewayDelay: /*i18n*/ {
    id: 'paymentGatewayDelay',
    message:
      '결제사의 응답이 늦어 결제를 마치지 못했어요. 돈이 빠져나갔다면 자동으로 취소돼요. 잠시 후 다시 시도해 주세요.',
  },
  // Usage alerts and the spending cap (docs/self-care-rules.md). The bill's item is written in Korean.
  spendingCapItem: /*i18n*/ { id: 'spendingCapItem', message: '요금 상한을 넘은 사용료' },
  dataAlertText: (values: {
    brandName: string;
    percent: number;
    serviceNumber: string;
    remaining: string;
  }): Message => /*i18n*/ ({
    id: 'dataAlertText',
    message:
      '[{brandName}] {serviceNumber} 회선이 이번 달 데이터를 {percent}% 썼어요. 남은 데이터는 {remaining}이에요.',
    values,
  }),
  dataAlertUsedUpText: (values: {
    brandName: string;
    serviceNumber: string;
    qos: string;
  }): Message => /*i18n*/ ({
    id: 'dataAlertUsedUpText',
    message: '[{brandName}] {serviceNumber} 회선이 이번 달 데이터를 다 썼어요. 지금부터는 {qos} 속도로 써요.',
    values,
  }),
  dataAlertUsedUpChargedText: (values: { brandName: string; serviceNumber: string }): Message => /*i18n*/ ({
    id: 'dataAlertUsedUpChargedText',
    message:
      '[{brandName}] {serviceNumber} 회선이 이번 달 데이터를 다 썼어요. 지금부터 쓰는 데이터는 요금이 따로 나와요.',
    values,
  }),
  spendingCapReachedText: (values: {
    brandName: string;
    serviceNumber: string;
    cap: string;
  }): Message => /*i18n*/ ({
    id: 'spendingCapReachedText',
    message:
      '[{brandName}] {serviceNumber} 회선의 이번 달 추가 요금이 상한 {cap}에 닿았어요. 이달 말까지 요금이 더 나오는 사용은 멈춰요. 마이페이지에서 상한을 올리거나 풀 수 있어요.',
    values,
  }),
  dataAlertUnlimited: /*i18n*/ {
    id: 'dataAlertUnlimited',
    message: '데이터를 다 쓸 일이 없는 요금제라 데이터 알림을 받을 수 없어요.',
  },
  usageSettingsTerminated: /*i18n*/ {
    id: 'usageSettingsTerminated',
    message: '해지된 회선은 알림과 요금 상한을 바꿀 수 없어요.',
  },
  usageSettingsTierInvalid: /*i18n*/ {
    id: 'usageSettingsTierInvalid',
    message: '알림과 요금 상한은 정해진 값 중에서 골라 주세요.',
  },
  // Changing a line's number (docs/self-care-rules.md).
  numberChangeTerminated: /*i18n*/ {
    id: 'numberChangeTerminated',
    message: '해지된 회선은 번호를 바꿀 수 없어요.',
  },
  numberChangeWhilePaused: /*i18n*/ {
    id: 'numberChangeWhilePaused',
    message: '일시정지나 분실정지 중에는 번호를 바꿀 수 없어요. 다시 쓰기 시작한 뒤에 바꿔 주세요.',
  },
  numberChangeTooSoon: (day: string): Message => /*i18n*/ ({
    id: 'numberChangeTooSoon',
    message: '번호는 30일에 한 번 바꿀 수 있어요. {day}부터 다시 바꿀 수 있어요.',
    values: { day },
  }),
  numberLastFourInvalid: /*i18n*/ {
    id: 'numberLastFourInvalid',
    message: '끝 번호 4자리를 숫자로 입력해 주세요.',
  },
  numberNotOffered: /*i18n*/ {
    id: 'numberNotOffered',
    message: '번호 찾기에서 보여 드린 번호만 고를 수 있어요. 번호를 다시 찾아 주세요.',
  },
  numberTaken: /*i18n*/ {
    id: 'numberTaken',
    message: '방금 다른 분이 고른 번호예요. 다른 번호를 골라 주세요.',
  },
  numberReservationExpired: /*i18n*/ {
    id: 'numberReservationExpired',
    message: '번호를 잡아 둔 시간이 지났어요. 번호를 다시 골라 주세요.',
  },
  numberChangeRefusedByCarrier: /*i18n*/ {
    id: 'numberChangeRefusedByCarrier',
    message: '지금은 통신사에서 번호 변경을 처리할 수 없어요. 잠시 뒤에 다시 시도해 주세요.',
  },
  numberChangeFeeItem: /*i18n*/ { id: 'numberChangeFeeItem', message: '번호 변경 수수료' },
  numberChangedText: (values: {
    brandName: string;
    oldNumber: string;
    newNumber: string;
  }): Message => /*i18n*/ ({
    id: 'numberChangedText',
    message:
      '[{brandName}] {oldNumber} 회선의 번호를 {newNumber}(으)로 바꿨어요. 지금부터 이 번호로 전화와 문자를 받아요.',
    values,
  }),
  // What the payer is told when an automatic debit is declined (docs/payments.md).
  autoDebitDeclinedText: (values: { brandName: string; amount: string }): Message => /*i18n*/ ({
    id: 'autoDebitDeclinedText',
    message:
      '[{brandName}] 요금 {amount}을 자동납부로 내지 못했어요. 등록한 카드나 계좌를 확인해 주세요. 내일 다시 시도하고, 마이페이지 바로 납부에서 지금 낼 수도 있어요.',
    values,
  }),
  autoDebitStoppedText: (values: { brandName: string; amount: string }): Message => /*i18n*/ ({
    id: 'autoDebitStoppedText',
    message:
      '[{brandName}] 요금 {amount}을 자동납부로 여러 번 내지 못해 더는 자동으로 시도하지 않아요. 마이페이지 바로 납부에서 내 주세요.',
    values,
  }),
  autoDebitDeclinedSubject: (brandName: string): Message => /*i18n*/ ({
    id: 'autoDebitDeclinedSubject',
    message: '[{brandName}] 자동납부가 되지 않았어요',
    values: { brandName },
  }),
  // The text sent the month before a promotional discount ends (docs/self-care.md).
  promotionEndingText: (values: {
    brandName: string;
    discountName: string;
    endsOn: string;
    afterAmount: string;
  }): Message => /*i18n*/ ({
    id: 'promotionEndingText',
    message:
      '[{brandName}] {discountName}이 {endsOn}에 끝나요. 지금처럼 쓰시면 그 뒤로 한 달에 {afterAmount}이 나와요. 마이페이지에서 자세히 볼 수 있어요.',
    values,
  }),
  promotionEndingCheaperText: (values: {
    brandName: string;
    discountName: string;
    endsOn: string;
    afterAmount: string;
    planName: string;
    planAmount: string;
  }): Message => /*i18n*/ ({
    id: 'promotionEndingCheaperText',
    message:
      '[{brandName}] {discountName}이 {endsOn}에 끝나요. 지금처럼 쓰시면 그 뒤로 한 달에 {afterAmount}이 나와요. {planName} 요금제라면 한 달 {planAmount}으로 더 적게 내요. 마이페이지에서 비교해 보세요.',
    values,
  }),
  // USIM and eSIM orders (docs/usim-orders.md).
  usimKindNotOffered: /*i18n*/ {
    id: 'usimKindNotOffered',
    message: '고를 수 없는 유심이에요. 목록에서 골라 주세요.',
  },
  usimQuantityInvalid: (max: number): Message => /*i18n*/ ({
    id: 'usimQuantityInvalid',
    message: '유심은 한 번에 {max}개까지 주문할 수 있어요.',
    values: { max },
  }),
  usimEsimOnePerOrder: /*i18n*/ {
    id: 'usimEsimOnePerOrder',
    message: 'eSIM은 휴대폰 한 대에 하나씩 주문할 수 있어요.',
  },
  usimMonthlyLimit: (max: number, left: number): Message => /*i18n*/ ({
    id: 'usimMonthlyLimit',
    message: '유심은 한 사람이 한 달에 {max}개까지 살 수 있어요. 이번 달에는 {left}개 더 살 수 있어요.',
    values: { max, left },
  }),
  usimTermsRequired: /*i18n*/ {
    id: 'usimTermsRequired',
    message: '유심 구매 약관과 개인정보 수집·이용에 동의해 주세요.',
  },
  usimDeliveryRequired: /*i18n*/ {
    id: 'usimDeliveryRequired',
    message: '받는 분과 배송 주소를 입력해 주세요.',
  },
  usimDeliveryTypeRequired: /*i18n*/ {
    id: 'usimDeliveryTypeRequired',
    message: '배송 방법을 골라 주세요.',
  },
  usimBuyerPhoneRequired: /*i18n*/ {
    id: 'usimBuyerPhoneRequired',
    message: '주문하는 분의 휴대폰 번호를 문자로 인증해 주세요.',
  },
  usimDeliveryNoteTooLong: (max: number): Message => /*i18n*/ ({
    id: 'usimDeliveryNoteTooLong',
    message: '배송 메모는 {max}자까지 쓸 수 있어요.',
    values: { max },
  }),
  usimDeliveryNoteSingleLine: /*i18n*/ {
    id: 'usimDeliveryNoteSingleLine',
    message: '배송 메모는 줄바꿈 없이 한 줄로 써 주세요.',
  },
  usimRiderOutOfArea: /*i18n*/ {
    id: 'usimRiderOutOfArea',
    message: '바로배송은 서울의 일부 지역에서만 받을 수 있어요. 택배로 주문해 주세요.',
  },
  usimRiderClosed: (from: string, to: string): Message => /*i18n*/ ({
    id: 'usimRiderClosed',
    message: '바로배송은 평일 {from}~{to}에만 주문할 수 있어요. 지금은 택배로 주문해 주세요.',
    values: { from, to },
  }),
  esimDeviceRequired: /*i18n*/ {
    id: 'esimDeviceRequired',
    message: 'eSIM을 쓸 휴대폰의 모델과 EID를 입력해 주세요.',
  },
  esimEidInvalid: /*i18n*/ {
    id: 'esimEidInvalid',
    message: 'EID를 다시 확인해 주세요. 휴대폰 설정에 나오는 89로 시작하는 32자리 숫자예요.',
  },
  esimDeviceUnsupported: /*i18n*/ {
    id: 'esimDeviceUnsupported',
    message: '이 휴대폰은 eSIM을 쓸 수 없어요. 유심으로 주문해 주세요.',
  },
  esimRefusedByCarrier: /*i18n*/ {
    id: 'esimRefusedByCarrier',
    message: '통신사에서 이 휴대폰용 eSIM을 만들 수 없다고 해요. 유심으로 주문해 주세요.',
  },
  usimCancelShipped: /*i18n*/ {
    id: 'usimCancelShipped',
    message: '이미 보낸 주문은 취소할 수 없어요. 받으신 뒤 고객센터로 반품을 요청해 주세요.',
  },
  usimCancelEsimDownloaded: /*i18n*/ {
    id: 'usimCancelEsimDownloaded',
    message: '휴대폰에 이미 내려받은 eSIM은 취소할 수 없어요.',
  },
  usimCancelAlready: /*i18n*/ {
    id: 'usimCancelAlready',
    message: '이미 취소한 주문이에요.',
  },
  usimOrderPaidAlready: /*i18n*/ {
    id: 'usimOrderPaidAlready',
    message: '이미 결제한 주문이에요. 주문 내역에서 확인해 주세요.',
  },
  usimPaymentUnderWay: /*i18n*/ {
    id: 'usimPaymentUnderWay',
    message: '결제를 확인하고 있어요. 잠시 뒤 주문 내역에서 확인해 주세요.',
  },
  usimOrderLapsed: /*i18n*/ {
    id: 'usimOrderLapsed',
    message: '결제 시간이 지나 주문이 취소됐어요. 휴대폰 번호를 다시 인증하고 주문해 주세요.',
  },
  usimPaymentAttemptsOver: /*i18n*/ {
    id: 'usimPaymentAttemptsOver',
    message:
      '결제를 여러 번 시도해 이 주문은 더 결제할 수 없어요. 휴대폰 번호를 다시 인증하고 주문해 주세요.',
  },
  usimRefundByBank: /*i18n*/ {
    id: 'usimRefundByBank',
    message:
      '휴대폰 결제는 결제한 달이 지나면 결제를 취소할 수 없어요. 주문을 취소하면 고객센터에서 환불받을 계좌를 문자로 여쭤보고, 3영업일 안에 보내 드려요.',
  },
  usimEsimCodeText: (values: { brandName: string; activationCode: string }): Message => /*i18n*/ ({
    id: 'usimEsimCodeText',
    message:
      '[{brandName}] eSIM 개통 코드예요. 휴대폰 설정에서 eSIM 추가를 누르고 이 코드를 입력해 주세요. {activationCode}',
    values,
  }),
  usimShippedText: (values: {
    brandName: string;
    courierName: string;
    trackingNumber: string;
  }): Message => /*i18n*/ ({
    id: 'usimShippedText',
    message: '[{brandName}] 주문하신 유심을 보냈어요. {courierName} 운송장 번호 {trackingNumber}',
    values,
  }),
  usimCancelledText: (values: { brandName: string; amount: string }): Message => /*i18n*/ ({
    id: 'usimCancelledText',
    message: '[{brandName}] 유심 주문을 취소했어요. 결제한 {amount}은 결제한 수단으로 돌려드려요.',
    values,
  }),
  usimUndeliverableText: (values: { brandName: string; amount: string }): Message => /*i18n*/ ({
    id: 'usimUndeliverableText',
    message:
      '[{brandName}] 택배사에 주문을 넘기지 못해 유심 주문을 취소했어요. 결제한 {amount}은 결제한 수단으로 돌려드려요. 불편을 드려 죄송해요.',
    values,
  }),
  usimUndeliverableFreeText: (values: { brandName: string }): Message => /*i18n*/ ({
    id: 'usimUndeliverableFreeText',
    message:
      '[{brandName}] 택배사에 주문을 넘기지 못해 유심 주문을 취소했어요. 불편을 드려 죄송해요. 다시 주문해 주세요.',
    values,
  }),
  usimCancelledByBankText: (values: { brandName: string; amount: string }): Message => /*i18n*/ ({
    id: 'usimCancelledByBankText',
    message:
      '[{brandName}] 유심 주문을 취소했어요. 결제한 {amount}을 돌려드릴 계좌를 고객센터에서 곧 문자로 여쭤볼게요.',
    values,
  }),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
