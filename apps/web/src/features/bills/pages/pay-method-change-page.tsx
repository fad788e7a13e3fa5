import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AutomaticPayMethod, BillType, PayMethod } from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useReauth } from '../../../shared/reauth/use-reauth.tsx';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import { changePayMethod, payMethodsQueryOptions } from '../api/pay-method.ts';
import { payMethodLabels } from '../bill-format.ts';
import { useRegisterPayMethod } from '../hooks/use-register-pay-method.ts';
import { usePayMethodPaths } from '../pay-method-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';
import { PayMethodFacts } from '../components/pay-method-facts.tsx';

type MethodChoice = 'KEEP' | AutomaticPayMethod;

function ChangeForm({ account }: { account: PayMethod }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lineInUseNo = useLineInUseNo();
  const paths = usePayMethodPaths();
  const [method, setMethod] = useState<MethodChoice>('KEEP');
  const [billType, setBillType] = useState<BillType>(account.billType);
  const { withReauth, dialog } = useReauth();
  const change = useSubmission({
    send: (authKey: string | undefined, key: string) =>
      withReauth(() =>
        changePayMethod(
          { billAcntId: account.billAcntId, billType, ...(authKey === undefined ? {} : { authKey }) },
          key,
          paths.isEveryAccount,
        ),
      ),
    onSuccess: async (result: PayMethod) => {
      await queryClient.invalidateQueries({ queryKey: ['self-care', lineInUseNo] });
      await navigate(paths.success, { state: { result }, replace: true });
    },
  });
  const registration = useRegisterPayMethod((authKey) => void change.submit(authKey));
  const isBusy = change.isSubmitting || registration.isBusy || registration.isInWindow;
  const current = i18n._(payMethodLabels[account.payMethod]);

  return (
    <div className={screen.form}>
      <fieldset className={cards.group}>
        <legend className={cards.legend}>
          <Trans>매달 어떻게 낼까요?</Trans>
        </legend>
        <div className={screen.choices}>
          <RadioCard
            title={<Trans>지금처럼 ({current})</Trans>}
            isChosen={method === 'KEEP'}
            name="method"
            checked={method === 'KEEP'}
            onChange={() => setMethod('KEEP')}
          />
          <RadioCard
            title={<Trans>다른 카드로 자동납부</Trans>}
            isChosen={method === 'CN'}
            name="method"
            checked={method === 'CN'}
            onChange={() => setMethod('CN')}
          />
          <RadioCard
            title={<Trans>다른 계좌에서 자동이체</Trans>}
            isChosen={method === 'RA'}
            name="method"
            checked={method === 'RA'}
            onChange={() => setMethod('RA')}
          />
        </div>
      </fieldset>
      <fieldset className={cards.group}>
        <legend className={cards.legend}>
          <Trans>청구서는 어디로 받을까요?</Trans>
        </legend>
        <div className={screen.choices}>
          <RadioCard
            title={<Trans>이메일</Trans>}
            isChosen={billType === 'EMAIL'}
            name="billType"
            checked={billType === 'EMAIL'}
            onChange={() => setBillType('EMAIL')}
          />
          <RadioCard
            title={<Trans>문자 메시지</Trans>}
            isChosen={billType === 'SMS'}
            name="billType"
            checked={billType === 'SMS'}
            onChange={() => setBillType('SMS')}
          />
        </div>
      </fieldset>
      {method !== 'KEEP' && (
        <p className={screen.note}>
          <Trans>
            본인 명의의 카드나 계좌만 등록할 수 있어요. 등록 창에서 카드사나 은행이 명의자를 확인하고, 바꾸기
            전에 비밀번호를 한 번 더 확인해요.
          </Trans>
        </p>
      )}
      <Button
        size="lg"
        isBlock
        disabled={isBusy || (method === 'KEEP' && billType === account.billType)}
        onClick={() =>
          void (method === 'KEEP'
            ? change.submit(undefined)
            : registration.register(account.billAcntId, method))
        }
      >
        {method === 'KEEP' ? (
          <Trans>청구서 받는 곳 바꾸기</Trans>
        ) : method === 'CN' ? (
          <Trans>카드 등록하고 바꾸기</Trans>
        ) : (
          <Trans>계좌 등록하고 바꾸기</Trans>
        )}
      </Button>
      {registration.isInWindow && (
        <p className={screen.note} role="status">
          {t`열린 등록 창에서 카드나 계좌를 등록해 주세요.`}
        </p>
      )}
      {dialog}
    </div>
  );
}

/**
 * /my-page/bill/pay-method/change and /my-page-v2/… (spec §2.2): the account's automatic debit from another
 * card or account of the subscriber's own, registered in the gateway's window, and where its bill goes.
 */
export default function PayMethodChangePage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const paths = usePayMethodPaths();
  const [search] = useSearchParams();
  const accounts = useQuery(payMethodsQueryOptions(lineInUseNo, paths.isEveryAccount));
  return (
    <PageContainer className={screen.page}>
      <PageHeader title={t`납부 방법 바꾸기`} />
      <QueryState
        query={accounts}
        failedTitle={t`납부 방법을 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(list) => {
          const account =
            list.find((one) => one.billAcntId === search.get('account')) ??
            (paths.isEveryAccount ? undefined : list[0]);
          if (account === undefined)
            return (
              <StatusMessage
                headingLevel="h2"
                title={t`청구계정을 찾을 수 없어요`}
                description={t`납부 방법 화면에서 바꿀 청구계정을 다시 골라 주세요.`}
                action={<ButtonLink to={paths.home}>{t`납부 방법으로 돌아가기`}</ButtonLink>}
              />
            );
          return (
            <>
              <PayMethodFacts account={account} />
              <ChangeForm account={account} />
            </>
          );
        }}
      </QueryState>
    </PageContainer>
  );
}
