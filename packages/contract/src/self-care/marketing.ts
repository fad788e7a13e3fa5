import { z } from 'zod';
import { marketingChannels } from '../enums.ts';
import { instantTextSchema } from './fields.ts';

/**
 * `GET self-care/ext/marketing`: the subscriber's consent to advertising, channel by channel (정보통신망법
 * §50), each with the time it was last given or withdrawn (null: never asked since joining without it).
 */
export const marketingConsentSchema = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(marketingChannels),
      isAgreed: z.boolean(),
      changedAt: instantTextSchema.nullable(),
    }),
  ),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

/** `POST self-care/ext/marketing`: consent by each channel, all three said. */
export const marketingConsentRequestSchema = z
  .object({ SMS: z.boolean(), EMAIL: z.boolean(), PUSH: z.boolean() })
  .meta({ examples: [{ SMS: true, EMAIL: false, PUSH: true }] });
export type MarketingConsentRequest = z.input<typeof marketingConsentRequestSchema>;
