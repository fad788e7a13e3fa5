import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gildong, get, loginWithId, post } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let plainHttp: TestApp;
let publicHttps: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  [plainHttp, publicHttps, behindProxy] = await Promise.all([
    createTestApp(),
    createTestApp({ PUBLIC_URL: 'https://www.baromobile.example' }),
    createTestApp({ TRUST_PROXY: '127.0.0.1' }),
  ]);
});
afterAll(() => Promise.all([plainHttp.close(), publicHttps.close(), behindProxy.close()]));

async function headersOf(
  testApp: TestApp,
  options: { headers?: Record<string, string>; from?: string } = {},
) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/common/heart-beat',
    headers: options.headers ?? {},
    remoteAddress: options.from ?? '127.0.0.1',
  });
  return response.headers;
}

function isHttpsOnly(headers: Record<string, unknown>) {
  return {
    hasHsts: headers['strict-transport-security'] !== undefined,
    hasUpgrade: String(headers['content-security-policy']).includes('upgrade-insecure-requests'),
  };
}

describe('headers that only make sense over HTTPS', () => {
  // Over plain HTTP they would make a browser fetch the page's scripts over HTTPS, which is not there.
  it('are left out on plain HTTP, while the rest of the protection stays', async () => {
    const headers = await headersOf(plainHttp);
    expect(isHttpsOnly(headers)).toEqual({ hasHsts: false, hasUpgrade: false });
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('are sent when the public address is https', async () => {
    const headers = await headersOf(publicHttps);
    expect(isHttpsOnly(headers)).toEqual({ hasHsts: true, hasUpgrade: true });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keep HSTS on a built file, which carries no document policy', async () => {
    const { headers } = await publicHttps.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toBeUndefined();
  });

  it('are sent when a trusted proxy says the visitor came over https', async () => {
    const headers = await headersOf(behindProxy, { headers: { 'x-forwarded-proto': 'https' } });
    expect(isHttpsOnly(headers)).toEqual({ hasHsts: true, hasUpgrade: true });
  });

  it('are left out when a trusted proxy says http', async () => {
    const headers = await headersOf(behindProxy, { headers: { 'x-forwarded-proto': 'http' } });
    expect(isHttpsOnly(headers)).toEqual({ hasHsts: false, hasUpgrade: false });
  });

  it.each([
    ['no proxy is trusted', () => plainHttp, '127.0.0.1'],
    ['the sender is not the trusted proxy', () => behindProxy, '203.0.113.9'],
  ])('ignore X-Forwarded-Proto when %s', async (_case, testApp, from) => {
    const headers = await headersOf(testApp(), { headers: { 'x-forwarded-proto': 'https' }, from });
    expect(isHttpsOnly(headers)).toEqual({ hasHsts: false, hasUpgrade: false });
  });
});

describe('caching of API answers', () => {
  const app = () => plainHttp.app;

  it('forbids storing the logged-in user, the login, the check and identity calls', async () => {
    const { token } = await loginWithId(app(), gildong);
    const answers = [
      (await get(app(), '/api/user', { token })).response,
      (
        await post(app(), '/api/user/login', {
          loginType: 'ID',
          loginId: gildong.loginId,
          password: gildong.password,
        })
      ).response,
      (await get(app(), '/api/user/check', { token })).response,
      (await get(app(), '/api/user/check?loginId=newid123')).response,
      (await post(app(), '/api/third-party/check/real-name', { userName: '홍길동', ssn: '8804151234567' }))
        .response,
      await app().inject({
        method: 'POST',
        url: '/api/common/account',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'k3Xa9QpL2mZ7',
      }),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
  });

  it.each([
    ['a refusal', 'GET', '/api/user'],
    ['bad input', 'GET', '/api/product/plan?limit=0'],
    ['an unknown catalogue id', 'GET', '/api/product/plan/999999'],
    ['an unknown API path', 'GET', '/api/no/such/call'],
    ['an unknown API path asked with HEAD', 'HEAD', '/api/no/such/call'],
    ['a setting', 'GET', '/api/common/app-setting/SELF_OPEN_NEW_FLAG'],
  ] as const)('forbids storing %s', async (_case, method, url) => {
    const response = await app().inject({ method, url });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets a catalogue read keep its own caching', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/product/plan' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

describe('images from the file server', () => {
  it('lets pages show images from the site itself by default', async () => {
    const headers = await headersOf(plainHttp);
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it("lets pages show images from a CDN's origin once FILE_SERVER_URL names one", async () => {
    const cdn = await createTestApp({ FILE_SERVER_URL: 'https://cdn.example.kr/files' });
    try {
      const page = await cdn.app.inject({ method: 'GET', url: '/main' });
      const api = await headersOf(cdn);
      for (const headers of [page.headers, api])
        expect(headers['content-security-policy']).toContain(
          "img-src 'self' data: blob: https://cdn.example.kr;",
        );
    } finally {
      await cdn.close();
    }
  });
});

describe('the postcode search of the address modal', () => {
  it("lets in Kakao's postcode script and its frame, and no other outside script or frame", async () => {
    const policy = String((await headersOf(plainHttp))['content-security-policy']).split('; ');
    expect(policy).toContain("script-src 'self' https://t1.kakaocdn.net https://t1.daumcdn.net");
    expect(policy).toContain("frame-src 'self' https://postcode.map.kakao.com https://postcode.map.daum.net");
    expect(policy).toContain("default-src 'self'");
  });
});
