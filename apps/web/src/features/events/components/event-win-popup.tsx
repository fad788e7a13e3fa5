import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WinPopupType } from '@mvno/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import gift from '../assets/event-win-1.svg';
import coupon from '../assets/event-win-3.svg';
import points from '../assets/event-win-6.svg';
import styles from './event-modals.module.css';

/** Spec §2.4: the picture by the event's type number, its prize, and how the prize reaches the winner. */
const pictures: Record<WinPopupType, { src: string; prize: MessageDescriptor; delivery: MessageDescriptor }> =
  {
    1: {
      src: gift,
      prize: msg`경품`,
      delivery: msg`경품은 가입하신 휴대폰 번호로 문자 안내를 보내 드려요.`,
    },
    3: {
      src: coupon,
      prize: msg`모바일 쿠폰`,
      delivery: msg`모바일 쿠폰은 가입하신 휴대폰 번호로 문자 안내를 보내 드려요.`,
    },
    6: {
      src: points,
      prize: msg`포인트`,
      delivery: msg`포인트는 가입하신 휴대폰 번호로 문자 안내를 보내 드려요.`,
    },
  };

/** Tells a winner they won, once per visit to the event's page. */
export function EventWinPopup({
  winPopupType,
  eventTitle,
  onClose,
}: {
  winPopupType: WinPopupType;
  eventTitle: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const picture = pictures[winPopupType];
  const prize = i18n._(picture.prize);
  return (
    <ModalDialog
      title={t`당첨을 축하드려요`}
      onClose={onClose}
      footer={
        <Button size="lg" isBlock onClick={onClose}>
          <Trans>확인</Trans>
        </Button>
      }
    >
      <div className={styles.win}>
        <img src={picture.src} width={240} height={200} alt={t`${prize} 당첨`} className={styles.winImage} />
        <p className={styles.lead}>
          <Trans>
            <strong>{eventTitle}</strong>에 당첨되셨어요.
          </Trans>{' '}
          {i18n._(picture.delivery)}
        </p>
      </div>
    </ModalDialog>
  );
}
