import * as account from './schema/account.ts';
import * as analytics from './schema/analytics.ts';
import * as audit from './schema/audit.ts';
import * as carrier from './schema/carrier.ts';
import * as common from './schema/common.ts';
import * as courier from './schema/courier.ts';
import * as customer from './schema/customer.ts';
import * as event from './schema/event.ts';
import * as file from './schema/file.ts';
import * as flow from './schema/flow.ts';
import * as job from './schema/job.ts';
import * as ledger from './schema/ledger.ts';
import * as notify from './schema/notify.ts';
import * as payment from './schema/payment.ts';
import * as product from './schema/product.ts';
import * as rateLimit from './schema/rate-limit.ts';
import * as search from './schema/search.ts';
import * as site from './schema/site.ts';
import * as termsSchema from './schema/terms.ts';
import * as usim from './schema/usim.ts';

export const schema = {
  ...account,
  ...analytics,
  ...audit,
  ...carrier,
  ...common,
  ...courier,
  ...customer,
  ...event,
  ...file,
  ...flow,
  ...job,
  ...ledger,
  ...notify,
  ...payment,
  ...product,
  ...rateLimit,
  ...search,
  ...site,
  ...termsSchema,
  ...usim,
};
