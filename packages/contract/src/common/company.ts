import { z } from 'zod';
import { appSettingNames } from '../enums.ts';

export const externalLinkSchema = z.object({ name: z.string(), url: z.string() });

export const companySchema = z.object({
  brandName: z.string(),
  /** The brand in English pages and messages. */
  brandNameEn: z.string(),
  companyName: z.string(),
  ceoName: z.string(),
  businessNumber: z.string(),
  mailOrderNumber: z.string(),
  address: z.string(),
  email: z.string(),
  /** Free number from the carrier's own lines, e.g. 114. */
  freeCallNumber: z.string(),
  /** Paid number from any phone. */
  paidCallNumber: z.string(),
  hours: z.string(),
  /** The hours as English pages write them. */
  hoursEn: z.string(),
  externalLinks: z.array(externalLinkSchema),
});
export type Company = z.infer<typeof companySchema>;

/** `GET common/app-setting/{name}`. */
export const findAppSettingRequestSchema = z.object({ name: z.enum(appSettingNames) });
export type FindAppSettingRequest = z.input<typeof findAppSettingRequestSchema>;
export const appSettingSchema = z.object({ name: z.enum(appSettingNames), value: z.string() });
export type AppSetting = z.infer<typeof appSettingSchema>;

export const heartBeatSchema = z.object({ status: z.literal('UP'), time: z.string() });
export type HeartBeat = z.infer<typeof heartBeatSchema>;
