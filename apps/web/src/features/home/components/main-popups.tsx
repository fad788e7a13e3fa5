import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { MAINTENANCE_POPUP_LEAD_DAYS, type Banner, type MaintenanceWindow } from '@mvno/contract';
import { companyQueryOptions } from '../../../shared/api/company.ts';
import { MaintenanceNotice } from '../../../shared/maintenance/maintenance-notice.tsx';
import { markNoticeSeen, noticesSeenThisVisit } from '../../../shared/maintenance/maintenance-windows.ts';
import { useNativeDialog } from '../../../shared/modal/use-native-dialog.ts';
import {
  excludePopupForToday,
  homePopupClosed,
  isPopupExcludedToday,
  maintenancePopupKey,
} from '../../../shared/storage/popup-exclusion.ts';
import { useStore } from '../../../shared/store.ts';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { BannerLink } from './banner-link.tsx';
import { BannerPicture } from './banner-picture.tsx';
import styles from './main-popups.module.css';

/**
 * The home page shows at most one popup a visit (docs/maintenance.md, "The home page's popups"): closed with
 * '닫기', no other comes until the next visit; '오늘 하루 보지 않기' keeps that one away for the rest of the day too.
 */
const closeForVisit = homePopupClosed.raise;

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
  const close = closeForVisit;
  const closeForToday = () => {
    excludePopupForToday(popup.bannerNo);
    closeForVisit();
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
  const close = () => {
    markNoticeSeen(window.maintenanceNo);
    closeForVisit();
  };
  const closeForToday = () => {
    excludePopupForToday(maintenancePopupKey(window.maintenanceNo));
    close();
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
 * The home page's popup (spec §4): one a visit, the most important first — a maintenance window that runs or
 * starts within MAINTENANCE_POPUP_LEAD_DAYS, else the first banner popup in display order — skipping those
 * dismissed today. Once closed, none other comes this visit.
 */
export function MainPopups({
  popups,
  maintenanceWindows,
}: {
  popups: readonly Banner[];
  maintenanceWindows: readonly MaintenanceWindow[];
}) {
  const isClosed = useStore(homePopupClosed.store);
  const seenNotices = useStore(noticesSeenThisVisit);
  if (isClosed) return null;
  // Read once per opening: the windows come from the server, which lists only those not ended.
  const now = new Date();
  const leadEnds = now.getTime() + MAINTENANCE_POPUP_LEAD_DAYS * DAY_MS;
  const notice = maintenanceWindows.find(
    (window) =>
      Date.parse(window.startAt) <= leadEnds &&
      Date.parse(window.endAt) > now.getTime() &&
      !seenNotices.has(window.maintenanceNo) &&
      !isPopupExcludedToday(maintenancePopupKey(window.maintenanceNo), now),
  );
  if (notice !== undefined) {
    return <MaintenancePopup key={`maintenance-${notice.maintenanceNo}`} window={notice} now={now} />;
  }
  const current = [...popups]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .find((popup) => !isPopupExcludedToday(popup.bannerNo));
  if (current === undefined) return null;
  return <MainPopup key={current.bannerNo} popup={current} />;
}

const DAY_MS = 24 * 60 * 60 * 1000;
