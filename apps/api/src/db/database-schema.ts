import * as common from './schema/common.ts';
import * as customer from './schema/customer.ts';
import * as event from './schema/event.ts';
import * as product from './schema/product.ts';
import * as site from './schema/site.ts';

export const schema = { ...common, ...customer, ...event, ...product, ...site };
