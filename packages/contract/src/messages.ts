// Korean user messages of spec §5 and §8, used verbatim by both sides.

export const messages = {
  carrierDelay:
    '죄송합니다. 현재 통신사의 응답이 지연되고 있어 문제가 발생하였습니다. 잠시 후 다시 시도해 주시기 바랍니다.',
  autoLogout: '장시간 활동이 없어 자동으로 로그아웃 되었습니다.',
  loginRequired: '로그인이 필요한 페이지입니다.',
  loginRequiredConfirm: '로그인이 필요한 페이지입니다. 로그인 페이지로 이동하시겠습니까?',
  emptySearch: '검색어를 입력해주세요.',
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
  invalidInput: (field: string) => `입력값을 확인해 주세요. (${field})`,
} as const;
