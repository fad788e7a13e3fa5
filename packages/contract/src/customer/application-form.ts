import type { Message } from '../i18n/translate.ts';
import { z } from 'zod';
import { listEntitySchema } from '../envelope.ts';

/** What an application form is for, as /customer/download groups them. */
export const applicationFormCategories = ['JOIN', 'CHANGE', 'CANCEL', 'PAYMENT'] as const;
export type ApplicationFormCategory = (typeof applicationFormCategories)[number];
export const applicationFormCategoryLabels: Record<ApplicationFormCategory, Message> = {
  JOIN: /*i18n*/ { id: 'applicationFormCategory.JOIN', message: '가입' },
  CHANGE: /*i18n*/ { id: 'applicationFormCategory.CHANGE', message: '변경' },
  CANCEL: /*i18n*/ { id: 'applicationFormCategory.CANCEL', message: '해지' },
  PAYMENT: /*i18n*/ { id: 'applicationFormCategory.PAYMENT', message: '요금 납부' },
};

/** `GET customer/application-form`: a form to print, fill in and hand in, with its file. */
export const applicationFormSchema = z.object({
  formNo: z.number().int(),
  category: z.enum(applicationFormCategories),
  title: z.string(),
  description: z.string(),
  fileId: z.string(),
  /** The name the download is saved under. */
  fileName: z.string(),
  mediaType: z.string(),
  byteSize: z.number().int().nonnegative(),
  /** common/download's address for the file, on this site. */
  downloadUrl: z.string(),
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;

export const applicationFormListSchema = listEntitySchema(applicationFormSchema);
export type ApplicationFormList = z.infer<typeof applicationFormListSchema>;
