import { useLingui } from '@lingui/react/macro';
import { useState, type SubmitEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  createInquiryRequestSchema,
  faqCategoryLabels,
  type Inquiry,
  INQUIRY_CONTENT_MAX_LENGTH,
  INQUIRY_TITLE_MAX_LENGTH,
  inquiryCategories,
  textOf,
} from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { TextareaField } from '../../../shared/ui/form/textarea-field.tsx';
import { createInquiry } from '../api/inquiries.ts';
import { AttachmentPicker, isUploading, storedIdsOf, type ChosenFile } from './attachment-picker.tsx';
import styles from './inquiry-form.module.css';

const categoryOptions = () =>
  inquiryCategories.map((category) => ({ value: category, label: textOf(faqCategoryLabels[category]) }));

const emptyInquiry = () => ({ title: '', content: '', fileIds: [] });

/**
 * The 1:1 inquiry form (spec §2.2 /customer/inquiry): checked by the contract's own schema as the server
 * checks it, with the files uploaded as they are chosen.
 */
export function InquiryForm({ onCreated }: { onCreated: (inquiry: Inquiry) => void }) {
  const { t } = useLingui();
  const form = useContractForm(createInquiryRequestSchema, emptyInquiry());
  const { errors } = form.formState;
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const title = useWatch({ control: form.control, name: 'title' });
  const content = useWatch({ control: form.control, name: 'content' });
  const isBusy = isUploading(chosen);
  // One inquiry per submission: a second tap or a retry after a lost answer is the same submission, and the
  // server makes one inquiry of it.
  const submission = useSubmission({
    send: createInquiry,
    onSuccess: (created: Inquiry) => {
      form.reset(emptyInquiry());
      setChosen([]);
      onCreated(created);
    },
  });
  // A refused attachment or a lost connection: the inquiry stays as written, to send again.
  const send = form.handleSubmit((request) => submission.submit(request));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    // The files that arrived are the inquiry's; ones still on their way keep the button disabled.
    form.setValue('fileIds', storedIdsOf(chosen));
    void send(event);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t`1:1 문의 작성`}>
      <SelectField
        label={t`문의 유형`}
        placeholder={t`문의 유형을 선택해 주세요`}
        options={categoryOptions()}
        {...form.register('category')}
        error={errors.category?.message}
      />
      <TextField
        label={t`제목`}
        placeholder={t`어떤 내용인지 짧게 적어 주세요`}
        autoComplete="off"
        {...form.register('title')}
        error={errors.title?.message}
        trailing={
          <span className={styles.count} aria-hidden="true">
            {title.length}/{INQUIRY_TITLE_MAX_LENGTH}
          </span>
        }
      />
      <TextareaField
        label={t`문의 내용`}
        placeholder={t`궁금한 점을 자세히 적어 주시면 더 빠르고 정확하게 답해 드릴 수 있어요. 주민등록번호, 카드번호 같은 개인정보는 적지 말아 주세요.`}
        rows={8}
        {...form.register('content')}
        error={errors.content?.message}
        count={{ current: content.length, max: INQUIRY_CONTENT_MAX_LENGTH }}
      />
      <AttachmentPicker chosen={chosen} onChosenChange={setChosen} error={errors.fileIds?.message} />
      <Button type="submit" size="lg" isBlock disabled={submission.isSubmitting || isBusy}>
        {isBusy ? t`파일을 올리는 중이에요` : t`문의 남기기`}
      </Button>
    </form>
  );
}
