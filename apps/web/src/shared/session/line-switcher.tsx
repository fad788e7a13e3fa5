import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginUser } from '@mvno/contract';
import { lineStatusLabels, maskPhoneNumber, networkTypeLabels, textOf } from '@mvno/contract';
import { alertFailure } from '../api/failure-alert.ts';
import { classNames } from '../ui/class-names.ts';
import { changeActiveLine } from './change-line.ts';
import cards from '../ui/radio-cards.module.css';
import { RadioCard } from '../ui/radio-card.tsx';
import styles from './line-switcher.module.css';

/**
 * The subscriber's lines, the active one chosen; picking another makes it active for self-care (POST
 * user/line). Shown only to subscribers with more than one line.
 */
export function LineSwitcher({ user, isCompact = false }: { user: LoginUser; isCompact?: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const name = useId();
  const [pendingLineNo, setPendingLineNo] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  if (user.lineList.length < 2) return null;

  const choose = async (userLineNo: number) => {
    if (userLineNo === user.loginUserLine.userLineNo || pendingLineNo !== null) return;
    setPendingLineNo(userLineNo);
    try {
      const changed = await changeActiveLine(userLineNo);
      // Everything shown about the previous line is out of date now.
      await queryClient.invalidateQueries();
      const phone = maskPhoneNumber(changed.loginServiceNumber);
      setAnnouncement(t`${phone} 회선으로 바꿨어요.`);
    } catch (error) {
      void alertFailure(error);
    } finally {
      setPendingLineNo(null);
    }
  };

  return (
    <fieldset className={classNames(cards.group, isCompact && styles.compact)}>
      <legend className={cards.legend}>
        <Trans>회선 선택</Trans>
      </legend>
      <ul className={styles.list}>
        {user.lineList.map((line) => {
          const isActive = line.userLineNo === user.loginUserLine.userLineNo;
          return (
            <li key={line.userLineNo}>
              <RadioCard
                title={maskPhoneNumber(line.serviceNumber)}
                isChosen={isActive}
                name={name}
                checked={isActive}
                disabled={pendingLineNo !== null}
                onChange={() => void choose(line.userLineNo)}
              >
                <span className={styles.plan}>
                  {networkTypeLabels[line.networkType]} · {line.planName}
                  {line.lineStatus !== 'ACTIVE' && ` · ${textOf(lineStatusLabels[line.lineStatus])}`}
                </span>
              </RadioCard>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
