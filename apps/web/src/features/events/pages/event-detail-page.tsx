import { useQuery } from '@tanstack/react-query';
import { parseRecordNumber } from '@mvno/contract';
import { useParams } from 'react-router';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { eventQueryOptions } from '../api/find-event.ts';
import { EventActions } from '../components/event-actions.tsx';
import { EventArticle } from '../components/event-article.tsx';
import styles from './event-pages.module.css';

export const prefetch: Prefetch = async ({ queryClient, params }) => {
  const eventNo = parseRecordNumber(params.eventNo);
  if (eventNo !== undefined) await prefetchAll([queryClient.query(eventQueryOptions(eventNo))]);
};

/** An event page that has nothing to show (a missing event, a wrong preview link), with a way on. */
export function EventUnavailable({
  title = '이벤트를 찾을 수 없어요',
  description,
  isNotFound = true,
}: {
  title?: string;
  description: string;
  /** Status 404 and not indexed; otherwise only not indexed. */
  isNotFound?: boolean;
}) {
  return (
    <PageContainer className={styles.page}>
      <PageHead title={title} description={description} isNotFound={isNotFound} isNoIndex />
      <StatusMessage
        headingLevel="h1"
        title={title}
        description={description}
        action={<ButtonLink to="/event">진행 중인 이벤트 보기</ButtonLink>}
      />
    </PageContainer>
  );
}

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
