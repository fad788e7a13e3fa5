import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { forgetRecentSearch, rememberSearch, useRecentSearches } from '../hooks/recent-searches.ts';
import { searchResultsHref } from '../search-address.ts';
import styles from './search-words.module.css';

/** §4: the words searched on this device, newest first; each can be searched again or removed, or all at once. */
export function RecentSearchList() {
  const { t } = useLingui();
  const recentSearches = useRecentSearches();

  return (
    <section aria-labelledby="recent-search-title" className={styles.block}>
      <div className={styles.blockHeader}>
        <h2 id="recent-search-title" className={styles.blockTitle}>
          <Trans>최근 검색어</Trans>
        </h2>
        {recentSearches.length > 0 && (
          <button type="button" className={styles.textButton} onClick={() => forgetRecentSearch(-1)}>
            <Trans>전체 삭제</Trans>
          </button>
        )}
      </div>
      {recentSearches.length === 0 ? (
        <p className={styles.empty}>
          <Trans>최근 검색한 단어가 없어요.</Trans>
        </p>
      ) : (
        <ul className={styles.chips} aria-label={t`최근 검색어 목록`}>
          {recentSearches.map((word, index) => (
            <li key={word} className={styles.recentChip}>
              <Link
                to={searchResultsHref(word)}
                className={styles.recentLink}
                onClick={() => rememberSearch(word)}
              >
                {word}
              </Link>
              <button
                type="button"
                className={styles.removeButton}
                aria-label={t`${word} 삭제`}
                onClick={() => forgetRecentSearch(index)}
              >
                <CloseIcon aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
