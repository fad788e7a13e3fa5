import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { winnersQueryOptions } from '../api/event-entries.ts';
import styles from './event-modals.module.css';

/** Spec §2.4's winner list: number, name and phone, masked by the server. */
export function EventWinnersModal({ eventNo, onClose }: { eventNo: number; onClose: () => void }) {
  const { t } = useLingui();
  const winners = useQuery(winnersQueryOptions(eventNo));

  return (
    <ModalDialog
      title={t`당첨자 명단`}
      onClose={onClose}
      footer={
        <Button size="lg" isBlock onClick={onClose}>
          <Trans>확인</Trans>
        </Button>
      }
    >
      <QueryState
        query={winners}
        failedTitle={t`당첨자 명단을 불러오지 못했어요`}
        placeholder={
          <p className={styles.lead}>
            <Trans>당첨자 명단을 불러오고 있어요.</Trans>
          </p>
        }
        isEmpty={({ list }) => list.length === 0}
        empty={
          <p className={styles.lead}>
            <Trans>보여 드릴 당첨자가 없어요. 보관 기간이 지나 명단을 지웠을 수 있어요.</Trans>
          </p>
        }
      >
        {({ list }) => (
          <>
            <p className={styles.lead}>
              <Trans>당첨을 축하드려요. 개인정보 보호를 위해 이름과 번호 일부를 가렸어요.</Trans>
            </p>
            <div className={styles.tableScroll}>
              <table className={styles.winners}>
                <caption className="visually-hidden">
                  <WinnerCount count={list.length} />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>번호</Trans>
                    </th>
                    <th scope="col">
                      <Trans>고객명</Trans>
                    </th>
                    <th scope="col">
                      <Trans>휴대폰 번호</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((winner, index) => (
                    <tr key={`${winner.name}-${winner.phone}-${index}`}>
                      <td>{index + 1}</td>
                      <td>{winner.name}</td>
                      <td>{winner.phone}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryState>
    </ModalDialog>
  );
}

/** How many winners the table lists, read out as its caption. */
function WinnerCount({ count }: { count: number }) {
  return <Trans>당첨자 {count}명</Trans>;
}
