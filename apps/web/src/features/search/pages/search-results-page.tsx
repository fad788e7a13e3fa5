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

const groupTitles: Record<SearchGroupKind, string> = {
  plans: '요금제',
  addServices: '부가서비스',
  events: '이벤트',
  notices: '공지사항',
  faqs: '자주 묻는 질문',
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
  const headingId = `search-group-${kind}`;
  const moreHref = group.totalCount > group.list.length ? groupListPaths[kind]?.(searchWord) : undefined;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {groupTitles[kind]} <span className={styles.groupCount}>{group.totalCount}건</span>
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
          {groupTitles[kind]} 더 보기
        </Link>
      )}
    </section>
  );
}

/**
 * /search/view?searchWord=…: the matches of every kind, each group with its count and its first items. Drawn
 * in the browser (docs/search.md): each search is counted for the popular words by the visitor's address.
 */
export default function SearchResultsPage() {
  const [searchParams] = useSearchParams();
  const checked = checkSearchWord(searchParams.get('searchWord') ?? '');
  const searchWord = checked.isValid ? checked.searchWord : '';
  const result = useQuery({ ...searchQueryOptions(searchWord), enabled: checked.isValid });
  const data = result.data;

  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={searchWord === '' ? '검색 결과' : `'${searchWord}' 검색 결과`}
        description="요금제, 부가서비스, 이벤트, 공지사항과 자주 묻는 질문에서 찾은 결과예요."
        canonicalPath="/search"
        isNoIndex
      />
      <SearchWordForm
        key={searchWord}
        id="search-results-word"
        label="검색어"
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
                `'${searchWord}'을(를) 찾고 있어요`
              ) : (
                <>
                  <span className={styles.word}>&lsquo;{searchWord}&rsquo;</span> 검색 결과{' '}
                  <span className={styles.total}>{data.totalCount}건</span>
                </>
              )}
            </h1>
          </div>
          <QueryState
            query={result}
            failedTitle="검색 결과를 불러오지 못했어요"
            placeholder={<div className={styles.skeleton} aria-hidden="true" />}
          >
            {(answer) =>
              answer.totalCount === 0 ? (
                <>
                  <StatusMessage
                    headingLevel="h2"
                    kind="empty"
                    title="검색 결과가 없어요"
                    description={
                      answer.suggestion === null ? (
                        '단어의 철자를 확인하거나, 더 짧고 일반적인 단어로 검색해 보세요.'
                      ) : (
                        <>
                          혹시{' '}
                          <Link
                            to={searchResultsHref(answer.suggestion)}
                            className={styles.suggestion}
                            onClick={() => {
                              if (answer.suggestion !== null) rememberSearch(answer.suggestion);
                            }}
                          >
                            {answer.suggestion}
                          </Link>
                          을(를) 찾으셨나요?
                        </>
                      )
                    }
                    action={
                      <ButtonLink to="/plan/all" variant="outline">
                        전체 요금제 보기
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
