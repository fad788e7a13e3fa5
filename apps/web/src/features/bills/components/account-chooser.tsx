import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ServiceAccountInfo } from '@mvno/contract';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { payMethodLabels } from '../bill-format.ts';
import cards from '../../../shared/ui/radio-cards.module.css';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import styles from './account-chooser.module.css';

/**
 * The subscriber's billing accounts, one chosen: each named by the lines it bills (masked) and how it pays.
 * Choosing one changes the address (`billAcntId`), which the list follows; the focus stays here.
 */
export function AccountChooser({
  info,
  chosen,
  onChoose,
}: {
  info: ServiceAccountInfo;
  chosen: string | undefined;
  onChoose: (billAcntId: string) => void;
}) {
  const { i18n } = useLingui();
  const name = useId();
  // A bank's or card company's name is Korean content: an English page marks it so.
  const contentLang = getPageLocale() === 'en' ? 'ko' : undefined;
  return (
    <fieldset className={cards.group}>
      <legend className={cards.legend}>
        <Trans>청구 계정</Trans>
      </legend>
      <ul className={styles.list}>
        {info.accounts.map((account) => {
          const isChosen = account.billAcntId === chosen;
          const numbers = info.oData
            .filter((line) => line.billAcntId === account.billAcntId)
            .map((line) => line.serviceNumber)
            .join(', ');
          const accountId = account.billAcntId;
          return (
            <li key={account.billAcntId}>
              <RadioCard
                title={numbers}
                isChosen={isChosen}
                name={name}
                checked={isChosen}
                onChange={() => onChoose(account.billAcntId)}
              >
                <span className={styles.method}>
                  {i18n._(payMethodLabels[account.payMethod])} ·{' '}
                  <span lang={contentLang}>{account.payInstitution}</span> {account.payNumberMasked}
                </span>
                <span className={styles.id}>
                  <Trans>청구계정 {accountId}</Trans>
                </span>
              </RadioCard>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
