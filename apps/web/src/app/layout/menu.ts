import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface MenuLink {
  label: MessageDescriptor;
  to: string;
}
export interface MenuGroup {
  label: MessageDescriptor;
  to: string;
  items: MenuLink[];
}

/** The header's menus (spec §2.1); the mobile menu mirrors them. */
export const menuGroups: MenuGroup[] = [
  {
    label: msg`유심 구매`,
    to: '/usim',
    items: [
      { label: msg`유심 구매하기`, to: '/usim' },
      { label: msg`주문 내역`, to: '/usim/list' },
    ],
  },
  {
    label: msg`가입 신청`,
    to: '/self',
    items: [
      { label: msg`셀프개통`, to: '/self' },
      { label: msg`상담원 개통`, to: '/counselor' },
    ],
  },
  { label: msg`요금제`, to: '/plan', items: [] },
  { label: msg`부가서비스`, to: '/add-service', items: [] },
  { label: msg`이벤트`, to: '/event', items: [] },
  {
    label: msg`고객센터`,
    to: '/customer/notice',
    items: [
      { label: msg`공지사항`, to: '/customer/notice' },
      { label: msg`자주 묻는 질문`, to: '/customer/faq' },
      { label: msg`1:1 문의`, to: '/customer/inquiry' },
      { label: msg`신청서 다운로드`, to: '/customer/download' },
    ],
  },
];
