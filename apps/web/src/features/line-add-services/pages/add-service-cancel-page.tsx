import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { formatLongDate, formatWon, type AddServiceResult, type LineAddService } from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { cancelAddService, myAddServicesQueryOptions } from '../api/add-services.ts';
import { useAddServicePaths } from '../add-service-paths.ts';
import { CatalogueName, MonthlyFee } from './add-services-page.tsx';
import screen from '../../../shared/ui/action-screen.module.css';
import styles from './add-service-pages.module.css';

function CancelConfirm({ serviceNumber, addService }: { serviceNumber: string; addService: LineAddService }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lineInUseNo = useLineInUseNo();
  const paths = useAddServicePaths();
  const cancel = useSubmission({
    send: (lineAddServiceNo: number, key: string) => cancelAddService({ lineAddServiceNo }, key),
    onSuccess: async (result: AddServiceResult) => {
      await queryClient.invalidateQueries({ queryKey: ['self-care', lineInUseNo] });
      await navigate(paths.cancelSuccess, { state: { result }, replace: true });
    },
  });
  const { billedAmount, savedAmount } = addService.cancelToday;
  return (
    <div className={styles.join}>
      <dl className={`${screen.figures} ${screen.figuresText}`}>
        <dt>
          <Trans context="the add-on being cancelled">부가서비스</Trans>
        </dt>
        <dd className={styles.strong}>
          <CatalogueName>{addService.addServiceName}</CatalogueName>
        </dd>
        <dt>
          <Trans>회선</Trans>
        </dt>
        <dd>{serviceNumber}</dd>
        <dt>
          <Trans>이용료</Trans>
        </dt>
        <dd>
          <MonthlyFee amount={addService.monthlyAmount} />
        </dd>
        <dt>
          <Trans>가입한 날</Trans>
        </dt>
        <dd>{formatLongDate(addService.startsOn)}</dd>
        {addService.monthlyAmount > 0 && (
          <>
            <dt>
              <Trans>이번 달 청구</Trans>
            </dt>
            <dd>{formatWon(billedAmount)}</dd>
            <dt>
              <Trans>해지로 줄어드는 요금</Trans>
            </dt>
            <dd className={styles.strong}>{formatWon(savedAmount)}</dd>
          </>
        )}
      </dl>
      <p className={screen.note}>
        {addService.monthlyAmount > 0 ? (
          <Trans>오늘까지 쓰고, 이번 달에는 오늘까지 쓴 날만큼만 요금이 나와요. 부가세를 포함했어요.</Trans>
        ) : (
          <Trans>무료 서비스라 해지해도 요금은 달라지지 않아요. 오늘까지 쓸 수 있어요.</Trans>
        )}
      </p>
      <div className={screen.actions}>
        <ButtonLink to={paths.home} variant="outline">
          <Trans>그대로 둘게요</Trans>
        </ButtonLink>
        <Button
          disabled={cancel.isSubmitting}
          onClick={() => void cancel.submit(addService.lineAddServiceNo)}
        >
          <Trans>해지하기</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * /my-page/my-info/add-service/cancel and /my-page-v2/… (spec §2.2): one add-on of the subscriber's
 * (`?lineAddServiceNo=`), what this month bills for it if cancelled today and how much less, then the
 * cancellation.
 */
export default function AddServiceCancelPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const paths = useAddServicePaths();
  const [search] = useSearchParams();
  const lineAddServiceNo = Number(search.get('lineAddServiceNo'));
  const lines = useQuery(myAddServicesQueryOptions(lineInUseNo, paths.isEveryLine));
  return (
    <PageContainer className={screen.page}>
      <PageHeader title={t`부가서비스 해지`} />
      <QueryState
        query={lines}
        failedTitle={t`부가서비스를 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(list) => {
          const line = list.find((one) =>
            one.list.some((addService) => addService.lineAddServiceNo === lineAddServiceNo),
          );
          const addService = line?.list.find((one) => one.lineAddServiceNo === lineAddServiceNo);
          if (line === undefined || addService === undefined || !addService.isCancellable)
            return (
              <StatusMessage
                headingLevel="h2"
                title={t`해지할 수 있는 부가서비스가 아니에요`}
                description={
                  addService?.reason ??
                  t`이미 해지했거나 쓰고 있지 않은 부가서비스예요. 목록에서 다시 골라 주세요.`
                }
                action={<ButtonLink to={paths.home}>{t`부가서비스 관리로 돌아가기`}</ButtonLink>}
              />
            );
          return <CancelConfirm serviceNumber={line.serviceNumber} addService={addService} />;
        }}
      </QueryState>
    </PageContainer>
  );
}
