import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  checkSearchWord,
  type SearchGroup,
  type SearchGroupKind,
  searchGroupKinds,
  textOf,
} from '@mvno/contract';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { listHrefOf } from '../../../shared/navigation/list-address.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { searchQueryOptions } from '../api/search.ts';
import { SearchWordForm } from '../components/search-word-form.tsx';
import { SearchWordLists } from '../components/search-word-lists.tsx';
import { rememberSearch } from '../hooks/recent-searches.ts';
import { searchResultsHref } from '../search-address.ts';
import styles from './search-pages.module.css';

const groupTitles: Record<SearchGroupKind, MessageDescriptor> = {
  plans: msg`요금제`,
  addServices: msg`부가서비스`,
  events: msg`이벤트`,
  notices: msg`공지사항`,
  faqs: msg`자주 묻는 질문`,
};

/** Where a group's whole list is, when it has more than the results show. */
const groupListPaths: Partial<Record<SearchGroupKind, (searchWord: string) => string>> = {
  plans: () => '/plan/all',
  addServices: () => '/add-service/all',
  events: () => '/event',
  faqs: (searchWord) => listHrefOf('/customer/faq', { searchWord }),
};

function ResultGroup({
  kind,
  group,
  searchWord,
}: {
  kind: SearchGroupKind;
  group: SearchGroup;
  searchWord: string;
}) {
  const { i18n } = useLingui();
  const headingId = `search-group-${kind}`;
  const groupTitle = i18n._(groupTitles[kind]);
  const count = group.totalCount;
  const moreHref = group.totalCount > group.list.length ? groupListPaths[kind]?.(searchWord) : undefined;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        <Trans>
          {groupTitle} <span className={styles.groupCount}>{count}건</span>
        </Trans>
      </h2>
      <ul className={styles.items}>
        {group.list.map((item) => (
          <li key={item.recordNo}>
            <Link to={item.link} className={styles.item}>
              <span className={styles.itemText}>
                <span className={styles.itemTitle}>{item.title}</span>
                {item.summary !== '' && <span className={styles.itemSummary}>{item.summary}</span>}
              </span>
              <ChevronRightIcon className={styles.itemIcon} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      {moreHref !== undefined && (
        <Link to={moreHref} className={styles.more}>
          <Trans>{groupTitle} 더 보기</Trans>
        </Link>
      )}
    </section>
  );
}

/** A word like the one searched for that finds something, to search instead. */
function Suggestion({ suggestion }: { suggestion: string }) {
  return (
    <Trans>
      혹시{' '}
      <Link
        to={searchResultsHref(suggestion)}
        className={styles.suggestion}
        onClick={() => rememberSearch(suggestion)}
      >
        {suggestion}
      </Link>
      을(를) 찾으셨나요?
    </Trans>
  );
}

/**
 * /search/view?searchWord=…: the matches of every kind, each group with its count and its first items. Drawn
 * in the browser (docs/search.md): each search is counted for the popular words by the visitor's address.
 */
export default function SearchResultsPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const checked = checkSearchWord(searchParams.get('searchWord') ?? '');
  const searchWord = checked.isValid ? checked.searchWord : '';
  const result = useQuery({ ...searchQueryOptions(searchWord), enabled: checked.isValid });
  const data = result.data;
  const totalCount = data?.totalCount ?? 0;

  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={searchWord === '' ? t`검색 결과` : t`''${searchWord}'' 검색 결과`}
        description={t`요금제, 부가서비스, 이벤트, 공지사항과 자주 묻는 질문에서 찾은 결과예요.`}
        canonicalPath="/search"
        isNoIndex
      />
      <SearchWordForm
        key={searchWord}
        id="search-results-word"
        label={t`검색어`}
        size="large"
        initialWord={searchWord}
      />

      {!checked.isValid ? (
        <StatusMessage headingLevel="h1" kind="empty" title={textOf(checked.message)} />
      ) : (
        <>
          {/* Announced as the results arrive; still the page's heading. */}
          <div aria-live="polite">
            <h1 className={styles.resultsTitle}>
              {data === undefined ? (
                t`''${searchWord}''을(를) 찾고 있어요`
              ) : (
                <Trans>
                  <span className={styles.word}>&lsquo;{searchWord}&rsquo;</span> 검색 결과{' '}
                  <span className={styles.total}>{totalCount}건</span>
                </Trans>
              )}
            </h1>
          </div>
          <QueryState
            query={result}
            failedTitle={t`검색 결과를 불러오지 못했어요`}
            placeholder={<div className={styles.skeleton} aria-hidden="true" />}
          >
            {(answer) =>
              answer.totalCount === 0 ? (
                <>
                  <StatusMessage
                    headingLevel="h2"
                    kind="empty"
                    title={t`검색 결과가 없어요`}
                    description={
                      answer.suggestion === null ? (
                        t`단어의 철자를 확인하거나, 더 짧고 일반적인 단어로 검색해 보세요.`
                      ) : (
                        <Suggestion suggestion={answer.suggestion} />
                      )
                    }
                    action={
                      <ButtonLink to="/plan/all" variant="outline">
                        <Trans>전체 요금제 보기</Trans>
                      </ButtonLink>
                    }
                  />
                  <SearchWordLists />
                </>
              ) : (
                searchGroupKinds
                  .filter((kind) => answer[kind].totalCount > 0)
                  .map((kind) => (
                    <ResultGroup key={kind} kind={kind} group={answer[kind]} searchWord={searchWord} />
                  ))
              )
            }
          </QueryState>
        </>
      )}
    </PageContainer>
  );
}
