import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import styles from './pagination.module.css';

/** How many page numbers are shown around the current one. */
const NUMBERS_SHOWN = 5;

interface PaginationProps {
  /** 1-based. */
  page: number;
  totalCount: number;
  pageSize: number;
  /** The address of a page, keeping the rest of the query (a category, a search). */
  hrefOf: (page: number) => string;
}

/** The numbered pages of a board: plain links, so paging works before the scripts arrive and can be shared. */
export function Pagination({ page, totalCount, pageSize, hrefOf }: PaginationProps) {
  const { t } = useLingui();
  const lastPage = Math.max(1, Math.ceil(totalCount / pageSize));
  if (lastPage === 1) return null;
  const first = Math.max(1, Math.min(page - Math.floor(NUMBERS_SHOWN / 2), lastPage - NUMBERS_SHOWN + 1));
  const numbers = Array.from({ length: Math.min(NUMBERS_SHOWN, lastPage) }, (_, index) => first + index);
  return (
    <nav aria-label={t`페이지`} className={styles.nav}>
      <ul className={styles.row}>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className={styles.step} aria-label={t`이전 페이지`}>
              <ChevronLeftIcon />
            </Link>
          ) : (
            <span className={styles.step} aria-hidden="true">
              <ChevronLeftIcon />
            </span>
          )}
        </li>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to={hrefOf(number)}
              className={styles.number}
              aria-current={number === page ? 'page' : undefined}
            >
              {/* Read as '2페이지': the visible number starts the name, as speech-input users say it. */}
              <Trans>
                {number}
                <span className="visually-hidden">페이지</span>
              </Trans>
            </Link>
          </li>
        ))}
        <li>
          {page < lastPage ? (
            <Link to={hrefOf(page + 1)} className={styles.step} aria-label={t`다음 페이지`}>
              <ChevronRightIcon />
            </Link>
          ) : (
            <span className={styles.step} aria-hidden="true">
              <ChevronRightIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
