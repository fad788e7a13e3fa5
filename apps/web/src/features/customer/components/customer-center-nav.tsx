import { ChipNav } from '../../../shared/ui/chip-nav.tsx';

/** The customer centre's screens (spec §2.1), one tap apart; the current one marked. */
const boards = [
  { label: '공지사항', to: '/customer/notice' },
  { label: '자주 묻는 질문', to: '/customer/faq' },
  { label: '1:1 문의', to: '/customer/inquiry' },
  { label: '신청서 다운로드', to: '/customer/download' },
] as const;

export function CustomerCenterNav({ current }: { current: (typeof boards)[number]['to'] }) {
  return (
    <ChipNav
      label="고객센터 메뉴"
      links={boards.map((board) => ({ ...board, isCurrent: board.to === current }))}
    />
  );
}
