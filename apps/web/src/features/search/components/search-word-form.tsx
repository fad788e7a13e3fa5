import { useLingui } from '@lingui/react/macro';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { checkSearchWord, SEARCH_WORD_MAX_LENGTH, textOf } from '@mvno/contract';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import { GetForm } from '../../../shared/routing/get-form.tsx';
import { SearchIcon } from '../../../shared/ui/icons.tsx';
import { classNames } from '../../../shared/ui/class-names.ts';
import { rememberSearch } from '../hooks/recent-searches.ts';
import { SEARCH_RESULTS_PATH, searchResultsHref } from '../search-address.ts';
import styles from './search-word-form.module.css';

interface SearchWordFormProps {
  /** The input's id: the header's box and a page's box can be on one screen. */
  id: string;
  /** The box's name as a screen reader says it. */
  label: string;
  /**
   * The hint in the empty box, and the search button's name as a screen reader says it. The header's form
   * gives its own (it is on every page, where this feature's catalogue is not loaded); the search pages'
   * forms use the ones below.
   */
  placeholder?: string;
  submitLabel?: string;
  /** The word a results page was opened with. */
  initialWord?: string;
  /** `compact`: the header's pill; `large`: the search pages' box. */
  size: 'compact' | 'large';
  isAutoFocus?: boolean;
  className?: string;
}

/**
 * A plain GET form to /search/view, so it searches before the scripts arrive too. With them, Enter or the
 * button checks the word first: an empty one alerts '검색어를 입력해주세요.' and does not search (§5), and a
 * searched word goes to the front of the recent list (§4).
 */
export function SearchWordForm({
  id,
  label,
  placeholder,
  submitLabel,
  initialWord = '',
  size,
  isAutoFocus = false,
  className,
}: SearchWordFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initialWord);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkSearchWord(typed);
    if (!checked.isValid) {
      void showAlert(textOf(checked.message));
      return;
    }
    rememberSearch(checked.searchWord);
    void navigate(searchResultsHref(checked.searchWord));
  };

  return (
    <GetForm
      action={SEARCH_RESULTS_PATH}
      role="search"
      // Named by its label, as another search (a page's own) can share the screen with the header's.
      aria-labelledby={`${id}-label`}
      className={classNames(styles.form, styles[size], className)}
      onSubmit={submit}
    >
      <label id={`${id}-label`} htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        name="searchWord"
        type="search"
        className={styles.input}
        placeholder={placeholder ?? t`요금제, 부가서비스, 이벤트, 궁금한 점을 검색해 보세요`}
        value={typed}
        maxLength={SEARCH_WORD_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        // The search pages exist to type a word: the box is ready as they open.
        autoFocus={isAutoFocus}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className={styles.button} aria-label={submitLabel ?? t`검색`}>
        <SearchIcon aria-hidden="true" />
      </button>
    </GetForm>
  );
}
