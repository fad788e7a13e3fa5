import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { rememberSearch } from '../hooks/recent-searches.ts';
import { searchWordsQueryOptions } from '../api/search.ts';
import { searchResultsHref } from '../search-address.ts';
import styles from './search-words.module.css';

/** The words searched most and the ones suggested, each a link to its results. */
export function SearchWordLists() {
  const words = useQuery(searchWordsQueryOptions());
  if (words.data === undefined) return null;
  const { popularWords, suggestedWords } = words.data;

  return (
    <>
      {popularWords.length > 0 && (
        <section aria-labelledby="popular-search-title" className={styles.block}>
          <h2 id="popular-search-title" className={styles.blockTitle}>
            <Trans>인기 검색어</Trans>
          </h2>
          <ol className={styles.ranking}>
            {popularWords.map((word, index) => (
              <li key={word}>
                <Link
                  to={searchResultsHref(word)}
                  className={styles.rankLink}
                  onClick={() => rememberSearch(word)}
                >
                  <span className={index < 3 ? styles.rankTop : styles.rank} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>{word}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}
      {suggestedWords.length > 0 && (
        <section aria-labelledby="suggested-search-title" className={styles.block}>
          <h2 id="suggested-search-title" className={styles.blockTitle}>
            <Trans>이런 검색어는 어때요?</Trans>
          </h2>
          <ul className={styles.chips}>
            {suggestedWords.map((word) => (
              <li key={word}>
                <Link
                  to={searchResultsHref(word)}
                  className={styles.suggestedLink}
                  onClick={() => rememberSearch(word)}
                >
                  #{word}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
