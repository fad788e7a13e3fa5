import { Trans, useLingui } from '@lingui/react/macro';
import { parseRecordNumber } from '@mvno/contract';
import { useQuery } from '@tanstack/react-query';
import type { AddService } from '@mvno/contract';
import { useParams } from 'react-router';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { companyQueryOptions } from '../../../shared/api/company.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { CallNumbers } from '../../../shared/ui/call-numbers.tsx';
import { DetailHero, DetailPanel, NoticeList } from '../../../shared/ui/detail-page.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { LoadFailedMessage, StatusMessage } from '../../../shared/ui/status-message.tsx';
import { addServiceQueryOptions } from '../api/find-add-service.ts';
import { JoinBadge } from '../components/join-badge.tsx';
import {
  addServiceListHrefOf,
  customerCenterHoursText,
  formatMonthlyFee,
  paragraphsOf,
} from '../utils/add-service-display.ts';
import styles from './add-service-detail-page.module.css';

/** Where a subscriber joins an add-on: their add-ons, with this one's bill shown before it is joined. */
const joinPathOf = (addServiceNo: number) => `/my-page/my-info/add-service?join=${addServiceNo}`;

export const prefetch: Prefetch = async ({ queryClient, params }) => {
  const addServiceNo = parseRecordNumber(params.addServiceNo);
  if (addServiceNo !== undefined)
    await prefetchAll([
      queryClient.query(addServiceQueryOptions(addServiceNo)),
      queryClient.query(companyQueryOptions()),
    ]);
};

function AddServiceNotFound() {
  const { t } = useLingui();
  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={t`부가서비스를 찾을 수 없어요`}
        description={t`주소가 잘못되었거나 제공이 끝난 부가서비스입니다.`}
        isNotFound
      />
      <StatusMessage
        headingLevel="h1"
        title={t`부가서비스를 찾을 수 없어요`}
        description={t`주소가 잘못되었거나 제공이 끝난 부가서비스입니다. 전체 부가서비스에서 다시 찾아보세요.`}
        action={
          <ButtonLink to="/add-service/all">
            <Trans>전체 부가서비스 보기</Trans>
          </ButtonLink>
        }
      />
    </PageContainer>
  );
}

function SelfJoinGuide({ addServiceNo }: { addServiceNo: number }) {
  return (
    <div className={styles.join}>
      <p className={styles.joinText}>
        <Trans>마이페이지에서 바로 가입할 수 있어요. 가입하려면 로그인이 필요해요.</Trans>
      </p>
      <ButtonLink to={joinPathOf(addServiceNo)} size="lg" isBlock>
        <Trans>마이페이지에서 가입하기</Trans>
      </ButtonLink>
    </div>
  );
}

function CustomerCenterJoinGuide() {
  // The footer asks for the same company record, so this is answered from the cache.
  const company = useQuery(companyQueryOptions()).data;
  const hours = customerCenterHoursText();
  return (
    <div className={styles.join}>
      <p className={styles.joinText}>
        <strong>
          <Trans>고객센터에서 가입할 수 있는 서비스예요.</Trans>
        </strong>
        <span>
          <Trans>
            고객센터로 전화하거나 1:1 문의를 남겨 주시면 가입을 도와드려요.
            <br />
            상담 시간: {hours}
          </Trans>
        </span>
      </p>
      {company !== undefined && <CallNumbers company={company} isCompact />}
      <ButtonLink to="/customer/inquiry" variant="outline" size="lg" isBlock>
        <Trans>1:1 문의하기</Trans>
      </ButtonLink>
    </div>
  );
}

function AddServiceDetail({ addService }: { addService: AddService }) {
  const { t } = useLingui();
  const categoryName = addService.categoryName;
  const paragraphs = paragraphsOf(addService.description);
  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={addService.addServiceName}
        description={`${formatMonthlyFee(addService.monthlyAmount)} · ${addService.summary}`}
        canonicalPath={`/add-service/${addService.addServiceNo}`}
      />
      <div className={styles.layout}>
        <DetailHero
          className={styles.hero}
          badges={
            <>
              <Badge tone="neutral">{addService.categoryName}</Badge>
              <JoinBadge isSelfJoin={addService.isSelfJoin} />
            </>
          }
          title={addService.addServiceName}
          summary={addService.summary}
        />

        <DetailPanel phoneLook="tinted" className={styles.aside}>
          <section aria-labelledby="add-service-fee-title">
            <h2 id="add-service-fee-title" className={styles.feeLabel}>
              <Trans>이용료</Trans>
            </h2>
            <p className={styles.fee} data-testid="add-service-fee">
              {formatMonthlyFee(addService.monthlyAmount)}
            </p>
            {addService.isSelfJoin ? (
              <SelfJoinGuide addServiceNo={addService.addServiceNo} />
            ) : (
              <CustomerCenterJoinGuide />
            )}
          </section>
        </DetailPanel>

        {paragraphs.length > 0 && (
          <Section size="medium" title={t`서비스 안내`} className={styles.description}>
            {paragraphs.map((paragraph, index) => (
              <p key={index} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </Section>
        )}

        {addService.noticeList.length > 0 && (
          <Section size="medium" title={t`꼭 확인하세요`} className={styles.notices}>
            <NoticeList notices={addService.noticeList} />
          </Section>
        )}

        <p className={styles.back}>
          <ButtonLink to={addServiceListHrefOf(addService.categoryNo)} variant="ghost">
            <Trans>{categoryName} 부가서비스 더 보기</Trans>
            <ChevronRightIcon className={styles.backIcon} />
          </ButtonLink>
        </p>
      </div>
    </PageContainer>
  );
}

export default function AddServiceDetailPage() {
  const { t } = useLingui();
  const addServiceNo = parseRecordNumber(useParams().addServiceNo);
  const addService = useQuery({
    ...addServiceQueryOptions(addServiceNo ?? 0),
    enabled: addServiceNo !== undefined,
  });

  if (addServiceNo === undefined || (addService.isError && isNotFoundFailure(addService.error))) {
    return <AddServiceNotFound />;
  }
  return (
    <QueryState
      query={addService}
      failed={(retry) => (
        <PageContainer className={styles.page}>
          <LoadFailedMessage
            headingLevel="h1"
            title={t`부가서비스 정보를 불러오지 못했어요`}
            description={addService.error?.message}
            onRetry={retry}
            otherAction={
              <ButtonLink to="/add-service/all" variant="outline">
                <Trans>전체 부가서비스 보기</Trans>
              </ButtonLink>
            }
          />
        </PageContainer>
      )}
      placeholder={
        <PageContainer className={styles.page}>
          <h1 className="visually-hidden">
            <Trans>부가서비스 상세</Trans>
          </h1>
          <div className={styles.skeleton} aria-hidden="true" />
        </PageContainer>
      }
    >
      {(answered) => <AddServiceDetail addService={answered} />}
    </QueryState>
  );
}
