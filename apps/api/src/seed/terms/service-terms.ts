// Terms of the services that have their own rules: location-based services, settling the previous
// carrier's charges when porting a number, and buying a USIM online.

import {
  formatWon,
  textOf,
  USIM_ORDER_RULES,
  USIM_PRICES,
  USIM_PUBLIC_KINDS,
  usimKindLabels,
  type UsimKind,
} from '@mvno/contract';

const row = (...cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;

/** 위치기반서비스 이용약관 (LOCATION). */
export const locationTerms = `<h3>제1조 (목적)</h3>
<p>이 약관은 주식회사 바로텔레콤(이하 “회사”)이 제공하는 위치기반서비스의 이용 조건과 절차, 회사와 개인위치정보주체의 권리·의무를 정하는 것을 목적으로 합니다.</p>
<h3>제2조 (서비스 내용과 요금)</h3>
<table>
<caption>위치기반서비스의 내용</caption>
<thead><tr><th scope="col">서비스</th><th scope="col">내용</th><th scope="col">요금</th></tr></thead>
<tbody>
${row('가까운 유심 판매처 찾기', '현재 위치에서 가까운 편의점·판매점 안내', '무료')}
${row('분실폰 위치 조회', '잃어버린 휴대폰의 대략적인 위치 확인 (본인 요청 시)', '무료')}
${row('긴급 구조 지원', '긴급구조기관의 요청에 따른 위치 제공', '무료')}
</tbody>
</table>
<h3>제3조 (개인위치정보의 이용과 제공)</h3>
<ol>
<li>회사는 개인위치정보를 이용하려면 미리 약관을 알리고 동의를 받습니다.</li>
<li>개인위치정보를 제3자에게 제공할 때에는 제공받는 자와 목적을 미리 알리고 동의를 받으며, 제공할 때마다 그 사실을 즉시 알립니다.</li>
</ol>
<h3>제4조 (보유 기간과 파기)</h3>
<p>회사는 위치기반서비스를 제공한 뒤 개인위치정보를 바로 파기합니다. 다만 「위치정보법」 제16조에 따라 위치정보 이용·제공 사실 확인자료는 6개월 동안 보관합니다.</p>
<h3>제5조 (개인위치정보주체의 권리)</h3>
<ul>
<li>언제든지 동의의 전부 또는 일부를 철회하거나 일시적인 중지를 요구할 수 있습니다.</li>
<li>이용·제공 사실 확인자료와 제공 이유의 열람이나 고지를 요구할 수 있으며, 잘못된 내용은 정정을 요구할 수 있습니다.</li>
</ul>
<h3>제6조 (8세 이하 아동 등의 보호)</h3>
<p>8세 이하 아동, 피성년후견인, 중증 장애인의 보호의무자가 생명이나 신체 보호를 위해 개인위치정보 이용에 동의하면 본인의 동의가 있는 것으로 봅니다.</p>
<h3>제7조 (위치정보관리책임자)</h3>
<p>위치정보관리책임자: 정보보호실장 박지훈 (privacy@baromobile.example, 1600-2580)</p>
<h3>제8조 (분쟁의 조정)</h3>
<p>위치정보와 관련한 분쟁은 방송통신위원회 또는 개인정보분쟁조정위원회(1833-6972)에 조정을 신청할 수 있습니다.</p>`;

/** 번호이동 잔여요금 정산 동의 (REMAINING_CHARGE). */
export const remainingChargeConsent = `<p>번호이동을 하면 이전 통신사와의 계약이 끝나며, 이전 통신사에서 아직 청구하지 않은 요금이 남을 수 있습니다. 아래 내용을 확인하고 동의해 주세요.</p>
<h3>제1조 (정산 대상)</h3>
<table>
<caption>이전 통신사 잔여요금</caption>
<thead><tr><th scope="col">구분</th><th scope="col">내용</th><th scope="col">청구하는 곳</th></tr></thead>
<tbody>
${row('미청구 사용 요금', '번호이동한 날까지 쓴 통화·데이터 요금', '이전 통신사')}
${row('단말기 할부금 잔액', '남은 할부 원금과 할부 수수료', '이전 통신사')}
${row('할인반환금(위약금)', '약정 기간 안에 해지하여 생긴 반환금', '이전 통신사')}
${row('미납 요금', '납부기한이 지났는데 내지 않은 요금', '이전 통신사')}
</tbody>
</table>
<h3>제2조 (청구 방법)</h3>
<ol>
<li>잔여요금은 이전 통신사가 번호이동 다음 달에 이용자가 등록해 둔 납부 방법으로 한 번에 청구합니다.</li>
<li>단말기 할부금은 이용자가 원하면 남은 기간 동안 나누어 낼 수 있으며, 이전 통신사 고객센터에서 신청합니다.</li>
</ol>
<h3>제3조 (미납 시 제한)</h3>
<p>이전 통신사의 요금을 내지 않으면 「전기통신사업법」에 따라 한국정보통신진흥협회에 미납 정보가 등록되어 다른 통신사 가입이 제한될 수 있습니다.</p>
<h3>제4조 (동의 사항)</h3>
<p>이용자는 번호이동 후 이전 통신사가 위 잔여요금을 청구하는 데 동의하며, 바로모바일은 잔여요금을 대신 받거나 돌려주지 않습니다.</p>`;

/** 유심 구매 약관 (USIM_PURCHASE). */
/** What each SIM sold to the public is for, as its row of the purchase terms says. */
const usimKindNotes: Record<(typeof USIM_PUBLIC_KINDS)[number], string> = {
  NORMAL: '모든 5G·LTE 휴대폰',
  NFC: '교통카드·모바일 결제 지원',
  ONECHIP: '유심 하나로 모바일 결제·교통카드·인증서를 함께',
  ESIM: '배송 없이 바로 발급 (eSIM 지원 휴대폰)',
};

const priceOf = (kind: UsimKind) => (USIM_PRICES[kind] === 0 ? '무료' : formatWon(USIM_PRICES[kind], 'ko'));

/**
 * 유심 구매 약관 (USIM_PURCHASE): what the site does, from the contract's own figures (prices, the parcel
 * cutoff, the rider's hours, the monthly limit), so the terms a buyer accepts never quote another price or
 * promise another refund (docs/usim-orders.md).
 */
export const usimPurchaseTerms = `<h3>제1조 (목적)</h3>
<p>이 약관은 이용자가 바로모바일 홈페이지와 앱에서 유심을 사는 데 필요한 조건과 절차를 정합니다.</p>
<h3>제2조 (상품과 가격)</h3>
<table>
<caption>판매하는 유심</caption>
<thead><tr><th scope="col">상품</th><th scope="col">가격</th><th scope="col">비고</th></tr></thead>
<tbody>
${USIM_PUBLIC_KINDS.map((kind) => row(textOf(usimKindLabels[kind], 'ko'), priceOf(kind), usimKindNotes[kind])).join('\n')}
</tbody>
</table>
<p>한 사람(인증한 휴대폰 번호 하나)이 한 달에 ${USIM_ORDER_RULES.maxPerMonth}개까지, 한 번에 ${USIM_ORDER_RULES.maxPerOrder}개까지 살 수 있습니다. 배송비는 받지 않습니다.</p>
<h3>제3조 (배송)</h3>
<ol>
<li>영업일 ${USIM_ORDER_RULES.parcelCutoff}까지 결제한 택배 주문은 그날 보내며, 보통 보낸 뒤 1~${USIM_ORDER_RULES.parcelDaysAfterPickup}영업일 안에 도착합니다.</li>
<li>서울의 정해진 구에서는 영업일 ${USIM_ORDER_RULES.riderHours.from}~${USIM_ORDER_RULES.riderHours.to}에 주문하면 바로배송을 고를 수 있습니다. 결제 ${USIM_ORDER_RULES.riderDispatchMinutes}분 뒤 배송을 시작해 2시간 안팎에 도착하며, 배송비는 없습니다.</li>
<li>배송 상태는 유심 주문 내역에서 확인할 수 있습니다. 택배사가 주문을 받지 못하면 주문을 취소하고 결제한 금액을 돌려드리며, 문자로 알려 드립니다.</li>
</ol>
<h3>제4조 (주문 취소와 환불)</h3>
<ul>
<li>보내기 전(바로배송은 결제 뒤 ${USIM_ORDER_RULES.riderDispatchMinutes}분 안)에는 유심 주문 내역에서 바로 취소할 수 있고, 결제한 금액 전액을 결제한 수단으로 돌려드립니다. 휴대폰 결제는 결제한 달이 지나면 결제를 취소할 수 없어, 고객센터에서 환불받을 계좌를 여쭤보고 3영업일 안에 보내 드립니다.</li>
<li>eSIM은 휴대폰에 내려받기 전까지 취소할 수 있습니다. 내려받은 eSIM은 「전자상거래 등에서의 소비자보호에 관한 법률」 제17조에 따라 환불할 수 없습니다.</li>
<li>받은 유심은 받은 날부터 7일 안에 포장을 뜯지 않았다면 고객센터로 반품을 요청해 전액 환불받을 수 있습니다. 포장을 뜯었거나 개통에 사용한 유심은 같은 법 제17조에 따라 환불할 수 없습니다.</li>
<li>불량 유심은 받은 날부터 3개월 안에 무료로 교환해 드립니다.</li>
</ul>
<h3>제5조 (개통 기한)</h3>
<p>유심은 받은 날부터 6개월 안에 개통해 주세요. 기한이 지나면 유심 정보가 만료되어 새 유심이 필요할 수 있습니다.</p>
<h3>제6조 (분쟁 해결)</h3>
<p>구매와 관련한 불만은 고객센터(1600-2580)나 1:1 문의로 접수하며, 해결되지 않으면 한국소비자원(1372)에 상담을 신청할 수 있습니다.</p>`;
