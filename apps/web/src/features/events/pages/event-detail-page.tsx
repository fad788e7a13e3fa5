import { useQuery } from '@tanstack/react-query';
import { parseRecordNumber } from '@mvno/contract';
import { useParams } from 'react-router';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
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
  const eventNo = parseRecordNumber(useParams().eventNo);
  const event = useQuery({ ...eventQueryOptions(eventNo ?? 0), enabled: eventNo !== undefined });

  if (eventNo === undefined || (event.isError && isNotFoundFailure(event.error)))
    return <EventUnavailable description="주소가 잘못되었거나 아직 열리지 않은 이벤트예요." />;
  if (event.isError) {
    return (
      <PageContainer className={styles.page}>
        <StatusMessage
          headingLevel="h1"
          title="이벤트를 불러오지 못했어요"
          description={event.error.message}
          action={<Button onClick={() => void event.refetch()}>다시 시도</Button>}
        />
      </PageContainer>
    );
  }
  if (!event.isSuccess) {
    return (
      <PageContainer className={styles.page}>
        <h1 className="visually-hidden">이벤트</h1>
        <div className={styles.skeleton} aria-hidden="true" />
      </PageContainer>
    );
  }
  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={event.data.title}
        description={event.data.summary}
        canonicalPath={`/event/${event.data.eventNo}`}
      />
      <EventArticle event={event.data} actions={<EventActions event={event.data} />} />
    </PageContainer>
  );
}
