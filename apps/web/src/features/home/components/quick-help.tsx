import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import {
  ChatIcon,
  ChevronRightIcon,
  DocumentIcon,
  PlanIcon,
  QuestionIcon,
} from '../../../shared/ui/icons.tsx';
import { HomeSection } from './home-section.tsx';
import styles from './quick-help.module.css';

const helpLinks = [
  {
    to: '/customer/inquiry',
    title: msg({ message: '1:1 문의', context: 'quick help: ask a question' }),
    description: msg`궁금한 점을 남기면 답해 드려요`,
    Icon: ChatIcon,
    tone: styles.primary,
  },
  {
    to: '/customer/faq',
    title: msg`자주 묻는 질문`,
    description: msg`많이 묻는 질문을 모았어요`,
    Icon: QuestionIcon,
    tone: styles.accent,
  },
  {
    to: '/plan',
    title: msg`요금제 한눈에 보기`,
    description: msg`나에게 맞는 요금제를 찾아보세요`,
    Icon: PlanIcon,
    tone: styles.warm,
  },
  {
    to: '/customer/download',
    title: msg({ message: '신청서 다운로드', context: 'quick help: download the forms' }),
    description: msg`필요한 서류를 내려받으세요`,
    Icon: DocumentIcon,
    tone: styles.neutral,
  },
] as const;

/** The four ways to get help (spec §2.3). */
export function QuickHelp() {
  const { t, i18n } = useLingui();
  return (
    <HomeSection title={t`무엇을 도와드릴까요?`}>
      <ul className={styles.grid}>
        {helpLinks.map(({ to, title, description, Icon, tone }) => (
          <li key={to}>
            <Link to={to} className={styles.box}>
              <span className={`${styles.icon} ${tone}`}>
                <Icon />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{i18n._(title)}</span>
                <span className={styles.description}>{i18n._(description)}</span>
              </span>
              <ChevronRightIcon className={styles.arrow} />
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
