import { Trans, useLingui } from '@lingui/react/macro';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { searchWordsQueryOptions } from '../api/search.ts';
import { RecentSearchList } from '../components/recent-search-list.tsx';
import { SearchWordForm } from '../components/search-word-form.tsx';
import { SearchWordLists } from '../components/search-word-lists.tsx';
import styles from './search-pages.module.css';

export const prefetch: Prefetch = ({ queryClient }) =>
  prefetchAll([queryClient.query(searchWordsQueryOptions())]);

/**
 * /search and, on a phone, /search/mo (its route adds the back button and drops the footer): the box, the
 * words searched on this device and the popular and suggested words.
 */
export default function SearchPage() {
  const { t } = useLingui();
  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={t`검색`}
        description={t`요금제, 부가서비스, 이벤트, 공지사항과 자주 묻는 질문을 한 번에 찾아보세요.`}
        canonicalPath="/search"
        isNoIndex
      />
      <h1 className={styles.title}>
        <Trans>무엇을 찾고 계세요?</Trans>
      </h1>
      <SearchWordForm id="search-page-word" label={t`검색어`} size="large" isAutoFocus />
      <RecentSearchList />
      <SearchWordLists />
    </PageContainer>
  );
}
