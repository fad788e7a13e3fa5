import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { parseRecordNumber } from '@mvno/contract';
import { useParams } from 'react-router';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';

import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { LoadFailedMessage } from '../../../shared/ui/status-message.tsx';
import { eventQueryOptions } from '../api/find-event.ts';
import { EventActions } from '../components/event-actions.tsx';
import { EventArticle } from '../components/event-article.tsx';
import { EventUnavailable } from '../components/event-unavailable.tsx';
import styles from './event-pages.module.css';

export const prefetch: Prefetch = async ({ queryClient, params }) => {
  const eventNo = parseRecordNumber(params.eventNo);
  if (eventNo !== undefined) await prefetchAll([queryClient.query(eventQueryOptions(eventNo))]);
};

export default function EventDetailPage() {
  const { t } = useLingui();
  const eventNo = parseRecordNumber(useParams().eventNo);
  const event = useQuery({ ...eventQueryOptions(eventNo ?? 0), enabled: eventNo !== undefined });

  if (eventNo === undefined || (event.isError && isNotFoundFailure(event.error)))
    return <EventUnavailable description={t`주소가 잘못되었거나 아직 열리지 않은 이벤트예요.`} />;
  return (
    <QueryState
      query={event}
      failed={(retry) => (
        <PageContainer className={styles.page}>
          <LoadFailedMessage
            headingLevel="h1"
            title={t({ message: '이벤트를 불러오지 못했어요', context: 'one event' })}
            description={event.error?.message}
            onRetry={retry}
          />
        </PageContainer>
      )}
      placeholder={
        <PageContainer className={styles.page}>
          <h1 className="visually-hidden">
            <Trans>이벤트</Trans>
          </h1>
          <div className={styles.skeleton} aria-hidden="true" />
        </PageContainer>
      }
    >
      {(answered) => (
        <PageContainer className={styles.page}>
          <PageHead
            title={answered.title}
            description={answered.summary}
            canonicalPath={`/event/${answered.eventNo}`}
          />
          <EventArticle event={answered} actions={<EventActions event={answered} />} />
        </PageContainer>
      )}
    </QueryState>
  );
}
