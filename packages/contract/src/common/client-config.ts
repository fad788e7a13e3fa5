import { z } from 'zod';

/**
 * The configuration values of spec §3 that the screens use, all from the server's configuration
 * (apps/api/src/config.ts): the server writes them into every page it serves, in
 * `<script id="client-config" type="application/json">`, and answers them on `GET common/client-config`
 * (for a page served by something else, such as the Vite dev server, and for the native app).
 */
export const clientConfigSchema = z.object({
  /** The native app's custom scheme: bridge commands are `<appScheme>://<command>?…` (spec §7). */
  appScheme: z.string(),
  /**
   * The address the public reaches the site at, without a trailing slash; empty when it is not configured,
   * and the page's own origin stands in.
   */
  siteUrl: z.string(),
  /** The base of stored files (a path on this site or an absolute address): see `fileUrl`. */
  fileServerUrl: z.string(),
  /** The card-member authentication popup (spec §2.2 `/mobil-card/auth`). */
  authPopupUrl: z.string(),
  /** The identity-verification request popup (spec §7 popups). */
  identityRequestUrl: z.string(),
  /** The payment request popup (spec §7 popups). */
  paymentRequestUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
