import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { lineStatusLabels, paymentMethodLabels, textOf } from '@mvno/contract';
import { alertFailure } from '../../../shared/api/failure-alert.ts';
import { changeActiveLine } from '../../../shared/session/change-line.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import {
  customerV2QueryOptions,
  pauseCheckV2QueryOptions,
  payMethodsV2QueryOptions,
} from '../api/self-care.ts';
import styles from './self-care.module.css';

/**
 * /my-page-v2 (spec §2.2): every line of the subscriber at once — plan, status, the account that pays for it
 * and how — with a way to look at one in detail (it becomes the line self-care acts on).
 */
export default function MyPageV2() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lineNo = useLineInUseNo();
  const customer = useQuery(customerV2QueryOptions(lineNo));
  const payMethods = useQuery(payMethodsV2QueryOptions(lineNo));
  const pauses = useQuery(pauseCheckV2QueryOptions(lineNo));
  const [pendingLineNo, setPendingLineNo] = useState<number | null>(null);

  const open = async (userLineNo: number) => {
    setPendingLineNo(userLineNo);
    try {
      if (userLineNo !== lineNo) {
        await changeActiveLine(userLineNo);
        await queryClient.invalidateQueries();
      }
      await navigate('/my-page');
    } catch (error) {
      void alertFailure(error);
    } finally {
      setPendingLineNo(null);
    }
  };

  return (
    <PageContainer className={styles.page}>
      <PageHeader title={t`내 회선 한눈에 보기`} />
      <QueryState
        query={customer}
        failedTitle={t`회선을 불러오지 못했어요`}
        placeholder={<div className={styles.placeholder} />}
      >
        {(details) => (
          <ul className={styles.list}>
            {details.lines.map((line) => {
              const account = payMethods.data?.list.find((one) => one.billAcntId === line.billAcntId);
              const pause = pauses.data?.list.find((one) => one.userLineNo === line.userLineNo);
              return (
                <li key={line.userLineNo} className={styles.card}>
                  <div className={styles.row}>
                    <h2 className={styles.rowTitle}>
                      {line.serviceNumber}{' '}
                      {line.isInUse && (
                        <Badge tone="primary">
                          <Trans>보고 있는 회선</Trans>
                        </Badge>
                      )}
                    </h2>
                    <p>{textOf(lineStatusLabels[line.lineStatus])}</p>
                  </div>
                  <dl className={styles.facts}>
                    <dt>
                      <Trans context="the line's plan">요금제</Trans>
                    </dt>
                    <dd>{line.planName}</dd>
                    <dt>
                      <Trans>납부</Trans>
                    </dt>
                    <dd>
                      {account === undefined
                        ? line.billAcntId
                        : `${textOf(paymentMethodLabels[account.payMethod])} · ${account.payInstitution} ${account.payNumberMasked}`}
                    </dd>
                    {pause !== undefined && (
                      <>
                        <dt>
                          <Trans>일시정지</Trans>
                        </dt>
                        <dd>{pause.isPausable ? t`할 수 있어요` : pause.reason}</dd>
                      </>
                    )}
                  </dl>
                  <div className={styles.links}>
                    <Button
                      variant="outline"
                      disabled={pendingLineNo !== null}
                      onClick={() => void open(line.userLineNo)}
                    >
                      <Trans>이 회선 자세히 보기</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </PageContainer>
  );
}
