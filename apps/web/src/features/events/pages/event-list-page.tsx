import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EVENT_PAGE_SIZE, eventTypeLabels, type FindEventsRequest, textOf } from '@mvno/contract';
import { Link, useSearchParams } from 'react-router';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { Badge } from '../../../shared/ui/badge.tsx';
import { ChipNav } from '../../../shared/ui/chip-nav.tsx';
import { EventCard, EventCardSkeleton } from '../../../shared/ui/event-card.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { eventsQueryOptions } from '../api/find-events.ts';
import { eventListHrefOf, eventListOf, type EventListAddress } from '../utils/event-address.ts';
import styles from './event-pages.module.css';

const requestOf = ({ status, eventType, page }: EventListAddress): FindEventsRequest => ({
  page,
  limit: EVENT_PAGE_SIZE,
  status,
  ...(eventType === undefined ? {} : { eventType }),
  isUser: 'true',
});

export const prefetch: Prefetch = ({ queryClient, url }) =>
  prefetchAll([queryClient.query(eventsQueryOptions(requestOf(eventListOf(url.searchParams))))]);

export default function EventListPage() {
  const { t } = useLingui();
  const description = t`지금 참여할 수 있는 바로모바일 이벤트와 지난 이벤트의 당첨자를 확인해 보세요.`;
  const [searchParams] = useSearchParams();
  const address = eventListOf(searchParams);
  const events = useQuery({ ...eventsQueryOptions(requestOf(address)), placeholderData: keepPreviousData });
  const isEnded = address.status === 'ENDED';
  const typeLabel = address.eventType === undefined ? '' : textOf(eventTypeLabels[address.eventType]);

  return (
    <PageContainer className={styles.page}>
      <PageHead title={t`이벤트`} description={description} canonicalPath={eventListHrefOf(address)} />
      <PageHeader title={t`이벤트`} description={description} />
      <ChipNav
        label={t`이벤트 구분`}
        links={[
          {
            label: t`진행 중인 이벤트`,
            to: eventListHrefOf({ status: 'ONGOING', page: 1 }),
            isCurrent: !isEnded,
          },
          { label: t`종료된 이벤트`, to: eventListHrefOf({ status: 'ENDED', page: 1 }), isCurrent: isEnded },
        ]}
      />
      {address.eventType !== undefined && (
        <p className={styles.filter}>
          <Trans>
            {typeLabel} 이벤트만 보고 있어요.{' '}
            <Link to={eventListHrefOf({ status: address.status, page: 1 })}>전체 이벤트 보기</Link>
          </Trans>
        </p>
      )}
      <section aria-labelledby="event-list-title" className={styles.results}>
        <h2 id="event-list-title" className="visually-hidden">
          {isEnded ? <Trans>종료된 이벤트</Trans> : <Trans>진행 중인 이벤트</Trans>}
        </h2>
        <QueryState
          query={events}
          failedTitle={t`이벤트를 불러오지 못했어요`}
          placeholder={
            <ul className={styles.grid} aria-busy="true">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index} aria-hidden="true">
                  <EventCardSkeleton />
                </li>
              ))}
            </ul>
          }
          isEmpty={({ totalCount }) => totalCount === 0}
          empty={
            <StatusMessage
              headingLevel="h2"
              kind="empty"
              title={isEnded ? t`종료된 이벤트가 없어요` : t`지금 진행 중인 이벤트가 없어요`}
              description={t`새 이벤트가 열리면 이곳과 홈 화면에서 알려 드릴게요.`}
            />
          }
        >
          {({ list, totalCount }) => (
            <>
              <ul className={styles.grid} aria-busy={events.isPlaceholderData}>
                {list.map((event) => (
                  <li key={event.eventNo}>
                    <EventCard
                      event={event}
                      badges={
                        <>
                          <Badge tone={event.eventType === 'NAVER_PAY' ? 'warm' : 'primary'}>
                            {textOf(eventTypeLabels[event.eventType])}
                          </Badge>
                          {isEnded && (
                            <Badge tone="neutral">
                              <Trans>종료</Trans>
                            </Badge>
                          )}
                        </>
                      }
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={address.page}
                totalCount={totalCount}
                pageSize={EVENT_PAGE_SIZE}
                hrefOf={(page) => eventListHrefOf({ ...address, page })}
              />
            </>
          )}
        </QueryState>
      </section>
    </PageContainer>
  );
}
