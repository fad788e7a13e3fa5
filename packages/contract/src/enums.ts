// Enumerations of spec §3. Codes are what travels over the wire; labels are what a screen shows. One file per
// topic, so a page's script carries only the topics it reads (a module travels whole in one chunk).
export * from './enums/banners.ts';
export * from './enums/boards.ts';
export * from './enums/plans.ts';
export * from './enums/plan-filters.ts';
export * from './enums/events.ts';
export * from './enums/lines.ts';
export * from './enums/orders.ts';
export * from './enums/accounts.ts';
export * from './enums/payments.ts';
export * from './enums/billing.ts';
export * from './enums/site.ts';
