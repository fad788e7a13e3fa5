import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChipNav } from '../../../shared/ui/chip-nav.tsx';

/** The customer centre's screens (spec §2.1), one tap apart; the current one marked. */
const boards = [
  { label: msg`공지사항`, to: '/customer/notice' },
  { label: msg`자주 묻는 질문`, to: '/customer/faq' },
  { label: msg`1:1 문의`, to: '/customer/inquiry' },
  { label: msg`신청서 다운로드`, to: '/customer/download' },
] as const;

export function CustomerCenterNav({ current }: { current: (typeof boards)[number]['to'] }) {
  const { t, i18n } = useLingui();
  return (
    <ChipNav
      label={t`고객센터 메뉴`}
      links={boards.map(({ label, to }) => ({ label: i18n._(label), to, isCurrent: to === current }))}
    />
  );
}
