import * as account from './schema/account.ts';
import * as analytics from './schema/analytics.ts';
import * as common from './schema/common.ts';
import * as customer from './schema/customer.ts';
import * as event from './schema/event.ts';
import * as notify from './schema/notify.ts';
import * as product from './schema/product.ts';
import * as rateLimit from './schema/rate-limit.ts';
import * as site from './schema/site.ts';

export const schema = {
  ...account,
  ...analytics,
  ...common,
  ...customer,
  ...event,
  ...notify,
  ...product,
  ...rateLimit,
  ...site,
};
