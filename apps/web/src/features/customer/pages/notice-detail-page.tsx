import { useQuery } from '@tanstack/react-query';
import { parseRecordNumber, plainTextOf, shortenedText, type BoardDetail } from '@mvno/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { LoadFailedMessage, StatusMessage } from '../../../shared/ui/status-message.tsx';
import { boardQueryOptions } from '../api/find-board.ts';
import { KoreanOriginalNote } from '../components/korean-original-note.tsx';
import styles from './board-pages.module.css';

const LIST_PATH = '/customer/notice';

export const prefetch: Prefetch = async ({ queryClient, params }) => {
  const boardNo = parseRecordNumber(params.boardNo);
  if (boardNo !== undefined) await prefetchAll([queryClient.query(boardQueryOptions(boardNo))]);
};

/** How much of a notice its page's description carries, for search results and link previews. */
const DESCRIPTION_MAX_LENGTH = 120;

function NoticeNotFound() {
  const { t } = useLingui();
  const title = t`공지사항을 찾을 수 없어요`;
  return (
    <PageContainer className={styles.page}>
      <PageHead title={title} description={t`주소가 잘못되었거나 내려간 공지예요.`} isNotFound />
      <StatusMessage
        headingLevel="h1"
        title={title}
        description={t`주소가 잘못되었거나 내려간 공지예요. 공지사항 목록에서 다시 찾아보세요.`}
        action={
          <ButtonLink to={LIST_PATH}>
            <Trans>공지사항 목록</Trans>
          </ButtonLink>
        }
      />
    </PageContainer>
  );
}

function Neighbour({ label, none, post }: { label: string; none: string; post: BoardDetail['previous'] }) {
  return (
    <li className={styles.neighbour}>
      <span className={styles.neighbourLabel}>{label}</span>
      {post === null ? (
        <span className={styles.neighbourNone}>{none}</span>
      ) : (
        <Link to={`${LIST_PATH}/${post.boardNo}`} className={styles.neighbourLink}>
          {post.title}
        </Link>
      )}
    </li>
  );
}

function Notice({ notice }: { notice: BoardDetail }) {
  const { t } = useLingui();
  // The notice is written in Korean: an English page says so, and marks its words as Korean.
  const isEnglishPage = getPageLocale() === 'en';
  const contentLang = isEnglishPage ? 'ko' : undefined;
  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={notice.title}
        description={shortenedText(plainTextOf(notice.content), DESCRIPTION_MAX_LENGTH)}
        canonicalPath={`${LIST_PATH}/${notice.boardNo}`}
      />
      <article className={styles.article} aria-labelledby="notice-title">
        <header className={styles.articleHeader}>
          {notice.isImportant && (
            <Badge tone="accent">
              <Trans>중요</Trans>
            </Badge>
          )}
          <h1 id="notice-title" className={styles.articleTitle} lang={contentLang}>
            {notice.title}
          </h1>
          <p className={styles.articleDate}>
            <span className="visually-hidden">
              <Trans>게시일</Trans>{' '}
            </span>
            <time dateTime={notice.regDate}>{notice.regDate}</time>
          </p>
        </header>
        {isEnglishPage && <KoreanOriginalNote />}
        <div lang={contentLang}>
          <RichText html={notice.content} headingLevel={2} className={styles.articleBody} />
        </div>
      </article>
      <nav aria-label={t`다른 공지`} className={styles.neighbours}>
        <ul>
          <Neighbour label={t`다음글`} none={t`다음글이 없어요`} post={notice.next} />
          <Neighbour label={t`이전글`} none={t`이전글이 없어요`} post={notice.previous} />
        </ul>
      </nav>
      <p className={styles.toList}>
        <ButtonLink to={LIST_PATH} variant="outline" size="lg">
          <Trans>목록으로</Trans>
        </ButtonLink>
      </p>
    </PageContainer>
  );
}

export default function NoticeDetailPage() {
  const { t } = useLingui();
  const boardNo = parseRecordNumber(useParams().boardNo);
  const notice = useQuery({ ...boardQueryOptions(boardNo ?? 0), enabled: boardNo !== undefined });

  if (boardNo === undefined || (notice.isError && isNotFoundFailure(notice.error))) return <NoticeNotFound />;
  return (
    <QueryState
      query={notice}
      failed={(retry) => (
        <PageContainer className={styles.page}>
          <LoadFailedMessage
            headingLevel="h1"
            title={t`공지사항을 불러오지 못했어요`}
            description={notice.error?.message}
            onRetry={retry}
          />
        </PageContainer>
      )}
      placeholder={
        <PageContainer className={styles.page}>
          <h1 className="visually-hidden">
            <Trans>공지사항</Trans>
          </h1>
          <div className={styles.skeleton} aria-hidden="true" />
        </PageContainer>
      }
    >
      {/* An FAQ's number is not a notice: it is read on the FAQ page. */}
      {(answered) => (answered.type === 'NOTICE' ? <Notice notice={answered} /> : <NoticeNotFound />)}
    </QueryState>
  );
}
