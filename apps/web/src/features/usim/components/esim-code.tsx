import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import styles from './esim-code.module.css';

/** The QR code's side on screen, in CSS pixels: large enough for a second phone's camera at arm's length. */
const QR_SIZE = 200;

/**
 * The activation code drawn as a QR code (SVG), made in the browser: the `qrcode` package is loaded only on the
 * screen that shows one, never with the site's first pages.
 */
const qrImageQueryOptions = (activationCode: string) =>
  queryOptions({
    queryKey: ['usim', 'esim-qr', activationCode],
    queryFn: async () => {
      const { toString } = await import('qrcode');
      const svg = await toString(activationCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    },
    staleTime: Infinity,
    meta: { isSilent: true },
  });

/** Copies the code for pasting into the phone's own eSIM screen; says whether it worked. */
function CopyButton({ text }: { text: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <div className={styles.copy}>
      <Button
        variant="outline"
        onClick={() => {
          // The clipboard is the browser's, outside React: a refusal (an old browser, no permission) is said.
          navigator.clipboard.writeText(text).then(
            () => setCopied('yes'),
            () => setCopied('no'),
          );
        }}
      >
        <Trans>코드 복사</Trans>
      </Button>
      <span className={styles.copied} role="status">
        {copied === 'yes'
          ? t`복사했어요.`
          : copied === 'no'
            ? t`복사하지 못했어요. 코드를 길게 눌러 복사해 주세요.`
            : ''}
      </span>
    </div>
  );
}

/** An eSIM's activation code (GSMA SGP.22, `LPA:1$…`) as text to copy. */
export function EsimCodeText({ activationCode }: { activationCode: string }) {
  return (
    <div className={styles.codeBox}>
      <code className={styles.code}>{activationCode}</code>
      <CopyButton text={activationCode} />
    </div>
  );
}

/** An eSIM's activation code as a QR code to scan from the phone it is for, and as text to copy. */
export function EsimCode({ activationCode }: { activationCode: string }) {
  const { t } = useLingui();
  const image = useQuery(qrImageQueryOptions(activationCode));
  return (
    <div className={styles.esim}>
      <div className={styles.qrFrame} style={{ width: QR_SIZE, height: QR_SIZE }}>
        {image.data !== undefined ? (
          <img src={image.data} width={QR_SIZE} height={QR_SIZE} alt={t`eSIM 개통 QR 코드`} />
        ) : image.isError ? (
          <p className={styles.qrMissing}>
            <Trans>QR 코드를 그리지 못했어요. 아래 코드를 입력해 주세요.</Trans>
          </p>
        ) : null}
      </div>
      <EsimCodeText activationCode={activationCode} />
    </div>
  );
}
