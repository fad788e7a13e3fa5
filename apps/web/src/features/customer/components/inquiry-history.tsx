import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  faqCategoryLabels,
  formatSize,
  type Inquiry,
  type InquiryStatus,
  type StoredFile,
  textOf,
} from '@mvno/contract';
import { alertFailure } from '../../../shared/api/failure-alert.ts';
import { saveFile } from '../../../shared/files/save-file.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { ChevronDownIcon, DocumentIcon } from '../../../shared/ui/icons.tsx';
import { downloadAttachment } from '../api/inquiries.ts';
import styles from './inquiry-history.module.css';

/** An inquiry's state as its badge says it. */
const statusLabels: Record<InquiryStatus, MessageDescriptor> = {
  WAITING: msg`답변 대기`,
  ANSWERED: msg`답변 완료`,
};

/** An attachment is fetched with the login token (it is its owner's alone), then saved under its name. */
function AttachmentButton({ file }: { file: StoredFile }) {
  const { t } = useLingui();
  const { fileName } = file;
  const size = formatSize(file.byteSize);
  const [isFetching, setIsFetching] = useState(false);
  const fetchAndSave = async () => {
    setIsFetching(true);
    try {
      saveFile(await downloadAttachment(file.fileId), file.fileName);
    } catch (failure) {
      await alertFailure(failure);
    } finally {
      setIsFetching(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.attachment}
      onClick={() => void fetchAndSave()}
      disabled={isFetching}
      aria-label={t`${fileName} 내려받기 (${size})`}
    >
      <DocumentIcon aria-hidden="true" />
      <span className={styles.attachmentName}>{file.fileName}</span>
      <span className={styles.attachmentSize}>{size}</span>
    </button>
  );
}

/** One inquiry: its question in the summary, its text, files and answer once opened. */
function InquiryItem({ inquiry, isOpen }: { inquiry: Inquiry; isOpen: boolean }) {
  const { t, i18n } = useLingui();
  const isAnswered = inquiry.status === 'ANSWERED';
  return (
    <li>
      {/* details/summary: opens by keyboard and reads as expanded or collapsed. */}
      <details className={styles.item} open={isOpen}>
        <summary className={styles.summary}>
          <span className={styles.summaryText}>
            <span className={styles.badges}>
              <Badge tone={isAnswered ? 'accent' : 'neutral'}>{i18n._(statusLabels[inquiry.status])}</Badge>
              <span className={styles.category}>{textOf(faqCategoryLabels[inquiry.category])}</span>
            </span>
            <span className={styles.title}>{inquiry.title}</span>
            <time className={styles.date} dateTime={inquiry.regDate}>
              {inquiry.regDate}
            </time>
          </span>
          <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
        </summary>
        <div className={styles.body}>
          <p className={styles.content}>{inquiry.content}</p>
          {inquiry.attachments.length > 0 && (
            <ul className={styles.attachments} aria-label={t`첨부 파일`}>
              {inquiry.attachments.map((file) => (
                <li key={file.fileId}>
                  <AttachmentButton file={file} />
                </li>
              ))}
            </ul>
          )}
          {isAnswered ? (
            <section className={styles.answer} aria-label={t`답변`}>
              <p className={styles.answerHeading}>
                <strong>
                  <Trans>바로모바일 답변</Trans>
                </strong>
                {inquiry.answerDate !== null && (
                  <time dateTime={inquiry.answerDate} className={styles.date}>
                    {inquiry.answerDate}
                  </time>
                )}
              </p>
              <p className={styles.content}>{inquiry.answer}</p>
            </section>
          ) : (
            <p className={styles.waiting}>
              <Trans>답변을 준비하고 있어요. 답변이 등록되면 여기에서 볼 수 있어요.</Trans>
            </p>
          )}
        </div>
      </details>
    </li>
  );
}

/** The subscriber's own inquiries, newest first; the one just written opens by itself. */
export function InquiryHistory({
  inquiries,
  openInquiryNo,
}: {
  inquiries: Inquiry[];
  openInquiryNo?: number;
}) {
  const { t } = useLingui();
  return (
    <ul className={styles.list} aria-label={t`내 문의 목록`}>
      {inquiries.map((inquiry) => (
        <InquiryItem key={inquiry.inquiryNo} inquiry={inquiry} isOpen={inquiry.inquiryNo === openInquiryNo} />
      ))}
    </ul>
  );
}
