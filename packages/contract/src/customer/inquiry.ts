import { z } from 'zod';
import {
  INQUIRY_ATTACHMENTS_MAX,
  INQUIRY_CONTENT_MAX_LENGTH,
  INQUIRY_CONTENT_MIN_LENGTH,
  INQUIRY_TITLE_MAX_LENGTH,
} from '../constants.ts';
import { faqCategories } from '../enums.ts';
import { listEntitySchema, pageQuerySchema } from '../envelope.ts';
import { fileIdSchema, multiLineTextSchema } from '../fields.ts';
import { SINGLE_LINE_PATTERN } from '../rules/format-check.ts';
import { messages } from '../messages.ts';
import { storedFileSchema } from '../common/file.ts';
import { errorText } from '../i18n/translate.ts';

/** An inquiry is asked under one of the FAQ's categories (spec §3), so its answer can become an FAQ. */
export const inquiryCategories = faqCategories;
export type InquiryCategory = (typeof inquiryCategories)[number];

export const inquiryStatuses = ['WAITING', 'ANSWERED'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  WAITING: '답변 대기',
  ANSWERED: '답변 완료',
};

/**
 * `POST customer/inquiry`, the screen's form and the server's check alike. The call is idempotent: the
 * client's key for this one inquiry travels in the `Idempotency-Key` header, so a double tap or a retry after
 * a lost answer gets the first inquiry instead of making a second.
 */
export const createInquiryRequestSchema = z.object({
  category: z.enum(inquiryCategories, { error: errorText(messages.inquiryCategoryRequired) }),
  title: z
    .string({ error: errorText(messages.inquiryTitleRequired) })
    .refine((value) => value.trim() !== '', { error: errorText(messages.inquiryTitleRequired) })
    .regex(SINGLE_LINE_PATTERN, { error: errorText(messages.inquiryTextUnusable) })
    .trim()
    .max(INQUIRY_TITLE_MAX_LENGTH, { error: errorText(messages.inquiryTitleTooLong) }),
  content: multiLineTextSchema({
    minLength: INQUIRY_CONTENT_MIN_LENGTH,
    maxLength: INQUIRY_CONTENT_MAX_LENGTH,
    messages: {
      tooShort: messages.inquiryContentTooShort,
      tooLong: messages.inquiryContentTooLong,
      unusable: messages.inquiryTextUnusable,
    },
  }),
  /** Ids common/upload answered, of the subscriber's own files not yet attached to an inquiry. */
  fileIds: z
    .array(fileIdSchema)
    .max(INQUIRY_ATTACHMENTS_MAX, { error: errorText(messages.inquiryAttachmentsTooMany) })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: errorText(messages.inquiryAttachmentUnavailable),
    })
    .default([]),
});
export type CreateInquiryRequest = z.input<typeof createInquiryRequestSchema>;

export const inquirySchema = z.object({
  inquiryNo: z.number().int(),
  category: z.enum(inquiryCategories),
  title: z.string(),
  /** Plain text; line feeds separate its lines. */
  content: z.string(),
  status: z.enum(inquiryStatuses),
  /** Plain text, or null while waiting. */
  answer: z.string().nullable(),
  /** YYYY-MM-DD, or null while waiting. */
  answerDate: z.string().nullable(),
  /** YYYY-MM-DD */
  regDate: z.string(),
  attachments: z.array(storedFileSchema),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** `GET customer/inquiry`: the subscriber's own inquiries, newest first. */
export const findInquiriesRequestSchema = pageQuerySchema;
export type FindInquiriesRequest = z.input<typeof findInquiriesRequestSchema>;

export const inquiryListSchema = listEntitySchema(inquirySchema);
export type InquiryList = z.infer<typeof inquiryListSchema>;
