import DOMPurify from 'dompurify';
import { useId, useMemo } from 'react';
import type { Banner } from '@mvno/contract';
import { useNativeDialog } from '../../../shared/modal/use-native-dialog.ts';
import { excludePopupForToday, isPopupExcludedToday } from '../../../shared/storage/popup-exclusion.ts';
import { createStore, useStore } from '../../../shared/store.ts';
import { BannerLink } from './banner-link.tsx';
import { BannerPicture } from './banner-picture.tsx';
import styles from './main-popups.module.css';

/**
 * Popups closed during this visit. Kept in memory outside the page, so going to another screen and back
 * does not bring a closed popup back; a reload does.
 */
const closedThisVisit = createStore<ReadonlySet<number>>(new Set());

function closeForVisit(bannerNo: number): void {
  closedThisVisit.update((closed) => new Set(closed).add(bannerNo));
}

function PopupContent({ popup, onFollow }: { popup: Banner; onFollow: () => void }) {
  // The server already sanitises popup HTML; sanitising again here keeps the page safe from a bad row.
  const html = useMemo(
    () => (popup.contentType === 'TEXT' ? DOMPurify.sanitize(popup.content) : ''),
    [popup.contentType, popup.content],
  );
  if (popup.contentType === 'TEXT') {
    return <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <BannerLink banner={popup} className={styles.imageLink} onFollow={onFollow}>
      <BannerPicture banner={popup} isPriority className={styles.image} />
    </BannerLink>
  );
}

function MainPopup({ popup }: { popup: Banner }) {
  const close = () => closeForVisit(popup.bannerNo);
  // On the one dialog stack, so the app's back button closes it like '닫기' (spec §4).
  const dialogRef = useNativeDialog(close, { isFocusedOnOpen: true });
  const titleId = useId();

  const closeForToday = () => {
    excludePopupForToday(popup.bannerNo);
    closeForVisit(popup.bannerNo);
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape closes it like '닫기', through the same state.
        event.preventDefault();
        close();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {popup.title}
      </h2>
      <div className={styles.body}>
        <PopupContent popup={popup} onFollow={close} />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.today} onClick={closeForToday}>
          오늘 하루 보지 않기
        </button>
        <button type="button" className={styles.close} onClick={close}>
          닫기
        </button>
      </div>
    </dialog>
  );
}

/** Main popups (spec §4), one at a time in display order, skipping those closed now or dismissed today. */
export function MainPopups({ popups }: { popups: readonly Banner[] }) {
  const closed = useStore(closedThisVisit);
  const current = [...popups]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .find((popup) => !closed.has(popup.bannerNo) && !isPopupExcludedToday(popup.bannerNo));
  if (current === undefined) return null;
  return <MainPopup key={current.bannerNo} popup={current} />;
}
