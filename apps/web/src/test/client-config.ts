import type { ClientConfig } from '@mvno/contract';

/** What the server writes into the page with no client settings in its environment (config.ts defaults). */
export const defaultClientConfig: ClientConfig = {
  appScheme: 'baromobile',
  siteUrl: '',
  fileServerUrl: '/images',
  authPopupUrl: '/mobil-card/auth',
  identityRequestUrl: '/api/third-party/identity/request',
  paymentRequestUrl: '/api/payment/request',
};
