import { Trans, useLingui } from '@lingui/react/macro';
import { messages, textOf } from '@mvno/contract';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section className={styles.box} aria-labelledby="not-found-title">
      <PageHead
        title={textOf(messages.pageNotFound)}
        description={t`주소가 바뀌었거나 없어진 페이지입니다.`}
        isNotFound
      />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {textOf(messages.pageNotFound)}
      </h1>
      <p className={styles.text}>
        <Trans>주소가 바뀌었거나 없어진 페이지입니다. 아래에서 원하시는 곳으로 이동해 주세요.</Trans>
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/main">
          <Trans>홈으로</Trans>
        </ButtonLink>
        <ButtonLink to="/plan" variant="secondary">
          <Trans>요금제 보기</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
