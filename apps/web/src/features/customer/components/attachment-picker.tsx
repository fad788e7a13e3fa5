import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import {
  formatSize,
  INQUIRY_ATTACHMENTS_MAX,
  isPreviewableImage,
  messages,
  type StoredFile,
  textOf,
  UPLOAD_MAX_BYTES,
  uploadAccept,
  uploadFileTypes,
} from '@mvno/contract';
import { failureMessageOf } from '../../../shared/api/failure-alert.ts';
import { CloseIcon, DocumentIcon, PlusCircleIcon } from '../../../shared/ui/icons.tsx';
import { uploadFile } from '../api/inquiries.ts';
import styles from './attachment-picker.module.css';

/** A file chosen for an inquiry, and how its upload went. */
export interface ChosenFile {
  key: string;
  file: File;
  state: { kind: 'uploading' } | { kind: 'stored'; stored: StoredFile } | { kind: 'failed'; message: string };
}

/** The ids common/upload gave the chosen files that arrived. */
export const storedIdsOf = (chosen: readonly ChosenFile[]) =>
  chosen.flatMap((one) => (one.state.kind === 'stored' ? [one.state.stored.fileId] : []));

export const isUploading = (chosen: readonly ChosenFile[]) =>
  chosen.some((one) => one.state.kind === 'uploading');

/** The type the picker believes a file has, by its type or extension; the server tells by its content. */
function typeOf(file: File) {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return uploadFileTypes.find(
    (type) => type.mediaType === file.type || type.extensions.some((one) => one === extension),
  );
}

/** Why a chosen file cannot go, by the contract's limits (the server checks again), or null. */
function problemOf(file: File): string | null {
  if (file.size === 0) return textOf(messages.uploadEmpty);
  if (file.size > UPLOAD_MAX_BYTES) return textOf(messages.uploadTooLarge);
  if (typeOf(file) === undefined) return textOf(messages.uploadTypeRefused);
  return null;
}

let chosenCount = 0;

/** A picture's thumbnail from the chosen file: a local address, let go when the thumbnail goes. */
function Thumbnail({ file }: { file: File }) {
  const showFile = useCallback(
    (image: HTMLImageElement | null) => {
      if (image === null) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img alt="" className={styles.thumbnail} ref={showFile} />;
}

/** How a chosen file's upload went, with its size while it goes or once it arrived. */
function FileStatus({ one }: { one: ChosenFile }) {
  const { t } = useLingui();
  const size = formatSize(one.file.size);
  if (one.state.kind === 'uploading') return t`올리는 중 · ${size}`;
  if (one.state.kind === 'stored') return t`첨부 완료 · ${size}`;
  return one.state.message;
}

/**
 * Files for an inquiry: each is uploaded as soon as it is chosen (common/upload), shown with a thumbnail or
 * a document mark, its name and how its upload went, and can be removed. The form holds the list.
 */
export function AttachmentPicker({
  chosen,
  onChosenChange,
  error,
}: {
  chosen: readonly ChosenFile[];
  onChosenChange: Dispatch<SetStateAction<ChosenFile[]>>;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const settle = (key: string, state: ChosenFile['state']) =>
    onChosenChange((current) => current.map((one) => (one.key === key ? { ...one, state } : one)));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file can be chosen again after it was removed.
    event.target.value = '';
    const room = INQUIRY_ATTACHMENTS_MAX - chosen.length;
    const fitting = files.filter((file) => problemOf(file) === null);
    const firstProblem = files.map(problemOf).find((one) => one !== null) ?? null;
    setProblem(fitting.length > room ? textOf(messages.inquiryAttachmentsTooMany) : firstProblem);
    const added = fitting.slice(0, Math.max(room, 0)).map((file): ChosenFile => ({
      key: `chosen-${(chosenCount += 1)}`,
      file,
      state: { kind: 'uploading' },
    }));
    onChosenChange((current) => [...current, ...added]);
    for (const one of added) {
      uploadFile(one.file).then(
        (stored) => settle(one.key, { kind: 'stored', stored }),
        (failure: unknown) =>
          settle(one.key, {
            kind: 'failed',
            message: failureMessageOf(failure) ?? textOf(messages.serverError),
          }),
      );
    }
  };

  const remove = (key: string) => {
    setProblem(null);
    onChosenChange((current) => current.filter((one) => one.key !== key));
  };

  const isFull = chosen.length >= INQUIRY_ATTACHMENTS_MAX;
  const maxSize = formatSize(UPLOAD_MAX_BYTES);
  const maxCount = INQUIRY_ATTACHMENTS_MAX;
  const shownProblem = problem ?? error ?? null;

  return (
    <fieldset className={styles.picker} aria-describedby={`${hintId} ${problemId}`}>
      <legend className={styles.legend}>
        <Trans>
          사진·파일 첨부 <span className={styles.optional}>(선택)</span>
        </Trans>
      </legend>
      <p id={hintId} className={styles.hint}>
        <Trans>
          JPG, PNG, GIF, WEBP, HEIC 사진과 PDF · 한 파일 {maxSize}까지 · 최대 {maxCount}개
        </Trans>
      </p>
      {chosen.length > 0 && (
        <ul className={styles.files} aria-label={t`첨부한 파일`}>
          {chosen.map((one) => {
            const fileName = one.file.name;
            return (
              <li key={one.key} className={styles.file} aria-busy={one.state.kind === 'uploading'}>
                {isPreviewableImage(typeOf(one.file)?.mediaType ?? '') ? (
                  <Thumbnail file={one.file} />
                ) : (
                  <span className={styles.thumbnail} aria-hidden="true">
                    <DocumentIcon />
                  </span>
                )}
                <span className={styles.fileText}>
                  <span className={styles.fileName}>{fileName}</span>
                  <span
                    className={one.state.kind === 'failed' ? styles.fileFailed : styles.fileFacts}
                    role={one.state.kind === 'failed' ? 'alert' : undefined}
                  >
                    <FileStatus one={one} />
                  </span>
                </span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t`${fileName} 삭제`}
                  onClick={() => remove(one.key)}
                >
                  <CloseIcon aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        id={inputId}
        type="file"
        className={`visually-hidden ${styles.input}`}
        accept={uploadAccept}
        multiple
        disabled={isFull}
        onChange={choose}
      />
      <label htmlFor={inputId} className={styles.choose} aria-disabled={isFull || undefined}>
        <PlusCircleIcon aria-hidden="true" />
        {isFull ? t`${maxCount}개를 모두 첨부했어요` : t`파일 선택`}
      </label>
      <p id={problemId} className={styles.problem} aria-live="polite">
        {shownProblem}
      </p>
    </fieldset>
  );
}
