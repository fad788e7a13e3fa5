import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@mvno/contract';
import { showAlert } from '../../shared/modal/modal-store.ts';
import { SearchIcon } from '../../shared/ui/icons.tsx';
import styles from './header.module.css';

/** Header search: Enter or the button searches; empty text alerts and does not search (spec §5). */
export function SearchForm() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed === '') {
      void showAlert(messages.emptySearch);
      return;
    }
    void navigate(`/search?keyword=${encodeURIComponent(trimmed)}`);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="header-search" className="visually-hidden">
        사이트 검색
      </label>
      <input
        id="header-search"
        type="search"
        className={styles.searchInput}
        placeholder="요금제·유심 검색"
        value={keyword}
        maxLength={50}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className={styles.searchButton} aria-label="검색">
        <SearchIcon />
      </button>
    </form>
  );
}
