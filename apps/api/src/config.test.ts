import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.brand.freeCallNumber).toBe('114');
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and REDIS_URL', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: '/var/lib/mvno',
      DATABASE_URL: 'postgres://app@db:5432/mvno',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/var/lib/mvno',
      databaseUrl: 'postgres://app@db:5432/mvno',
      redisUrl: 'redis://cache:6379',
    });
  });

  it('gives the screens the app scheme, the seeded images and our own popups unless told otherwise', () => {
    expect(loadConfig({}).client).toEqual({
      appScheme: 'baromobile',
      siteUrl: '',
      fileServerUrl: '/images',
      authPopupUrl: '/mobil-card/auth',
      identityRequestUrl: '/api/third-party/identity/request',
      paymentRequestUrl: '/api/payment/request',
    });
  });

  it('reads the client values of spec §3 from the environment', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://www.baromobile.example/',
      FILE_SERVER_URL: 'https://cdn.example.kr/files',
      APP_SCHEME: ' BaroApp ',
      AUTH_POPUP_URL: 'https://auth.baromobile.example/mobil-card/auth',
      IDENTITY_REQUEST_URL: 'https://nice.example.kr/checkplus?site=baro',
      PAYMENT_REQUEST_URL: '/pay/request',
    });
    expect(config.client).toEqual({
      appScheme: 'baroapp',
      siteUrl: 'https://www.baromobile.example',
      fileServerUrl: 'https://cdn.example.kr/files',
      authPopupUrl: 'https://auth.baromobile.example/mobil-card/auth',
      identityRequestUrl: 'https://nice.example.kr/checkplus?site=baro',
      paymentRequestUrl: '/pay/request',
    });
  });

  it('uses the public development field key and a readable sandbox outbox unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.isDevelopmentFieldEncryptionKey).toBe(true);
    expect(config.fieldEncryptionKey).toHaveLength(32);
    expect(config.sandboxOutboxReadable).toBe(true);
    expect(config.identity).toEqual({ provider: 'sandbox', sandboxDelayMs: 0, timeoutMs: 10_000 });
    expect(config.carrier).toEqual({ provider: 'sandbox', sandboxDelayMs: 0, timeoutMs: 10_000 });
    expect(config.courier).toEqual({ provider: 'sandbox', sandboxDelayMs: 0, timeoutMs: 10_000 });
  });

  it('reads the carrier timeout and the sandbox carrier delay', () => {
    expect(loadConfig({ CARRIER_TIMEOUT_MS: '250', CARRIER_SANDBOX_DELAY_MS: '1000' }).carrier).toEqual({
      provider: 'sandbox',
      sandboxDelayMs: 1000,
      timeoutMs: 250,
    });
  });

  it.each([
    ['64 hex digits', 'ab'.repeat(32)],
    ['base64', Buffer.alloc(32, 7).toString('base64')],
  ])('reads FIELD_ENCRYPTION_KEY as %s', (_name, value) => {
    const config = loadConfig({ FIELD_ENCRYPTION_KEY: value, SANDBOX_OUTBOX_READABLE: 'false' });
    expect(config.fieldEncryptionKey).toHaveLength(32);
    expect(config.isDevelopmentFieldEncryptionKey).toBe(false);
    expect(config.sandboxOutboxReadable).toBe(false);
  });

  it('is in demo mode unless told otherwise, trusting no proxy', () => {
    const config = loadConfig({});
    expect(config.appMode).toBe('demo');
    expect(config.trustProxy).toEqual([]);
    expect(config.isPublicHttps).toBe(false);
  });

  it.each([
    ['', []],
    ['false', []],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.2,loopback', ['10.0.0.0/8', '192.168.1.2', 'loopback']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['true', true],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['https://www.baromobile.example', true],
    ['http://192.168.0.20:8080', false],
  ])('reads PUBLIC_URL=%s as HTTPS: %s', (value, isHttps) => {
    expect(loadConfig({ PUBLIC_URL: value }).isPublicHttps).toBe(isHttps);
  });

  const ownKey = 'ab'.repeat(32);
  const ownWebhookSecret = 'whsec_'.padEnd(40, 'k');

  it('refuses to start in production with the sandboxes, naming each setting on a line of its own', () => {
    expect(() =>
      loadConfig({
        APP_MODE: 'production',
        FIELD_ENCRYPTION_KEY: ownKey,
        PAYMENT_WEBHOOK_SECRET: ownWebhookSecret,
      }),
    ).toThrow(
      /^APP_MODE=production refuses IDENTITY_PROVIDER=sandbox: .+\nAPP_MODE=production refuses NOTIFY_PROVIDER=sandbox: .+\nAPP_MODE=production refuses CARRIER_PROVIDER=sandbox: .+\nAPP_MODE=production refuses COURIER_PROVIDER=sandbox: .+\nAPP_MODE=production refuses PAYMENT_PROVIDER=sandbox: .+$/,
    );
  });

  it.each([
    ['SANDBOX_OUTBOX_READABLE=true', { FIELD_ENCRYPTION_KEY: ownKey, SANDBOX_OUTBOX_READABLE: 'true' }],
    ['the published FIELD_ENCRYPTION_KEY', {}],
    ['the published PAYMENT_WEBHOOK_SECRET', { FIELD_ENCRYPTION_KEY: ownKey }],
    ['TRUST_PROXY=true', { FIELD_ENCRYPTION_KEY: ownKey, TRUST_PROXY: 'true' }],
  ])('refuses to start in production with %s', (setting, env) => {
    expect(() => loadConfig({ APP_MODE: 'production', ...env })).toThrow(
      `APP_MODE=production refuses ${setting}:`,
    );
  });

  const productionReady = {
    APP_MODE: 'production',
    FIELD_ENCRYPTION_KEY: ownKey,
    PAYMENT_WEBHOOK_SECRET: ownWebhookSecret,
  };

  it.each([
    ['PUBLIC_URL', 'http://www.baromobile.example'],
    ['FILE_SERVER_URL', 'http://cdn.example.kr/files'],
    ['FILE_SERVER_URL', 'HTTP://cdn.example.kr/files'],
    ['AUTH_POPUP_URL', 'http://auth.baromobile.example/mobil-card/auth'],
    ['IDENTITY_REQUEST_URL', 'http://nice.example.kr/checkplus'],
    ['PAYMENT_REQUEST_URL', 'http://pg.example.kr/pay'],
  ])('refuses to start in production with %s over plain HTTP', (setting, value) => {
    expect(() => loadConfig({ ...productionReady, [setting]: value })).toThrow(
      new RegExp(
        `^APP_MODE=production refuses ${setting}=${value.replaceAll('.', '\\.')}: use an https:// address`,
        'm',
      ),
    );
  });

  it('accepts https addresses and paths on the site in production', () => {
    const env = {
      ...productionReady,
      PUBLIC_URL: 'https://www.baromobile.example',
      FILE_SERVER_URL: 'https://cdn.example.kr/files',
      AUTH_POPUP_URL: '/mobil-card/auth',
      IDENTITY_REQUEST_URL: 'https://nice.example.kr/checkplus',
      PAYMENT_REQUEST_URL: '/api/payment/request',
    };
    // Only the sandbox providers stand in the way (no real adapters exist yet).
    expect(() => loadConfig(env)).toThrow(
      /^APP_MODE=production refuses IDENTITY_PROVIDER=sandbox: .+\nAPP_MODE=production refuses NOTIFY_PROVIDER=sandbox: .+\nAPP_MODE=production refuses CARRIER_PROVIDER=sandbox: .+\nAPP_MODE=production refuses COURIER_PROVIDER=sandbox: .+\nAPP_MODE=production refuses PAYMENT_PROVIDER=sandbox: .+$/,
    );
  });

  it('closes the outbox by default in production', () => {
    expect(() => loadConfig({ APP_MODE: 'production', FIELD_ENCRYPTION_KEY: ownKey })).not.toThrow(
      'SANDBOX_OUTBOX_READABLE',
    );
  });

  it('counts analytics first-party unless told otherwise', () => {
    expect(loadConfig({}).analytics).toEqual({ provider: 'first-party' });
  });

  it('reads a hosted analytics service with its key and timeout', () => {
    const config = loadConfig({
      ANALYTICS_PROVIDER: 'hosted',
      ANALYTICS_HOSTED_URL: 'https://analytics.example/events',
      ANALYTICS_HOSTED_KEY: ' key-1 ',
      ANALYTICS_HOSTED_TIMEOUT_MS: '500',
    });
    expect(config.analytics).toEqual({
      provider: 'hosted',
      url: 'https://analytics.example/events',
      key: 'key-1',
      timeoutMs: 500,
    });
    expect(
      loadConfig({ ANALYTICS_PROVIDER: 'hosted', ANALYTICS_HOSTED_URL: 'https://analytics.example/events' })
        .analytics,
    ).toEqual({
      provider: 'hosted',
      url: 'https://analytics.example/events',
      key: undefined,
      timeoutMs: 2000,
    });
  });

  it('starts in production with first-party analytics: it is no sandbox', () => {
    expect(() =>
      loadConfig({ APP_MODE: 'production', FIELD_ENCRYPTION_KEY: ownKey, ANALYTICS_PROVIDER: 'first-party' }),
    ).not.toThrow('ANALYTICS');
  });

  it('refuses in production a hosted analytics address without https, where the key would travel readable', () => {
    const env = { APP_MODE: 'production', FIELD_ENCRYPTION_KEY: ownKey, ANALYTICS_PROVIDER: 'hosted' };
    expect(() => loadConfig({ ...env, ANALYTICS_HOSTED_URL: 'http://analytics.example/events' })).toThrow(
      'APP_MODE=production refuses an ANALYTICS_HOSTED_URL without https:',
    );
    expect(() =>
      loadConfig({ ...env, ANALYTICS_HOSTED_URL: 'https://analytics.example/events' }),
    ).not.toThrow('ANALYTICS');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('reads the courier timeout and the sandbox courier delay', () => {
    expect(loadConfig({ COURIER_TIMEOUT_MS: '250', COURIER_SANDBOX_DELAY_MS: '1000' }).courier).toEqual({
      provider: 'sandbox',
      sandboxDelayMs: 1000,
      timeoutMs: 250,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ FIELD_ENCRYPTION_KEY: 'too short' }, 'FIELD_ENCRYPTION_KEY'],
    [{ SANDBOX_OUTBOX_READABLE: 'yes' }, 'SANDBOX_OUTBOX_READABLE'],
    [{ IDENTITY_PROVIDER: 'nice' }, 'IDENTITY_PROVIDER'],
    [{ IDENTITY_TIMEOUT_MS: '0' }, 'IDENTITY_TIMEOUT_MS'],
    [{ CARRIER_PROVIDER: 'skt' }, 'CARRIER_PROVIDER'],
    [{ CARRIER_TIMEOUT_MS: '0' }, 'CARRIER_TIMEOUT_MS'],
    [{ CARRIER_SANDBOX_DELAY_MS: '-1' }, 'CARRIER_SANDBOX_DELAY_MS'],
    [{ COURIER_PROVIDER: 'cj' }, 'COURIER_PROVIDER'],
    [{ COURIER_TIMEOUT_MS: '0' }, 'COURIER_TIMEOUT_MS'],
    [{ COURIER_SANDBOX_DELAY_MS: '-1' }, 'COURIER_SANDBOX_DELAY_MS'],
    [{ APP_MODE: 'live' }, 'APP_MODE'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ PUBLIC_URL: 'www.example' }, 'PUBLIC_URL'],
    [{ ANALYTICS_PROVIDER: 'google' }, 'ANALYTICS_PROVIDER'],
    [{ ANALYTICS_PROVIDER: 'hosted' }, 'ANALYTICS_HOSTED_URL: required with ANALYTICS_PROVIDER=hosted'],
    [{ ANALYTICS_PROVIDER: 'hosted', ANALYTICS_HOSTED_URL: 'analytics.example' }, 'ANALYTICS_HOSTED_URL'],
    [{ ANALYTICS_HOSTED_TIMEOUT_MS: '0' }, 'ANALYTICS_HOSTED_TIMEOUT_MS'],
    [{ FILE_SERVER_URL: 'cdn.example.kr/files' }, 'FILE_SERVER_URL'],
    [{ FILE_SERVER_URL: '//cdn.example.kr/files' }, 'FILE_SERVER_URL'],
    [{ FILE_SERVER_URL: 'ftp://cdn.example.kr/files' }, 'FILE_SERVER_URL'],
    [{ FILE_SERVER_URL: '/images?v=2' }, 'FILE_SERVER_URL'],
    [{ FILE_SERVER_URL: 'https://cdn.example.kr/files#x' }, 'FILE_SERVER_URL'],
    [{ APP_SCHEME: 'https' }, 'APP_SCHEME'],
    [{ APP_SCHEME: 'javascript' }, 'APP_SCHEME'],
    [{ APP_SCHEME: 'baro mobile' }, 'APP_SCHEME'],
    [{ APP_SCHEME: '1baro' }, 'APP_SCHEME'],
    [{ APP_SCHEME: 'baromobile://' }, 'APP_SCHEME'],
    [{ AUTH_POPUP_URL: 'javascript:alert(1)' }, 'AUTH_POPUP_URL'],
    [{ IDENTITY_REQUEST_URL: 'identity/request' }, 'IDENTITY_REQUEST_URL'],
    [{ PAYMENT_REQUEST_URL: '/pay request' }, 'PAYMENT_REQUEST_URL'],
  ])('refuses %j, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
