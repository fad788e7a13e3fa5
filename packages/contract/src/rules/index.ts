export * from './account.ts';
export * from './format-check.ts';
export * from './display.ts';
export * from './plan.ts';
export * from './identity.ts';
