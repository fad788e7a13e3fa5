import { z } from 'zod';
import { storageSeedSchema } from '../fields.ts';

/**
 * `POST common/account`, form-encoded: the client's 12 random characters, either as the whole body
 * (`k3Xa9QpL2mZ7`) or as `random=k3Xa9QpL2mZ7`. The client keeps them with its stored data and sends the
 * same ones again to get the same key back (a new tab, a restart, auto-login).
 */
export const issueStorageKeyRequestSchema = z.preprocess(
  (body) => {
    if (typeof body !== 'object' || body === null || 'random' in body) return body;
    // A bare body `k3Xa9QpL2mZ7` parses as a single key with an empty value.
    const entries = Object.entries(body);
    const only = entries[0];
    return entries.length === 1 && only !== undefined && only[1] === '' ? { random: only[0] } : body;
  },
  z.object({ random: storageSeedSchema }),
);
export type IssueStorageKeyRequest = z.output<typeof issueStorageKeyRequestSchema>;

/** Key material for the client's AES-256-CBC storage encryption (spec §3, §9), kept in session storage. */
export const clientStorageKeySchema = z.object({
  algorithm: z.literal('AES-256-CBC'),
  /** 32 bytes, base64. */
  key: z.string(),
  /** 16 bytes, base64. */
  iv: z.string(),
});
export type ClientStorageKey = z.infer<typeof clientStorageKeySchema>;
