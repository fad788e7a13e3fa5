import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  formatLongDate,
  formatWon,
  lineStatusLabels,
  textOf,
  type AddServiceJoinCheck,
  type AddServiceResult,
  type LineAddService,
  type MyAddServices,
} from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import {
  addServiceJoinCheckQueryOptions,
  joinAddService,
  myAddServicesQueryOptions,
} from '../api/add-services.ts';
import { ADD_SERVICE_JOIN_SUCCESS_PATH, useAddServicePaths } from '../add-service-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';
import styles from './add-service-pages.module.css';

const placeholder = <div className={screen.placeholder} aria-hidden="true" />;

/** An add-on's or a plan's name as the catalogue has it: Korean, said so on an English page. */
export function CatalogueName({ children }: { children: string }) {
  return <span lang={getPageLocale() === 'en' ? 'ko' : undefined}>{children}</span>;
}

export function MonthlyFee({ amount }: { amount: number }) {
  const { t } = useLingui();
  return <>{amount === 0 ? t`무료` : t`월 ${formatWon(amount)}`}</>;
}

/** The add-on asked for (`?join=`): what it bills on the chosen line, whether it can join, and the join. */
function JoinPanel({ addServiceNo }: { addServiceNo: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lineInUseNo = useLineInUseNo();
  const [userLineNo, setUserLineNo] = useState<number | undefined>(undefined);
  const check = useQuery(addServiceJoinCheckQueryOptions(lineInUseNo, addServiceNo, userLineNo));
  const join = useSubmission({
    send: (body: { userLineNo: number; addServiceNo: number }, key: string) => joinAddService(body, key),
    onSuccess: async (result: AddServiceResult) => {
      await queryClient.invalidateQueries({ queryKey: ['self-care', lineInUseNo] });
      await navigate(ADD_SERVICE_JOIN_SUCCESS_PATH, { state: { result } });
    },
  });
  return (
    <Section title={t`부가서비스 가입`} size="medium">
      <QueryState query={check} failedTitle={t`가입 정보를 불러오지 못했어요`} placeholder={placeholder}>
        {(data) => (
          <JoinSummary
            check={data}
            onLine={setUserLineNo}
            isSubmitting={join.isSubmitting}
            onJoin={() => void join.submit({ userLineNo: data.userLineNo, addServiceNo })}
          />
        )}
      </QueryState>
    </Section>
  );
}

function JoinSummary({
  check,
  onLine,
  onJoin,
  isSubmitting,
}: {
  check: AddServiceJoinCheck;
  onLine: (userLineNo: number) => void;
  onJoin: () => void;
  isSubmitting: boolean;
}) {
  const { t } = useLingui();
  const lines = [{ userLineNo: check.userLineNo, serviceNumber: check.serviceNumber }, ...check.otherLines];
  const days = check.daysThisMonth;
  const thisMonth = formatWon(check.thisMonthAmount);
  return (
    <div className={screen.lineCard}>
      <div className={styles.joinHead}>
        <p className={styles.joinName}>
          <CatalogueName>{check.addService.addServiceName}</CatalogueName>
        </p>
        <p className={styles.joinSummary}>
          <CatalogueName>{check.addService.summary}</CatalogueName>
        </p>
      </div>
      {lines.length > 1 && (
        <fieldset className={cards.group}>
          <legend className={cards.legend}>
            <Trans>어느 회선에 가입할까요?</Trans>
          </legend>
          <div className={screen.choices}>
            {lines
              .toSorted((a, b) => a.userLineNo - b.userLineNo)
              .map((line) => (
                <RadioCard
                  key={line.userLineNo}
                  title={line.serviceNumber}
                  isChosen={line.userLineNo === check.userLineNo}
                  name="userLineNo"
                  checked={line.userLineNo === check.userLineNo}
                  onChange={() => onLine(line.userLineNo)}
                />
              ))}
          </div>
        </fieldset>
      )}
      {check.isJoinable ? (
        <>
          <dl className={`${screen.figures} ${screen.figuresText}`}>
            <dt>
              <Trans>이번 달 ({days}일)</Trans>
            </dt>
            <dd>{check.thisMonthAmount === 0 ? t`무료` : thisMonth}</dd>
            <dt>
              <Trans>다음 달부터</Trans>
            </dt>
            <dd className={styles.strong}>
              <MonthlyFee amount={check.monthlyAmount} />
            </dd>
          </dl>
          <p className={screen.note}>
            <Trans>
              오늘부터 바로 쓸 수 있어요. 이번 달은 남은 날만큼 나눠 계산했고, 부가세를 포함했어요.
            </Trans>
          </p>
          <Button size="lg" isBlock disabled={isSubmitting} onClick={onJoin}>
            <Trans>{check.serviceNumber} 회선에 가입하기</Trans>
          </Button>
        </>
      ) : (
        <p className={screen.reason} role="note">
          {check.reason ?? t`지금은 가입할 수 없어요.`}
        </p>
      )}
    </div>
  );
}

function AddServiceCard({ addService }: { addService: LineAddService }) {
  const { t } = useLingui();
  const paths = useAddServicePaths();
  const name = addService.addServiceName;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <Link to={`/add-service/${addService.addServiceNo}`} className={styles.itemName}>
          <CatalogueName>{name}</CatalogueName>
        </Link>
        <span className={styles.fee}>
          <MonthlyFee amount={addService.monthlyAmount} />
        </span>
      </div>
      <p className={styles.since}>
        <Trans>{formatLongDate(addService.startsOn)}부터 쓰고 있어요</Trans>
      </p>
      {addService.isCancellable ? (
        <ButtonLink
          to={paths.cancel(addService.lineAddServiceNo)}
          variant="outline"
          aria-label={t`${name} 해지하기`}
        >
          <Trans context="the button beside an add-on in the list">해지하기</Trans>
        </ButtonLink>
      ) : (
        <p className={styles.itemNote}>{addService.reason}</p>
      )}
    </li>
  );
}

function LineAddServices({ line }: { line: MyAddServices }) {
  const { t } = useLingui();
  return (
    <article className={screen.lineCard} aria-label={line.serviceNumber}>
      <header className={screen.lineCardHead}>
        <h2 className={screen.lineNumber}>{line.serviceNumber}</h2>
        <Badge tone={line.lineStatus === 'ACTIVE' ? 'primary' : 'neutral'}>
          {textOf(lineStatusLabels[line.lineStatus])}
        </Badge>
      </header>
      {line.list.length === 0 ? (
        <p className={styles.empty}>{t`쓰고 있는 부가서비스가 없어요.`}</p>
      ) : (
        <ul className={styles.items}>
          {line.list.map((addService) => (
            <AddServiceCard key={addService.lineAddServiceNo} addService={addService} />
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * /my-page/my-info/add-service and /my-page-v2/… (spec §2.2; the 부가서비스 quick link): the add-ons of the line
 * in use (every line under v2), the way to cancel each, and, arriving from an add-on's page with `?join=`,
 * what joining it would bill before it is joined (docs/self-care-rules.md).
 */
export default function AddServicesPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const { isEveryLine } = useAddServicePaths();
  const [search] = useSearchParams();
  const joinNo = Number(search.get('join'));
  const lines = useQuery(myAddServicesQueryOptions(lineInUseNo, isEveryLine));
  return (
    <PageContainer className={screen.page}>
      <PageHeader
        title={t`부가서비스 관리`}
        description={t`쓰고 있는 부가서비스를 보고, 필요 없는 것은 바로 해지할 수 있어요.`}
      />
      {Number.isSafeInteger(joinNo) && joinNo > 0 && <JoinPanel addServiceNo={joinNo} />}
      <QueryState query={lines} failedTitle={t`부가서비스를 불러오지 못했어요`} placeholder={placeholder}>
        {(list) => (
          <div className={screen.lineCards}>
            {list.map((line) => (
              <LineAddServices key={line.userLineNo} line={line} />
            ))}
          </div>
        )}
      </QueryState>
      <Link to="/add-service" className={screen.more}>
        <Trans>다른 부가서비스 둘러보기</Trans>
      </Link>
      <Section title={t`알아 두세요`} size="medium">
        <ul className={screen.rules}>
          <li>
            <Trans>가입한 날부터 바로 쓸 수 있고, 가입한 달은 쓴 날만큼 나눠 계산해요.</Trans>
          </li>
          <li>
            <Trans>
              해지하면 오늘까지 쓰고, 오늘까지의 요금만 나와요. 같은 서비스는 내일부터 다시 가입할 수 있어요.
            </Trans>
          </li>
          <li>
            <Trans>일시정지나 분실정지 중에는 무료 부가서비스만 가입할 수 있어요.</Trans>
          </li>
          <li>
            <Trans>고객센터에서 가입한 부가서비스는 고객센터에서 해지할 수 있어요.</Trans>
          </li>
        </ul>
      </Section>
    </PageContainer>
  );
}
