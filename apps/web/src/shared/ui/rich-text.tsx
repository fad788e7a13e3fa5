import { classNames } from './class-names.ts';
import styles from './rich-text.module.css';
import { rebaseHeadings, type HeadingLevel } from './rich-text-headings.ts';

/**
 * HTML written by staff (a notice, an FAQ answer, an event page), shown as it is: the server sanitised it once
 * when it was stored (apps/api/src/shared/sanitize-html.ts), so no script or handler reaches this point.
 */
export function RichText({
  html,
  headingLevel,
  className,
  lang,
}: {
  html: string;
  /** The level the HTML's highest heading takes where it is shown (one below the heading it sits under). */
  headingLevel: HeadingLevel;
  className?: string;
  /** The language it is written in, when it is not the page's ('ko' on an English page). */
  lang?: string | undefined;
}) {
  return (
    <div
      className={classNames(styles.text, className)}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: rebaseHeadings(html, headingLevel) }}
    />
  );
}
