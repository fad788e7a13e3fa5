// 개인정보 처리방침 (PRIVACY). 2.0 (2026-03-23) added the face check of the ID photo that activation asks for
// from that day; 3.0, announced ahead of its effective date, keeps event entries for six months after an
// event ends and adds the courier that delivers USIMs to the processors.

interface PrivacyEdition {
  hasFaceCheck: boolean;
  hasEventRetention: boolean;
  hasCourier: boolean;
  /** The last article: when this version applies and where the ones before it are read. */
  changeNote: string;
}

const row = (...cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;

function privacyPolicy(edition: PrivacyEdition): string {
  const items = [
    row('회원가입', '[필수] 이름, 아이디, 비밀번호, 휴대폰 번호, 생년월일, 연계정보(CI)', '[선택] 이메일'),
    row(
      '가입 신청(개통)',
      `[필수] 이름, 주민등록번호, 주소, 휴대폰 번호, 신분증 정보${edition.hasFaceCheck ? ', 얼굴 인증 결과(일치 여부)' : ''}, 요금 납부 정보(계좌 또는 카드 번호)`,
      '[선택] 희망 번호',
    ),
    row('번호이동', '[필수] 이전 통신사, 휴대폰 번호, 인증 정보(계좌·카드 끝 4자리 등)', '-'),
    row('유심 구매', '[필수] 받는 사람 이름, 주소, 연락처, 결제 정보', '[선택] 배송 요청사항'),
    row('이벤트 참여', '[필수] 이름, 휴대폰 번호', '[선택] 경품 받을 주소'),
    row('서비스 이용 중 자동 생성', '통화·문자·데이터 이용 기록, 접속 기록, 기기 정보, 쿠키', '-'),
  ].join('');

  const retention = [
    row('회원 정보', '회원 탈퇴 시까지'),
    row('요금 정산, 요금 관련 분쟁 대응', '해지 후 6개월 (요금 미납·분쟁이 있으면 해결될 때까지)'),
    row('계약 또는 청약철회 기록 (전자상거래법)', '5년'),
    row('대금 결제 및 재화 공급 기록 (전자상거래법)', '5년'),
    row('통신사실확인자료 (통신비밀보호법)', '12개월'),
    row('웹사이트 방문 기록 (통신비밀보호법)', '3개월'),
    row('본인확인 요청 기록', '1개월 (인증 결과는 1년)'),
    ...(edition.hasFaceCheck ? [row('얼굴 인증 결과', '개통 완료 후 1년 (얼굴 사진은 대조 직후 파기)')] : []),
    ...(edition.hasEventRetention ? [row('이벤트 참여 정보', '이벤트 종료 후 6개월')] : []),
  ].join('');

  const consignees = [
    row('주식회사 케이지이니시스', '본인확인(간편인증) 중계, 결제 대행'),
    row('주식회사 바로고객센터', '고객 상담, 가입 신청서 접수'),
    row('주식회사 클라우드온', '서비스 서버와 데이터의 보관·운영'),
    row('주식회사 메시지허브', '청구서·안내 문자와 이메일 발송'),
    ...(edition.hasCourier ? [row('씨제이대한통운 주식회사', '유심 배송')] : []),
  ].join('');

  return `<p>주식회사 바로텔레콤(이하 “회사”)은 「개인정보 보호법」에 따라 이용자의 개인정보를 보호하고 관련 고충을 빠르게 처리하기 위해 다음과 같이 개인정보 처리방침을 정하여 공개합니다.</p>
<h3>제1조 (개인정보의 처리 목적)</h3>
<p>회사는 다음 목적을 위해 개인정보를 처리하며, 목적이 바뀌면 미리 동의를 받습니다.</p>
<ol>
<li>회원 관리: 본인 확인, 회원제 서비스 제공, 부정 이용 방지</li>
<li>이동전화 서비스 제공: 가입 신청 접수와 개통, 번호이동, 요금 계산과 청구, 고객 상담</li>
<li>유심 판매: 주문 접수, 결제, 배송</li>
<li>마케팅(동의한 경우에만): 새 요금제와 이벤트 안내</li>
</ol>
<h3>제2조 (처리하는 개인정보의 항목)</h3>
<table>
<caption>처리하는 개인정보의 항목</caption>
<thead><tr><th scope="col">구분</th><th scope="col">필수 항목</th><th scope="col">선택 항목</th></tr></thead>
<tbody>${items}</tbody>
</table>
<h3>제3조 (개인정보의 처리 및 보유 기간)</h3>
<p>회사는 보유 기간이 끝나거나 처리 목적을 이루면 개인정보를 바로 파기합니다. 다만 법령에 따라 보관해야 하는 정보는 아래 기간 동안 따로 보관합니다.</p>
<table>
<caption>개인정보의 보유 기간</caption>
<thead><tr><th scope="col">정보</th><th scope="col">보유 기간</th></tr></thead>
<tbody>${retention}</tbody>
</table>
<h3>제4조 (개인정보의 제3자 제공)</h3>
<p>회사는 이용자가 동의한 경우와 법률에 특별한 규정이 있는 경우에만 개인정보를 제3자에게 제공합니다. 제공받는 자와 목적, 항목은 <a href="/terms?type=THIRD_PARTY_PROVIDE">개인정보 제3자 제공 동의</a>에서 확인할 수 있습니다.</p>
<h3>제5조 (개인정보 처리의 위탁)</h3>
<p>회사는 원활한 서비스 제공을 위해 다음과 같이 개인정보 처리 업무를 위탁하고, 위탁 계약에 따라 수탁자가 개인정보를 안전하게 처리하는지 감독합니다.</p>
<table>
<caption>개인정보 처리 위탁</caption>
<thead><tr><th scope="col">수탁자</th><th scope="col">위탁 업무</th></tr></thead>
<tbody>${consignees}</tbody>
</table>
<h3>제6조 (개인정보의 파기 절차 및 방법)</h3>
<ol>
<li>파기 사유가 생긴 개인정보는 개인정보 보호책임자의 승인을 받아 파기합니다.</li>
<li>전자 파일은 복구할 수 없는 방법으로 지우고, 종이 문서는 분쇄하거나 소각합니다.</li>
</ol>
<h3>제7조 (정보주체와 법정대리인의 권리·의무 및 행사 방법)</h3>
<ol>
<li>이용자는 언제든지 개인정보의 열람, 정정, 삭제, 처리 정지를 요구할 수 있으며, 동의를 철회할 수 있습니다.</li>
<li>권리 행사는 마이페이지, 고객센터(114 또는 1600-2580), 이메일(privacy@baromobile.example)로 할 수 있으며, 회사는 10일 안에 조치합니다.</li>
<li>만 14세 미만 아동의 개인정보는 법정대리인이 권리를 행사할 수 있습니다.</li>
</ol>
<h3>제8조 (개인정보의 안전성 확보 조치)</h3>
<ul>
<li>관리적 조치: 내부관리계획 수립, 개인정보 취급 직원의 최소화와 정기 교육</li>
<li>기술적 조치: 주민등록번호와 비밀번호 등 중요 정보의 암호화, 접근 권한 관리, 접속 기록 보관, 보안 프로그램 설치</li>
<li>물리적 조치: 전산실과 자료 보관실의 출입 통제</li>
</ul>
<h3>제9조 (개인정보 자동 수집 장치의 설치·운영 및 거부)</h3>
<p>회사는 로그인 상태 유지와 이용 통계를 위해 쿠키를 사용합니다. 이용자는 브라우저 설정에서 쿠키 저장을 거부할 수 있고, 홈페이지 하단의 이용 통계 설정에서 방문 기록 수집을 끌 수 있습니다. 쿠키를 거부하면 로그인이 필요한 일부 서비스를 이용하기 어려울 수 있습니다.</p>
<h3>제10조 (개인정보 보호책임자)</h3>
<table>
<caption>개인정보 보호책임자와 담당 부서</caption>
<thead><tr><th scope="col">구분</th><th scope="col">담당</th><th scope="col">연락처</th></tr></thead>
<tbody>
${row('개인정보 보호책임자', '정보보호실장 박지훈', 'privacy@baromobile.example')}
${row('개인정보 보호 담당 부서', '정보보호팀', '1600-2580')}
</tbody>
</table>
<h3>제11조 (권익침해 구제 방법)</h3>
<p>개인정보 침해로 인한 구제를 받으려면 아래 기관에 분쟁 조정이나 상담을 신청할 수 있습니다.</p>
<ul>
<li>개인정보분쟁조정위원회: 1833-6972 (www.kopico.go.kr)</li>
<li>개인정보침해신고센터: 118 (privacy.kisa.or.kr)</li>
<li>대검찰청: 1301 (www.spo.go.kr)</li>
<li>경찰청: 182 (ecrm.police.go.kr)</li>
</ul>
<h3>제12조 (개인정보 처리방침의 변경)</h3>
<p>${edition.changeNote}</p>`;
}

export const privacyPolicyV1 = privacyPolicy({
  hasFaceCheck: false,
  hasEventRetention: false,
  hasCourier: false,
  changeNote: '이 개인정보 처리방침은 2025년 7월 1일부터 적용됩니다.',
});

export const privacyPolicyV2 = privacyPolicy({
  hasFaceCheck: true,
  hasEventRetention: false,
  hasCourier: false,
  changeNote:
    '이 개인정보 처리방침은 2026년 3월 23일부터 적용됩니다. 이전 처리방침(2025년 7월 1일 시행)은 이 화면의 버전 선택에서 볼 수 있습니다.',
});

/** The revision announced ahead of its effective date, which the seed sets (see ../terms.ts). */
export const privacyPolicyV3 = (effectiveDateText: string) =>
  privacyPolicy({
    hasFaceCheck: true,
    hasEventRetention: true,
    hasCourier: true,
    changeNote: `이 개인정보 처리방침은 ${effectiveDateText}부터 적용됩니다. 이전 처리방침(2025년 7월 1일, 2026년 3월 23일 시행)은 이 화면의 버전 선택에서 볼 수 있습니다.`,
  });
