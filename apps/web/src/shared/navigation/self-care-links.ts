import type { ComponentType, SVGProps } from 'react';
import { BillIcon, DataIcon, PauseCircleIcon, PlanIcon, PlusCircleIcon } from '../ui/icons.tsx';

export interface SelfCareLink {
  to: string;
  label: string;
  /** One line under the label, on the my-page tiles. */
  description: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The five quick links of a logged-in subscriber (spec §2.1), in the header, its menus and my-page. */
export const selfCareLinks: readonly SelfCareLink[] = [
  { to: '/my-page/usage', label: '사용량 조회', description: '남은 데이터·통화·문자', Icon: DataIcon },
  { to: '/my-page/bill', label: '요금 조회·납부', description: '이번 달 요금과 납부', Icon: BillIcon },
  { to: '/my-page/my-info/plan', label: '요금제 변경', description: '지금 요금제와 변경', Icon: PlanIcon },
  { to: '/my-page/my-info/add-service', label: '부가서비스', description: '가입·해지', Icon: PlusCircleIcon },
  {
    to: '/my-page/my-info/service/pause/loss',
    label: '분실·일시정지',
    description: '분실 신고와 정지',
    Icon: PauseCircleIcon,
  },
];
