import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  type EventDetail,
  messages,
  parseRecordNumber,
  previewEventQuerySchema,
  textOf,
} from '@mvno/contract';
import { useSearchParams } from 'react-router';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { previewEventQueryOptions } from '../api/find-event.ts';
import { EventArticle } from '../components/event-article.tsx';
import { EventUnavailable } from '../components/event-unavailable.tsx';
import styles from './event-pages.module.css';

function PreviewRefused({ message }: { message: string }) {
  const { t } = useLingui();
  return <EventUnavailable title={t`미리보기를 열 수 없어요`} description={message} isNotFound={false} />;
}

/** The banner over a preview: who sees the event, and from when. */
function PreviewBanner({ event }: { event: EventDetail }) {
  const isHidden = event.useFlag === 'N';
  const isUpcoming = event.status === 'UPCOMING';
  return (
    <p className={styles.previewBanner} role="note">
      {isHidden && isUpcoming && (
        <Trans>미리보기 화면이에요. 아직 공개되지 않은 이벤트로, 방문자에게는 시작일부터 보여요.</Trans>
      )}
      {isHidden && !isUpcoming && (
        <Trans>미리보기 화면이에요. 아직 공개되지 않은 이벤트로, 방문자에게는 공개한 뒤에 보여요.</Trans>
      )}
      {!isHidden && isUpcoming && <Trans>미리보기 화면이에요. 방문자에게는 시작일부터 보여요.</Trans>}
      {!isHidden && !isUpcoming && <Trans>미리보기 화면이에요. 방문자에게는 공개한 뒤에 보여요.</Trans>}
    </p>
  );
}

/**
 * /preview/event: an event as it will look, drafts too, for whoever holds a link staff made
 * (docs/events.md). Nothing can be entered from a preview.
 */
export default function PreviewEventPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const eventNo = parseRecordNumber(searchParams.get('eventNo'));
  const link = previewEventQuerySchema.safeParse({
    expires: searchParams.get('expires') ?? undefined,
    signature: searchParams.get('signature') ?? undefined,
  });
  const preview = useQuery({
    ...previewEventQueryOptions(eventNo ?? 0, link.success ? link.data : { expires: 0, signature: '' }),
    enabled: eventNo !== undefined && link.success,
  });

  if (eventNo === undefined || !link.success)
    return <PreviewRefused message={textOf(messages.previewLinkInvalid)} />;
  if (preview.isError && isNotFoundFailure(preview.error))
    return <EventUnavailable description={t`링크가 가리키는 이벤트가 없어요.`} />;
  return (
    <QueryState
      query={preview}
      // A refused link is not asked again: the server's reason is the answer.
      failed={() => (
        <PreviewRefused message={preview.error?.message ?? textOf(messages.previewLinkInvalid)} />
      )}
      placeholder={
        <PageContainer className={styles.page}>
          <h1 className="visually-hidden">
            <Trans>이벤트 미리보기</Trans>
          </h1>
          <div className={styles.skeleton} aria-hidden="true" />
        </PageContainer>
      }
    >
      {(answered) => {
        const title = answered.title;
        return (
          <PageContainer className={styles.page}>
            <PageHead title={t`[미리보기] ${title}`} description={answered.summary} isNoIndex />
            <PreviewBanner event={answered} />
            <EventArticle event={answered} />
          </PageContainer>
        );
      }}
    </QueryState>
  );
}
