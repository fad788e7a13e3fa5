import { Trans, useLingui } from '@lingui/react/macro';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import styles from '../pages/event-pages.module.css';

/** An event page that has nothing to show (a missing event, a wrong preview link), with a way on. */
export function EventUnavailable({
  title: givenTitle,
  description,
  isNotFound = true,
}: {
  title?: string;
  description: string;
  /** Status 404 and not indexed; otherwise only not indexed. */
  isNotFound?: boolean;
}) {
  const { t } = useLingui();
  const title = givenTitle ?? t`이벤트를 찾을 수 없어요`;
  return (
    <PageContainer className={styles.page}>
      <PageHead title={title} description={description} isNotFound={isNotFound} isNoIndex />
      <StatusMessage
        headingLevel="h1"
        title={title}
        description={description}
        action={
          <ButtonLink to="/event">
            <Trans>진행 중인 이벤트 보기</Trans>
          </ButtonLink>
        }
      />
    </PageContainer>
  );
}
