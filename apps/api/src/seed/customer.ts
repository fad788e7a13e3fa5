import type { Board } from '@mvno/contract';
import { sanitizeHtml } from '../shared/sanitize-html.ts';
import type { Database } from '../db/client.ts';
import { boards } from '../db/schema/customer.ts';
import { requireValue } from './require-value.ts';

export interface BoardSeed extends Pick<Board, 'title' | 'type' | 'category' | 'isImportant'> {
  /** HTML, sanitised when seeded. */
  content: string;
  isVisible: boolean;
  createdAt: string;
}

const notice = (
  title: string,
  createdAt: string,
  content: string,
  options: { isImportant?: boolean; isVisible?: boolean } = {},
): BoardSeed => ({
  type: 'NOTICE',
  category: '',
  title,
  content,
  createdAt,
  isImportant: options.isImportant ?? false,
  isVisible: options.isVisible ?? true,
});

const faq = (
  category: Exclude<Board['category'], ''>,
  title: string,
  createdAt: string,
  content: string,
): BoardSeed => ({
  type: 'FAQ',
  category,
  title,
  content,
  createdAt,
  isImportant: false,
  isVisible: true,
});

export const SMISHING_NOTICE_TITLE = '택배 · 부고 사칭 스미싱 문자 주의 안내';

export const boardSeeds: BoardSeed[] = [
  notice(
    '[필독] 12월 정기 시스템 점검 안내',
    '2026-11-18T10:00:00+09:00',
    '<p>더 안정적인 서비스를 위해 정기 점검을 진행합니다.</p><table><thead><tr><th>구분</th><th>내용</th></tr></thead><tbody><tr><td>일시</td><td>12월 8일(화) 02:00 ~ 06:00</td></tr><tr><td>영향</td><td>셀프개통, 마이페이지, 요금 납부</td></tr></tbody></table><p>점검 중에도 통화와 데이터는 정상적으로 이용할 수 있어요.</p>',
    { isImportant: true },
  ),
  notice(
    '[필독] 개인정보 처리방침 개정 안내 (12월 1일 시행)',
    '2026-11-03T09:00:00+09:00',
    '<p>개인정보 처리방침이 아래와 같이 바뀝니다.</p><ul><li>이벤트 참여 정보 보관 기간: 이벤트 종료 후 6개월</li><li>개인정보 처리 위탁사 목록 갱신 (택배사 추가)</li></ul><p>개정된 방침은 2026년 12월 1일부터 적용됩니다.</p>',
    { isImportant: true },
  ),
  notice(
    '네이버페이 포인트 지급 일정 안내',
    '2026-11-12T14:00:00+09:00',
    '<p>10월 개통 고객의 네이버페이 포인트는 11월 10일에 지급을 마쳤어요.</p><p>포인트가 보이지 않으면 네이버페이 앱의 포인트 내역을 확인해 주세요.</p>',
  ),
  notice(
    '5G 요금제 신규 출시 안내',
    // Before 09:00 in Seoul, so still the previous day in UTC: the list must show the Korean date.
    '2026-10-15T08:30:00+09:00',
    '<p>5G 미니 1.5GB, 5G 프리미엄 200GB+10Mbps 요금제가 새로 나왔어요.</p><p>자세한 내용은 <a href="/plan">요금제</a> 화면에서 확인해 주세요.</p>',
  ),
  notice(
    SMISHING_NOTICE_TITLE,
    '2026-10-02T11:00:00+09:00',
    '<p>택배 배송 조회나 부고 알림으로 속인 문자 속 링크를 누르지 마세요.</p><ul><li>바로모바일은 문자로 앱 설치를 요구하지 않아요.</li><li>의심 문자는 118(한국인터넷진흥원)로 신고해 주세요.</li></ul>',
  ),
  notice(
    '추석 연휴 유심 배송 지연 안내',
    '2026-09-21T09:30:00+09:00',
    '<p>추석 연휴(9월 24일 ~ 9월 27일)에는 택배사 휴무로 유심 배송이 늦어질 수 있어요.</p><p>급하신 분은 eSIM으로 개통해 주세요.</p>',
  ),
  notice(
    '셀프개통 운영시간 변경 안내',
    '2026-08-20T10:00:00+09:00',
    '<p>9월 1일부터 셀프개통 운영시간이 바뀝니다.</p><ul><li>신규가입: 매일 08:00 ~ 21:50</li><li>번호이동: 평일 10:00 ~ 19:50, 토요일 10:00 ~ 15:50</li></ul>',
  ),
  notice(
    '하반기 LTE 요금제 개편 안내',
    '2026-07-15T10:00:00+09:00',
    '<p>LTE 실속 3GB 요금제가 새로 나오고, 일부 요금제의 프로모션 할인이 늘었어요.</p><p>이미 가입한 고객은 기존 요금과 혜택이 그대로 유지됩니다.</p>',
  ),
  notice(
    '이용약관 개정 안내',
    '2026-06-01T09:00:00+09:00',
    '<p>서비스 이용약관 제12조(요금의 청구)와 제18조(이용 정지)가 개정되었어요.</p><p>개정 약관은 6월 15일부터 적용되며, 동의하지 않으면 해지를 신청할 수 있어요.</p>',
  ),
  notice(
    '청구서 발송 방식 변경 안내 (이메일 · 문자)',
    '2026-05-06T10:00:00+09:00',
    '<p>종이 청구서 발송이 끝나고 이메일 또는 문자 청구서로 바뀝니다.</p><p>받는 방법은 마이페이지에서 바꿀 수 있어요.</p>',
  ),
  notice(
    '번호이동 전산 점검 안내',
    '2026-04-15T10:00:00+09:00',
    '<p>4월 19일(일) 00:00 ~ 08:00 번호이동 전산 점검으로 번호이동 개통이 잠시 멈춥니다.</p>',
  ),
  notice(
    '상반기 경품 이벤트 당첨자 발표',
    '2026-03-30T15:00:00+09:00',
    '<p>상반기 경품 이벤트 당첨자를 발표합니다. 당첨자께는 개별 문자로 안내드렸어요.</p><p>경품 발송은 4월 10일까지 마칠 예정입니다.</p>',
  ),
  notice(
    '설 연휴 고객센터 운영 안내',
    '2026-02-10T10:00:00+09:00',
    '<p>설 연휴(2월 16일 ~ 2월 18일)에는 고객센터 상담이 쉽니다.</p><p>분실 신고는 연휴에도 114에서 24시간 받아요.</p>',
  ),
  notice('[작성 중] 1월 요금제 개편 초안', '2026-11-20T09:00:00+09:00', '<p>아직 공개 전인 공지입니다.</p>', {
    isVisible: false,
  }),
  faq(
    'USIM',
    '유심은 어디서 살 수 있나요?',
    '2026-01-05T10:00:00+09:00',
    '<p>홈페이지 <a href="/usim">유심 구매</a>에서 주문하면 택배로 받을 수 있어요.</p><p>가까운 편의점에서도 바로모바일 유심을 살 수 있어요.</p>',
  ),
  faq(
    'USIM',
    'eSIM으로도 개통할 수 있나요?',
    '2026-01-05T10:05:00+09:00',
    '<p>네, eSIM을 지원하는 휴대폰이라면 유심 배송 없이 바로 개통할 수 있어요.</p><p>eSIM 발급비는 2,200원이에요.</p>',
  ),
  faq(
    'REGISTER',
    '번호이동하면 기존 통신사는 따로 해지해야 하나요?',
    '2026-01-06T10:00:00+09:00',
    '<p>아니요. 번호이동 개통이 끝나면 기존 통신사는 자동으로 해지돼요.</p><p>남은 할부금과 위약금은 기존 통신사에서 따로 청구됩니다.</p>',
  ),
  faq(
    'REGISTER',
    '요금제 변경은 언제 적용되나요?',
    '2026-01-06T10:05:00+09:00',
    '<p>요금제 변경은 신청한 다음 날 0시부터 적용되고, 한 달에 한 번만 바꿀 수 있어요.</p>',
  ),
  faq(
    'SELF',
    '셀프개통은 몇 시까지 할 수 있나요?',
    '2026-01-07T10:00:00+09:00',
    '<ul><li>신규가입: 매일 08:00 ~ 21:50</li><li>번호이동: 평일 10:00 ~ 19:50, 토요일 10:00 ~ 15:50</li></ul><p>일요일과 공휴일에는 번호이동 개통이 쉬어요.</p>',
  ),
  faq(
    'SELF',
    '셀프개통에 무엇이 필요한가요?',
    '2026-01-07T10:05:00+09:00',
    '<p>신분증(주민등록증 또는 운전면허증), 본인 명의 휴대폰 또는 신용카드, 그리고 바로모바일 유심이 필요해요.</p>',
  ),
  faq(
    'PLAN',
    '프로모션 할인이 끝나면 요금은 어떻게 되나요?',
    '2026-01-08T10:00:00+09:00',
    '<p>프로모션 기간(보통 24개월)이 끝나면 할인 전 기본료가 청구돼요.</p><p>끝나기 한 달 전에 문자로 알려 드리니, 그때 요금제를 바꿔도 좋아요.</p>',
  ),
  faq(
    'PLAN',
    '부가서비스는 어디서 가입하나요?',
    '2026-01-08T10:05:00+09:00',
    '<p>마이페이지 &gt; 부가서비스에서 바로 가입할 수 있어요.</p><p>보험처럼 본인 확인이 필요한 서비스는 고객센터에서 가입해 주세요.</p>',
  ),
  faq(
    'AMOUNT',
    '요금은 언제 청구되나요?',
    '2026-01-09T10:00:00+09:00',
    '<p>매달 1일부터 말일까지 쓴 요금을 다음 달 10일 전후에 청구하고, 선택한 납부일에 출금해요.</p>',
  ),
  faq(
    'AMOUNT',
    '첫 달 요금은 어떻게 계산되나요?',
    '2026-01-09T10:05:00+09:00',
    '<p>개통한 날부터 말일까지 일할 계산해요. 예를 들어 15일에 개통하면 한 달 요금의 절반 정도가 청구돼요.</p>',
  ),
  faq(
    'PAYMENT',
    '소액결제 한도는 어떻게 바꾸나요?',
    '2026-01-12T10:00:00+09:00',
    '<p>마이페이지 &gt; 소액결제 한도에서 월 최대 100만 원까지 바꿀 수 있어요.</p><p>한도를 올리면 본인 인증을 한 번 더 해요.</p>',
  ),
  faq(
    'PAYMENT',
    '소액결제를 아예 막을 수 있나요?',
    '2026-01-12T10:05:00+09:00',
    '<p>네. 마이페이지 &gt; 소액결제 차단에서 바로 막을 수 있고, 다시 풀 때는 본인 인증이 필요해요.</p>',
  ),
  faq(
    'ETC',
    '휴대폰을 잃어버렸어요. 어떻게 하나요?',
    '2026-01-13T10:00:00+09:00',
    '<p>마이페이지 &gt; 분실 정지에서 바로 정지하거나, 다른 휴대폰으로 114에 전화해 주세요.</p><p>분실 신고는 24시간 받아요.</p>',
  ),
  faq(
    'ETC',
    '해외에서도 쓸 수 있나요?',
    '2026-01-13T10:05:00+09:00',
    '<p>네, 로밍을 지원하는 나라에서는 그대로 쓸 수 있어요. 로밍 요금이 걱정되면 출국 전에 해외로밍 차단을 가입해 주세요.</p>',
  ),
];

/** Stores posts as the console will: their HTML sanitised once, on the way in. */
export async function seedBoards(
  db: Database,
  seeds: readonly BoardSeed[] = boardSeeds,
): Promise<ReadonlyMap<string, number>> {
  const rows = await db
    .insert(boards)
    .values(
      seeds.map((board) => ({
        type: board.type,
        category: board.category,
        title: board.title,
        content: sanitizeHtml(board.content),
        isImportant: board.isImportant,
        isVisible: board.isVisible,
        createdAt: new Date(board.createdAt),
      })),
    )
    .returning({ boardNo: boards.boardNo, title: boards.title });
  const boardNoByTitle = new Map(rows.map((row) => [row.title, row.boardNo]));
  return new Map(seeds.map((board) => [board.title, requireValue(boardNoByTitle, board.title)]));
}
