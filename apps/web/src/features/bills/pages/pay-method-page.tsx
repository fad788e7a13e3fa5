import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { payMethodsQueryOptions } from '../api/pay-method.ts';
import { PayMethodFacts } from '../components/pay-method-facts.tsx';
import { usePayMethodPaths } from '../pay-method-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';

/**
 * /my-page/bill/pay-method and /my-page-v2/… (spec §2.2): how the line in use's account pays each month and
 * gets its bill (every account under v2), and the way to change it (docs/payments.md, automatic debit).
 */
export default function PayMethodPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const paths = usePayMethodPaths();
  const accounts = useQuery(payMethodsQueryOptions(lineInUseNo, paths.isEveryAccount));
  return (
    <PageContainer className={screen.page}>
      <PageHeader
        title={t`납부 방법`}
        description={t`매달 요금이 빠져나가는 카드나 계좌, 청구서를 받는 곳이에요.`}
      />
      <QueryState
        query={accounts}
        failedTitle={t`납부 방법을 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(list) => (
          <>
            {list.map((account) => {
              const accountId = account.billAcntId;
              return (
                <Section key={accountId} title={t`청구계정 ${accountId}`} size="medium">
                  <PayMethodFacts account={account} />
                  <ButtonLink
                    to={paths.change(accountId)}
                    variant="outline"
                    aria-label={t`청구계정 ${accountId}의 납부 방법 바꾸기`}
                  >
                    <Trans>바꾸기</Trans>
                  </ButtonLink>
                </Section>
              );
            })}
          </>
        )}
      </QueryState>
      <Section title={t`알아 두세요`} size="medium">
        <ul className={screen.rules}>
          <li>
            <Trans>
              본인 명의의 카드나 계좌만 등록할 수 있어요. 등록 창에서 카드사나 은행이 명의자를 확인해요.
            </Trans>
          </li>
          <li>
            <Trans>
              카드 번호나 계좌 번호는 저장하지 않아요. 결제사가 발급한 자동결제 키와 가린 번호만 보관해요.
            </Trans>
          </li>
        </ul>
      </Section>
    </PageContainer>
  );
}
