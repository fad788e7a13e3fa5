import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType, SVGProps } from 'react';
import { BillIcon, DataIcon, PauseCircleIcon, PlanIcon, PlusCircleIcon } from '../ui/icons.tsx';

export interface SelfCareLink {
  to: string;
  label: MessageDescriptor;
  /** One line under the label, on the my-page tiles. */
  description: MessageDescriptor;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The five quick links of a logged-in subscriber (spec §2.1), in the header, its menus and my-page. */
export const selfCareLinks: readonly SelfCareLink[] = [
  { to: '/my-page/usage', label: msg`사용량 조회`, description: msg`남은 데이터·통화·문자`, Icon: DataIcon },
  { to: '/my-page/bill', label: msg`요금 조회·납부`, description: msg`이번 달 요금과 납부`, Icon: BillIcon },
  {
    to: '/my-page/my-info/plan',
    label: msg`요금제 변경`,
    description: msg`지금 요금제와 변경`,
    Icon: PlanIcon,
  },
  {
    to: '/my-page/my-info/add-service',
    label: msg`부가서비스`,
    description: msg`가입·해지`,
    Icon: PlusCircleIcon,
  },
  {
    to: '/my-page/my-info/service/pause/loss',
    label: msg`분실·일시정지`,
    description: msg`분실 신고와 정지`,
    Icon: PauseCircleIcon,
  },
];
