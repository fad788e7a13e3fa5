import { analyticsCalls, thirdPartyCalls, userCalls } from './account.ts';
import { customerCalls, productCalls, siteCalls } from './catalogue.ts';
import { eventCalls } from './event.ts';
import { commonCalls, paymentCalls, sandboxCalls } from './common.ts';
import { searchCalls } from './search.ts';
import { selfCareCalls } from './self-care.ts';
import { usimCalls } from './usim.ts';
import type { CallName } from './addresses.ts';
import type { CallDescription } from './define.ts';

export * from './define.ts';
export { callAddresses, type CallAddress, type CallName } from './addresses.ts';
export {
  analyticsCalls,
  commonCalls,
  customerCalls,
  eventCalls,
  paymentCalls,
  productCalls,
  sandboxCalls,
  searchCalls,
  selfCareCalls,
  siteCalls,
  thirdPartyCalls,
  usimCalls,
  userCalls,
};

/**
 * Every call the API answers, by operation id: the one description its route, its reference entry
 * (/api/openapi.json) and its tests share.
 */
export const calls = {
  ...commonCalls,
  ...sandboxCalls,
  ...siteCalls,
  ...productCalls,
  ...eventCalls,
  ...customerCalls,
  ...searchCalls,
  ...thirdPartyCalls,
  ...userCalls,
  ...analyticsCalls,
  ...selfCareCalls,
  ...usimCalls,
  ...paymentCalls,
} satisfies Record<CallName, CallDescription>;
