import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TermsDocument } from '@mvno/contract';
import { englishSummariesQueryOptions } from '../summaries/english-summary-query.ts';
import styles from './english-summary.module.css';

/**
 * On an English page, above the Korean text: what the version on screen says, in plain English, marked as a
 * reading aid. Nothing while the summary loads, and nothing for a version no summary follows.
 */
export function EnglishSummary({ document }: { document: TermsDocument }) {
  const summaries = useQuery(englishSummariesQueryOptions(document.type));
  const summary = summaries.data?.find((candidate) => candidate.versions.includes(document.version));
  if (summary === undefined) return null;
  const headingId = `terms-summary-${document.termsNo}`;
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>영어 요약</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>
          <strong>이해를 돕기 위한 참고 자료예요.</strong> 아래 한국어 원문이 공식 약관이며, 이 요약과 다른
          내용이 있으면 한국어 원문을 따라요.
        </Trans>
      </p>
      <ul className={styles.points}>
        {summary.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
