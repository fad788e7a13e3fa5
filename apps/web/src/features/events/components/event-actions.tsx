import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type EventDetail, eventJoinLabels, formatLongDate, messages, textOf } from '@mvno/contract';
import { showAlert, showConfirm } from '../../../shared/modal/modal-store.ts';
import { loginPathFor } from '../../../shared/session/return-path.ts';
import { useLoginUser } from '../../../shared/session/session.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { myEntryQueryOptions } from '../api/event-entries.ts';
import { EventJoinModal } from './event-join-modal.tsx';
import { EventWinPopup } from './event-win-popup.tsx';
import { EventWinnersModal } from './event-winners-modal.tsx';
import { eventListHrefOf } from '../utils/event-address.ts';
import styles from './event-actions.module.css';

type OpenModal = 'join' | 'winners' | 'win' | null;

/**
 * What a visitor can do on an event's page: enter it (after the event terms, once), see the winners of a
 * drawn event, and, as a winner, the win popup once per visit.
 */
export function EventActions({ event }: { event: EventDetail }) {
  const { t } = useLingui();
  const user = useLoginUser();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const myEntry = useQuery({
    ...myEntryQueryOptions(event.eventNo, user?.userNo ?? 0),
    enabled: user !== null,
  });
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [hasSeenWin, setHasSeenWin] = useState(false);
  const entry = user === null ? null : (myEntry.data ?? null);
  const isWinPopupDue = entry?.isWinner === true && !hasSeenWin;
  const shownModal: OpenModal = openModal ?? (isWinPopupDue ? 'win' : null);

  const startJoining = async () => {
    if (user === null) {
      if (await showConfirm(textOf(messages.loginRequiredConfirm)))
        await navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    setOpenModal('join');
  };

  const close = () => {
    if (shownModal === 'win') setHasSeenWin(true);
    setOpenModal(null);
  };

  const joinMessage = eventJoinLabels[event.eventType];
  const joinLabel = joinMessage === null ? null : textOf(joinMessage);
  const hasWinners = event.eventType === 'DRAW' && event.drawnAt !== null;
  const joinedOn = entry === null ? '' : formatLongDate(entry.joinDate);

  return (
    <div className={styles.actions}>
      {event.status === 'ONGOING' && joinLabel !== null && (
        <>
          {entry === null ? (
            <Button size="lg" isBlock onClick={() => void startJoining()}>
              {joinLabel}
            </Button>
          ) : (
            <Button size="lg" isBlock disabled>
              <Trans>참여 완료</Trans>
            </Button>
          )}
          {entry !== null && (
            <p className={styles.note} role="status">
              {event.eventType === 'DRAW' ? (
                <Trans>{joinedOn}에 참여했어요. 당첨되면 문자로 알려 드려요.</Trans>
              ) : (
                <Trans>{joinedOn}에 참여했어요.</Trans>
              )}
            </p>
          )}
        </>
      )}
      {event.status === 'ONGOING' && event.eventType === 'NAVER_PAY' && (
        <>
          <p className={styles.note}>
            <Trans>따로 신청하지 않아도 돼요. 네이버페이로 요금을 내면 자동으로 참여돼요.</Trans>
          </p>
          <ButtonLink to="/plan" size="lg" isBlock>
            <Trans>요금제 보러 가기</Trans>
          </ButtonLink>
        </>
      )}
      {event.status === 'ENDED' && !hasWinners && (
        <p className={styles.ended}>
          <Trans>종료된 이벤트예요.</Trans>
        </p>
      )}
      {hasWinners && (
        <Button size="lg" variant="outline" isBlock onClick={() => setOpenModal('winners')}>
          <Trans>당첨자 확인</Trans>
        </Button>
      )}
      {entry?.isWinner === false && (
        <p className={styles.note}>
          <Trans>아쉽지만 이번 추첨에는 당첨되지 않았어요.</Trans>
        </p>
      )}
      <ButtonLink
        to={eventListHrefOf({ status: event.status === 'ENDED' ? 'ENDED' : 'ONGOING', page: 1 })}
        variant="ghost"
        size="lg"
        isBlock
      >
        <Trans>이벤트 목록으로</Trans>
      </ButtonLink>

      {shownModal === 'join' && joinLabel !== null && (
        <EventJoinModal
          eventNo={event.eventNo}
          eventTitle={event.title}
          joinLabel={joinLabel}
          onClose={close}
          onJoined={(joined) => {
            queryClient.setQueryData(myEntryQueryOptions(event.eventNo, user?.userNo ?? 0).queryKey, joined);
            setOpenModal(null);
            void showAlert(
              event.eventType === 'FIRST' ? t`선착순 신청이 완료되었어요.` : t`이벤트 참여가 완료되었어요.`,
            );
          }}
        />
      )}
      {shownModal === 'winners' && <EventWinnersModal eventNo={event.eventNo} onClose={close} />}
      {shownModal === 'win' && (
        <EventWinPopup winPopupType={event.winPopupType} eventTitle={event.title} onClose={close} />
      )}
    </div>
  );
}
