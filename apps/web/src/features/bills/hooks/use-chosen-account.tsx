import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { billsQueryOptions, serviceAccountsQueryOptions } from '../api/bills.ts';
import { billAccountIdOf } from '../bill-format.ts';
import { AccountChooser } from '../components/account-chooser.tsx';

/**
 * The billing account a bill screen is about: the one in the address (`billAcntId`), or the line in use's
 * until one is chosen (the bill list's answer names it); with its bills, and the chooser to draw when the
 * subscriber has more than one account (choosing changes the address).
 */
export function useChosenAccount() {
  const [searchParams, setSearchParams] = useSearchParams();
  const lineInUseNo = useLineInUseNo();
  const askedAccount = billAccountIdOf(searchParams.get('billAcntId'));
  const accounts = useQuery(serviceAccountsQueryOptions(lineInUseNo));
  const bills = useQuery(billsQueryOptions(lineInUseNo, askedAccount));
  const billAcntId = askedAccount ?? bills.data?.billAcntId;
  const chooser =
    accounts.data !== undefined && accounts.data.accounts.length > 1 ? (
      <AccountChooser
        info={accounts.data}
        chosen={billAcntId}
        onChoose={(chosen) => setSearchParams({ billAcntId: chosen }, { replace: true })}
      />
    ) : null;
  return { lineInUseNo, accounts, bills, billAcntId, chooser };
}
