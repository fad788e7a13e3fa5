import { selfCareCallAddresses } from './self-care-addresses.ts';
import { siteCallAddresses } from './site-addresses.ts';

export type { CallAddress } from './site-addresses.ts';

/** Where every call is answered and how it is sent (site-addresses.ts, self-care-addresses.ts). */
export const callAddresses = { ...siteCallAddresses, ...selfCareCallAddresses };

/** Every call's name (its operation id in /api/openapi.json). */
export type CallName = keyof typeof callAddresses;
