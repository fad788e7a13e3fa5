import type { ClientConfig } from './client-config.ts';

// Kept apart from the schema: the web reads the config before its first screen, and a schema module would
// bring zod into that first download.

/** The id of the JSON script element carrying the client configuration in the served page. */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';

/** Every field of ClientConfig; each is a string (the contract's test holds this list to the schema). */
export const clientConfigFields = [
  'appScheme',
  'siteUrl',
  'fileServerUrl',
  'authPopupUrl',
  'identityRequestUrl',
  'paymentRequestUrl',
] as const satisfies ReadonlyArray<keyof ClientConfig>;

/** Whether a value read from the page or an answer has the client config's shape. */
export function isClientConfig(value: unknown): value is ClientConfig {
  if (typeof value !== 'object' || value === null) return false;
  return clientConfigFields.every((field) => field in value && typeof Reflect.get(value, field) === 'string');
}
