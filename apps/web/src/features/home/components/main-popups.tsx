import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { Banner, MaintenanceWindow } from '@mvno/contract';
import { companyQueryOptions } from '../../../shared/api/company.ts';
import { MaintenanceNotice } from '../../../shared/maintenance/maintenance-notice.tsx';
import { markNoticeSeen, noticesSeenThisVisit } from '../../../shared/maintenance/maintenance-windows.ts';
import { useNativeDialog } from '../../../shared/modal/use-native-dialog.ts';
import {
  excludePopupForToday,
  isPopupExcludedToday,
  maintenancePopupKey,
} from '../../../shared/storage/popup-exclusion.ts';
import { createStore, useStore } from '../../../shared/store.ts';
import { RichText } from '../../../shared/ui/rich-text.tsx';
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
  // Popup HTML is sanitised once, on the server, when it is stored (as notices and events are).
  if (popup.contentType === 'TEXT')
    return <RichText html={popup.content} headingLevel={3} className={styles.text} />;
  return (
    <BannerLink banner={popup} className={styles.imageLink} onFollow={onFollow}>
      <BannerPicture banner={popup} isPriority className={styles.image} />
    </BannerLink>
  );
}

/** One popup of the home page: a title, its content, and '오늘 하루 보지 않기' beside '닫기' (spec §2.3). */
function HomePopup({
  title,
  children,
  onClose,
  onCloseForToday,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  onCloseForToday: () => void;
}) {
  // On the one dialog stack, so the app's back button closes it like '닫기' (spec §4).
  const dialogRef = useNativeDialog(onClose, { isFocusedOnOpen: true });
  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape closes it like '닫기', through the same state.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        <button type="button" className={styles.today} onClick={onCloseForToday}>
          <Trans>오늘 하루 보지 않기</Trans>
        </button>
        <button type="button" className={styles.close} onClick={onClose}>
          <Trans>닫기</Trans>
        </button>
      </div>
    </dialog>
  );
}

function MainPopup({ popup }: { popup: Banner }) {
  const close = () => closeForVisit(popup.bannerNo);
  const closeForToday = () => {
    excludePopupForToday(popup.bannerNo);
    closeForVisit(popup.bannerNo);
  };
  return (
    <HomePopup title={popup.title} onClose={close} onCloseForToday={closeForToday}>
      <PopupContent popup={popup} onFollow={close} />
    </HomePopup>
  );
}

/** A maintenance window running or announced (spec §2.4, §8), with the customer centre's numbers. */
function MaintenancePopup({ window, now }: { window: MaintenanceWindow; now: Date }) {
  const company = useQuery(companyQueryOptions());
  const close = () => markNoticeSeen(window.maintenanceNo);
  const closeForToday = () => {
    excludePopupForToday(maintenancePopupKey(window.maintenanceNo));
    markNoticeSeen(window.maintenanceNo);
  };
  return (
    <HomePopup title={window.title} onClose={close} onCloseForToday={closeForToday}>
      <div className={styles.notice}>
        <MaintenanceNotice window={window} company={company.data} now={now} />
      </div>
    </HomePopup>
  );
}

/**
 * The home page's popups (spec §4), one at a time: maintenance notices first, as they say what will not work,
 * then the banner popups in display order, skipping those closed now or dismissed today.
 */
export function MainPopups({
  popups,
  maintenanceWindows,
}: {
  popups: readonly Banner[];
  maintenanceWindows: readonly MaintenanceWindow[];
}) {
  const closed = useStore(closedThisVisit);
  const seenNotices = useStore(noticesSeenThisVisit);
  // Read once per opening: the windows come from the server, which lists only those not ended.
  const now = new Date();
  const notice = maintenanceWindows.find(
    (window) =>
      Date.parse(window.endAt) > now.getTime() &&
      !seenNotices.has(window.maintenanceNo) &&
      !isPopupExcludedToday(maintenancePopupKey(window.maintenanceNo), now),
  );
  if (notice !== undefined) {
    return <MaintenancePopup key={`maintenance-${notice.maintenanceNo}`} window={notice} now={now} />;
  }
  const current = [...popups]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .find((popup) => !closed.has(popup.bannerNo) && !isPopupExcludedToday(popup.bannerNo));
  if (current === undefined) return null;
  return <MainPopup key={current.bannerNo} popup={current} />;
}
