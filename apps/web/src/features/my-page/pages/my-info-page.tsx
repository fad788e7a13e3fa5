import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { agreementQueryOptions, customerQueryOptions } from '../api/self-care.ts';
import { LineFacts } from '../components/line-facts.tsx';
import { MarketingFact, SubscriberFacts } from '../components/subscriber-facts.tsx';
import styles from './self-care.module.css';

/** /my-page/my-info (spec §2.2): the subscriber's details, masked, and the line in use. */
export default function MyInfoPage() {
  const { t } = useLingui();
  const lineNo = useLineInUseNo();
  const customer = useQuery(customerQueryOptions(lineNo));
  const agreement = useQuery(agreementQueryOptions(lineNo));
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
                {agreement.data !== undefined && (
                  <>
                    <MarketingFact isAgreed={agreement.data.isMarketingAgree} />
                    <dt>
                      <Trans>소액결제</Trans>
                    </dt>
                    <dd>
                      {agreement.data.isMicroPaymentAllowed ? (
                        <Trans>쓸 수 있어요</Trans>
                      ) : (
                        <Trans>막아 두었어요</Trans>
                      )}
                    </dd>
                  </>
                )}
              </SubscriberFacts>
              <div className={styles.links}>
                <Link to="/my-page/my-info/marketing">
                  <Trans>광고 수신 동의 바꾸기</Trans>
                </Link>
              </div>
            </Section>
            <Section title={t`회선`} size="medium">
              <ul className={styles.list}>
                <LineFacts line={details.line} />
              </ul>
              <div className={styles.links}>
                <Link to="/my-page/my-info/service">
                  <Trans>회선 서비스 정보 보기</Trans>
                </Link>
                <Link to="/my-page-v2/my-info">
                  <Trans>모든 회선 보기</Trans>
                </Link>
              </div>
            </Section>
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
