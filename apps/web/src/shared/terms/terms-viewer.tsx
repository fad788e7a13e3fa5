import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type FindTermsRequest, type TermsDocument, termsVersionStateLabels, textOf } from '@mvno/contract';
import { isNotFoundFailure } from '../api/client.ts';
import { getPageLocale } from '../i18n/page-locale.ts';
import { Badge } from '../ui/badge.tsx';
import { classNames } from '../ui/class-names.ts';
import { RichText } from '../ui/rich-text.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { StatusMessage } from '../ui/status-message.tsx';
import { termsQueryOptions } from './terms-api.ts';
import { termsPeriodOf } from './terms-dates.ts';
import styles from './terms-viewer.module.css';

const stateTones = { current: 'accent', upcoming: 'warm', previous: 'neutral' } as const;
/** The document's articles sit one level below its title. */
const contentLevelOf = { h1: 2, h2: 3, h3: 4 } as const;

interface TermsViewerProps {
  request: FindTermsRequest;
  /** 'h1' on the terms page, where the document is the page; a lower level inside a dialog. */
  headingLevel: 'h1' | 'h2' | 'h3';
  /** Drawn between the document's header and its text: the terms page's version chooser and notices. */
  tools?: (document: TermsDocument) => ReactNode;
  /** Inside a dialog: a smaller header, as the dialog already names the document. */
  isCompact?: boolean;
}

/**
 * A terms document as every screen shows it (the terms page, the consent viewers of sign-up, events, USIM
 * and activation): its title, which version it is and from when it applies, and its text. It reads the
 * document itself, so a consent viewer names a type and nothing more.
 */
export function TermsViewer({ request, headingLevel, tools, isCompact = false }: TermsViewerProps) {
  const { t } = useLingui();
  // Terms are written in Korean, and the Korean text binds: an English page marks them as Korean and, where
  // the screen has not said so itself (its tools), says so.
  const isEnglishPage = getPageLocale() === 'en';
  const contentLang = isEnglishPage ? 'ko' : undefined;
  const terms = useQuery(termsQueryOptions(request));
  const Heading = headingLevel;
  const statusLevel = headingLevel === 'h1' ? 'h1' : 'h2';

  // A type or version that does not exist is said before anything else, and is not worth asking again.
  if (terms.isError && isNotFoundFailure(terms.error)) {
    return (
      <StatusMessage
        headingLevel={statusLevel}
        title={t`약관을 찾을 수 없어요`}
        description={t`주소가 잘못되었거나 더 이상 제공하지 않는 약관이에요.`}
      />
    );
  }
  return (
    <QueryState
      query={terms}
      failedTitle={t`약관을 불러오지 못했어요`}
      placeholder={
        <div className={styles.loading} role="status">
          <span className="visually-hidden">
            <Trans>약관을 불러오고 있어요</Trans>
          </span>
        </div>
      }
    >
      {(document) => (
        <article
          className={classNames(styles.viewer, isCompact && styles.compact)}
          aria-labelledby={`terms-${document.termsNo}`}
        >
          <header className={styles.header}>
            <Badge tone={stateTones[document.state]}>{textOf(termsVersionStateLabels[document.state])}</Badge>
            <Heading id={`terms-${document.termsNo}`} className={styles.title} lang={contentLang}>
              {document.title}
            </Heading>
            <p className={styles.meta}>
              <span>{document.version}</span>
              <span aria-hidden="true" className={styles.dot}>
                ·
              </span>
              <span>
                <span className="visually-hidden">
                  <Trans>시행 기간</Trans>{' '}
                </span>
                {termsPeriodOf(document)}
              </span>
            </p>
          </header>
          {tools === undefined
            ? isEnglishPage && (
                <p className={styles.languageNote}>
                  <Trans>약관은 한국어로 제공돼요. 한국어 원문이 법적 효력을 가지는 공식 약관이에요.</Trans>
                </p>
              )
            : tools(document)}
          <RichText
            html={document.content}
            headingLevel={contentLevelOf[headingLevel]}
            className={styles.text}
            lang={contentLang}
          />
        </article>
      )}
    </QueryState>
  );
}
