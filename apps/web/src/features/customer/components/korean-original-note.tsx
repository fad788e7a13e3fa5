import { Trans } from '@lingui/react/macro';
import styles from './korean-original-note.module.css';

/**
 * On an English page: a notice is content written in Korean and shown as it is written (docs/languages.md);
 * its Korean text is the one that counts.
 */
export function KoreanOriginalNote() {
  return (
    <p className={styles.note}>
      <Trans>공지사항은 한국어로 제공돼요. 한국어 원문이 공식 내용이에요.</Trans>
    </p>
  );
}
