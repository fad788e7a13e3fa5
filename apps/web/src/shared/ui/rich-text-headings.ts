export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/**
 * Moves the headings of staff-written HTML so its highest one takes `top` and the rest keep their steps
 * below it: an article written with h3 sections reads as h2 under a page's h1, and as h4 under a dialog's
 * h3, so a screen reader's outline never skips a level. Levels past h6 stay h6. The HTML is the server's
 * sanitised output, whose tags are plain `<hN …>` and `</hN>`.
 */
export function rebaseHeadings(html: string, top: HeadingLevel): string {
  let highest = 7;
  for (const [, , level] of html.matchAll(HEADING_TAG)) highest = Math.min(highest, Number(level));
  const shift = highest === 7 ? 0 : top - highest;
  if (shift === 0) return html;
  return html.replace(
    HEADING_TAG,
    (_tag, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}`,
  );
}
