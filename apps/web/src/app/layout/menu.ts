export interface MenuLink {
  label: string;
  to: string;
}
export interface MenuGroup {
  label: string;
  to: string;
  items: MenuLink[];
}

/** The header's menus (spec §2.1); the mobile menu mirrors them. */
export const menuGroups: MenuGroup[] = [
  {
    label: '유심 구매',
    to: '/usim',
    items: [
      { label: '유심 구매하기', to: '/usim' },
      { label: '주문 내역', to: '/usim/list' },
    ],
  },
  {
    label: '가입 신청',
    to: '/self',
    items: [
      { label: '셀프개통', to: '/self' },
      { label: '상담원 개통', to: '/counselor' },
    ],
  },
  { label: '요금제', to: '/plan', items: [] },
  { label: '부가서비스', to: '/add-service', items: [] },
  { label: '이벤트', to: '/event', items: [] },
  {
    label: '고객센터',
    to: '/customer/notice',
    items: [
      { label: '공지사항', to: '/customer/notice' },
      { label: '자주 묻는 질문', to: '/customer/faq' },
      { label: '1:1 문의', to: '/customer/inquiry' },
      { label: '신청서 다운로드', to: '/customer/download' },
    ],
  },
];
