import type { WinPopupType } from '@mvno/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import gift from '../assets/event-win-1.svg';
import coupon from '../assets/event-win-3.svg';
import points from '../assets/event-win-6.svg';
import styles from './event-modals.module.css';

/** Spec §2.4: the picture by the event's type number. */
const pictures: Record<WinPopupType, { src: string; prize: string }> = {
  1: { src: gift, prize: '경품' },
  3: { src: coupon, prize: '모바일 쿠폰' },
  6: { src: points, prize: '포인트' },
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
  const picture = pictures[winPopupType];
  return (
    <ModalDialog
      title="당첨을 축하드려요"
      onClose={onClose}
      footer={
        <Button size="lg" isBlock onClick={onClose}>
          확인
        </Button>
      }
    >
      <div className={styles.win}>
        <img
          src={picture.src}
          width={240}
          height={200}
          alt={`${picture.prize} 당첨`}
          className={styles.winImage}
        />
        <p className={styles.lead}>
          <strong>{eventTitle}</strong>에 당첨되셨어요. {picture.prize}은 가입하신 휴대폰 번호로 문자 안내를
          보내 드려요.
        </p>
      </div>
    </ModalDialog>
  );
}
