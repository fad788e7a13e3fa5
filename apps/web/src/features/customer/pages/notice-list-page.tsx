import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NOTICE_PAGE_SIZE, type FindBoardsRequest } from '@mvno/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { boardsQueryOptions } from '../api/find-boards.ts';
import { KoreanOriginalNote } from '../components/korean-original-note.tsx';
import { CustomerCenterNav } from '../components/customer-center-nav.tsx';
import { listHrefOf, pageOf } from '../../../shared/navigation/list-address.ts';
import styles from './board-pages.module.css';

const PATH = '/customer/notice';

const noticesOf = (page: number): FindBoardsRequest => ({ type: 'NOTICE', page, limit: NOTICE_PAGE_SIZE });

export const prefetch: Prefetch = ({ queryClient, url }) =>
  prefetchAll([queryClient.query(boardsQueryOptions(noticesOf(pageOf(url.searchParams))))]);

export default function NoticeListPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const notices = useQuery({ ...boardsQueryOptions(noticesOf(page)), placeholderData: keepPreviousData });

  const title = t`공지사항`;
  const description = t`바로모바일의 서비스 변경, 점검, 이벤트 소식을 알려 드려요.`;
  // Notices are written in Korean: an English page says so, and marks their titles as Korean.
  const isEnglishPage = getPageLocale() === 'en';

  return (
    <PageContainer className={styles.page}>
      <PageHead title={title} description={description} canonicalPath={listHrefOf(PATH, { page })} />
      <PageHeader title={title} description={description} />
      <CustomerCenterNav current={PATH} />
      {isEnglishPage && <KoreanOriginalNote />}

      <QueryState
        query={notices}
        failedTitle={t`공지사항을 불러오지 못했어요`}
        placeholder={<div className={styles.skeleton} aria-hidden="true" />}
        isEmpty={({ totalCount }) => totalCount === 0}
        empty={<StatusMessage headingLevel="h2" kind="empty" title={t`아직 공지사항이 없어요`} />}
      >
        {({ list, totalCount }) => (
          <>
            <ul className={styles.rows} aria-label={t`공지사항 목록`} aria-busy={notices.isPlaceholderData}>
              {list.map((notice) => (
                <li key={notice.boardNo} className={styles.row}>
                  <Link to={`${PATH}/${notice.boardNo}`} className={styles.rowLink}>
                    <span className={styles.rowTitle}>
                      {notice.isImportant && (
                        <Badge tone="accent">
                          <Trans>중요</Trans>
                        </Badge>
                      )}
                      <span lang={isEnglishPage ? 'ko' : undefined}>{notice.title}</span>
                    </span>
                    <time className={styles.rowDate} dateTime={notice.regDate}>
                      {notice.regDate}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              totalCount={totalCount}
              pageSize={NOTICE_PAGE_SIZE}
              hrefOf={(next) => listHrefOf(PATH, { page: next })}
            />
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
