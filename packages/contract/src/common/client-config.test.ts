import { describe, expect, it } from 'vitest';
import { clientConfigFields, isClientConfig } from './client-config-fields.ts';
import { clientConfigSchema } from './client-config.ts';

const config = {
  appScheme: 'baromobile',
  siteUrl: '',
  fileServerUrl: '/images',
  authPopupUrl: '/mobil-card/auth',
  identityRequestUrl: '/api/third-party/identity/request',
  paymentRequestUrl: '/api/payment/request',
};

describe('the client config’s shape', () => {
  it('lists exactly the schema’s fields', () => {
    expect([...clientConfigFields].sort()).toEqual(Object.keys(clientConfigSchema.shape).sort());
  });

  it.each([
    ['the full config', config, true],
    ['a config with an extra field', { ...config, extra: 1 }, true],
    ['a field missing', { ...config, appScheme: undefined }, false],
    ['a field that is not a string', { ...config, siteUrl: 42 }, false],
    ['null', null, false],
    ['a string', 'baromobile', false],
  ])('reads %s as %s, as the schema does', (_, value, isConfig) => {
    expect(isClientConfig(value)).toBe(isConfig);
    expect(clientConfigSchema.safeParse(value).success).toBe(isConfig);
  });
});
