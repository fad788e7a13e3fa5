import { useLingui } from '@lingui/react/macro';
import { LOCALE_COOKIE, localeNames, pathInLocale, type Locale } from '@mvno/contract';
import { useLocation } from 'react-router';
import { rememberDisplayChoice } from '../display/text-size.ts';
import { getPageLocale } from './page-locale.ts';
import styles from './language-switch.module.css';

/**
 * The other language's address of the page on screen (docs/languages.md): a plain link, so it opens as a
 * new page the server draws in that language, and a search engine follows it. Choosing it is remembered for
 * the addresses that name no language (/).
 */
export function LanguageSwitch({
  className,
  isCompact = false,
}: {
  className?: string;
  /** The header's: the language's code shown (EN, KO), its name read out. */
  isCompact?: boolean;
}) {
  const { t } = useLingui();
  const { pathname, search, hash } = useLocation();
  const other: Locale = getPageLocale() === 'ko' ? 'en' : 'ko';
  const name = localeNames[other];
  return (
    <a
      href={`${pathInLocale(pathname, other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      className={className === undefined ? styles.switch : `${styles.switch} ${className}`}
      title={t`다른 언어로 보기`}
      onClick={() => {
        rememberDisplayChoice(LOCALE_COOKIE, other);
      }}
    >
      <GlobeIcon />
      {isCompact ? (
        <>
          <span aria-hidden="true">{other.toUpperCase()}</span>
          <span className="visually-hidden">{name}</span>
        </>
      ) : (
        <span>{name}</span>
      )}
    </a>
  );
}

function GlobeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9s1.3-6.4 3.8-9Z"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}
