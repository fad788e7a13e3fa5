import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useSearchParams } from 'react-router';
import { messages, textOf } from '@mvno/contract';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import styles from './event-pages.module.css';

/**
 * /preview: where a preview link lands when it names no screen. An event's link (it carries eventNo) opens
 * /preview/event; anything else says the link is wrong.
 */
export default function PreviewPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  if (searchParams.has('eventNo'))
    return <Navigate to={`/preview/event?${searchParams.toString()}`} replace />;
  return (
    <PageContainer className={styles.page}>
      <PageHead title={t`미리보기`} description={textOf(messages.previewLinkInvalid)} isNoIndex />
      <StatusMessage
        headingLevel="h1"
        title={t`미리보기를 열 수 없어요`}
        description={textOf(messages.previewLinkInvalid)}
        action={
          <ButtonLink to="/main">
            <Trans>홈으로</Trans>
          </ButtonLink>
        }
      />
    </PageContainer>
  );
}
