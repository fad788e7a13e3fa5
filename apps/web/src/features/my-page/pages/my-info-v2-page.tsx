import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { customerV2QueryOptions } from '../api/self-care.ts';
import { LineFacts } from '../components/line-facts.tsx';
import { MarketingFact, SubscriberFacts } from '../components/subscriber-facts.tsx';
import styles from './self-care.module.css';

/** /my-page-v2/my-info (spec §2.2): the subscriber's details, masked, with every line they hold. */
export default function MyInfoV2Page() {
  const { t } = useLingui();
  const lineNo = useLineInUseNo();
  const customer = useQuery(customerV2QueryOptions(lineNo));
  return (
    <PageContainer className={styles.page}>
      <PageHeader title={t`내 정보`} description={t`개인정보를 지키려고 일부를 가려서 보여드려요.`} />
      <QueryState
        query={customer}
        failedTitle={t`내 정보를 불러오지 못했어요`}
        placeholder={<div className={styles.placeholder} />}
      >
        {(details) => (
          <>
            <Section title={t`가입자 정보`} size="medium">
              <SubscriberFacts details={details}>
                <MarketingFact isAgreed={details.isMarketingAgree} />
              </SubscriberFacts>
            </Section>
            <Section title={t`회선 ${details.lines.length}개`} size="medium">
              <ul className={styles.list}>
                {details.lines.map((line) => (
                  <LineFacts key={line.userLineNo} line={line} />
                ))}
              </ul>
              <div className={styles.links}>
                <Link to="/my-page/my-info/service">
                  <Trans>보고 있는 회선의 서비스 정보</Trans>
                </Link>
                <Link to="/my-page-v2/my-info/service/pause">
                  <Trans>회선별 일시정지</Trans>
                </Link>
                <Link to="/my-page-v2/my-info/add-service">
                  <Trans>회선별 부가서비스</Trans>
                </Link>
                <Link to="/my-page-v2/bill/pay-method">
                  <Trans>청구계정별 납부 방법</Trans>
                </Link>
              </div>
            </Section>
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
