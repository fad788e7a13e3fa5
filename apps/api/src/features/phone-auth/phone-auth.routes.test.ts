import { describe, expect, it } from 'vitest';
import {
  messages,
  PHONE_AUTH_EXPIRY_SECONDS,
  PHONE_AUTH_RESEND_COOLDOWN_SECONDS,
  phoneAuthSentSchema,
  phoneAuthVerifiedSchema,
  sandboxSmsSchema,
  textOf,
} from '@mvno/contract';
import { phoneAuthChallenges } from '../../db/schema/account.ts';
import { gildong, get, post, readSmsCode, younghee } from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

const clock = createManualClock();
const testApp = useTestApp({}, { clock });

const app = () => testApp.app;
let addressCount = 0;
/** A fresh address per test, so the per-address limits of one test do not reach another. */
const freshAddress = () => `192.0.2.${(addressCount += 1)}`;
/** A fresh number per test: 010-5550-00NN, nobody's line. */
let numberCount = 0;
const freshNumber = () => `0105550${String((numberCount += 1)).padStart(4, '0')}`;

const send = (purpose: string, phone: string, address: string) =>
  post(app(), '/api/common/send/phone/auth', { purpose, phone }, { address });
const check = (purpose: string, phone: string, code: string, address: string) =>
  post(app(), '/api/common/check/phone/auth', { purpose, phone, code }, { address });
const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST common/send/phone/auth', () => {
  it('texts a 6-digit code through the notify sandbox, valid for 3 minutes', async () => {
    const address = freshAddress();
    const { body } = await send('LOGIN', '010-2580-1234', address);
    expect(body.code).toBe(1);
    const sent = phoneAuthSentSchema.parse(body.entity);
    const now = clock.now().getTime();
    expect(Date.parse(sent.expiresAt) - now).toBe(PHONE_AUTH_EXPIRY_SECONDS * 1000);
    expect(Date.parse(sent.resendAvailableAt) - now).toBe(PHONE_AUTH_RESEND_COOLDOWN_SECONDS * 1000);
    const sms = sandboxSmsSchema.parse(
      (await get(app(), `/api/sandbox/outbox?phone=${gildong.lteNumber}`)).body.entity,
    );
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain('[바로모바일]');
    expect(sms.text).toContain('휴대폰 로그인');
  });

  it('keeps the code only as a keyed hash', async () => {
    const phone = freshNumber();
    await send('USIM', phone, freshAddress());
    const code = await readSmsCode(app(), phone);
    const rows = await testApp.database.db.select().from(phoneAuthChallenges);
    const row = rows.find((challenge) => challenge.phone === phone);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses another code for 60 s, then replaces the first one', async () => {
    const phone = freshNumber();
    const address = freshAddress();
    await send('PASSWORD', phone, address);
    const first = await readSmsCode(app(), phone);
    expect((await send('PASSWORD', phone, address)).body).toEqual({
      code: 2,
      message: textOf(messages.phoneAuthResendWait(60)),
      entity: null,
    });
    clock.advanceSeconds(59);
    expect((await send('PASSWORD', phone, address)).body.message).toBe(
      textOf(messages.phoneAuthResendWait(1)),
    );
    clock.advanceSeconds(1);
    expect((await send('PASSWORD', phone, address)).body.code).toBe(1);
    const second = await readSmsCode(app(), phone);
    if (first !== second) {
      expect((await check('PASSWORD', phone, first, address)).body.message).toBe(
        textOf(messages.phoneAuthMismatch(4)),
      );
    }
    expect((await check('PASSWORD', phone, second, address)).body.code).toBe(1);
  });

  it('texts one number at most 5 times an hour (SMS pumping)', async () => {
    const phone = freshNumber();
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await send('USIM', phone, freshAddress())).body.code).toBe(1);
      clock.advanceSeconds(PHONE_AUTH_RESEND_COOLDOWN_SECONDS);
    }
    const { response, body } = await send('USIM', phone, freshAddress());
    expect(response.statusCode).toBe(429);
    expect(body).toEqual({ code: 4290, message: textOf(messages.phoneAuthSendLimit), entity: null });
    clock.advanceSeconds(3600);
    expect((await send('USIM', phone, freshAddress())).body.code).toBe(1);
  });

  it('takes at most 20 requests an hour from one address (SMS pumping)', async () => {
    const address = freshAddress();
    for (let sent = 1; sent <= 20; sent += 1) {
      expect((await send('USIM', freshNumber(), address)).body.code).toBe(1);
    }
    const { response, body } = await send('USIM', freshNumber(), address);
    expect(response.statusCode).toBe(429);
    expect(body.message).toBe(textOf(messages.phoneAuthSendLimit));
  });

  it('answers HTTP 504 with the carrier-delay message when the provider times out, and holds no cool-down', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { response, body } = await send('LOGIN', '010-0000-0504', address);
      expect(response.statusCode).toBe(504);
      expect(body).toEqual({ code: 5040, message: textOf(messages.carrierDelay), entity: null });
    }
  });

  it.each([
    [{ phone: '01012345678' }, 'purpose'],
    [{ purpose: 'EMAIL', phone: '01012345678' }, 'purpose'],
    [{ purpose: 'LOGIN' }, 'phone'],
    [{ purpose: 'LOGIN', phone: '02-123-4567' }, 'phone'],
    [{ purpose: 'LOGIN', phone: '0101234' }, 'phone'],
    [{ purpose: 'LOGIN', phone: 1012345678 }, 'phone'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { response, body } = await post(app(), '/api/common/send/phone/auth', payload);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.invalidInput(field)), entity: null });
  });
});

describe('POST common/check/phone/auth', () => {
  it('gives an authKey for the right code, once', async () => {
    const address = freshAddress();
    await send('LOGIN', younghee.number, address);
    const code = await readSmsCode(app(), younghee.number);
    const { body } = await check('LOGIN', '010-3690-2468', code, address);
    const verified = phoneAuthVerifiedSchema.parse(body.entity);
    expect(Buffer.from(verified.authKey, 'base64url')).toHaveLength(32);
    expect(Date.parse(verified.expiresAt) - clock.now().getTime()).toBe(600_000);
    expect((await check('LOGIN', younghee.number, code, address)).body.message).toBe(
      textOf(messages.phoneAuthNotRequested),
    );
  });

  it('allows 5 wrong tries, then refuses even the right code', async () => {
    const phone = freshNumber();
    const address = freshAddress();
    await send('USIM', phone, address);
    const code = await readSmsCode(app(), phone);
    const wrong = wrongCodeOf(code);
    for (const remaining of [4, 3, 2, 1]) {
      expect((await check('USIM', phone, wrong, address)).body).toEqual({
        code: 2,
        message: textOf(messages.phoneAuthMismatch(remaining)),
        entity: null,
      });
    }
    expect((await check('USIM', phone, wrong, address)).body.message).toBe(
      textOf(messages.phoneAuthTooManyTries),
    );
    expect((await check('USIM', phone, code, address)).body.message).toBe(
      textOf(messages.phoneAuthTooManyTries),
    );
  });

  it('refuses a code after 3 minutes', async () => {
    const phone = freshNumber();
    const address = freshAddress();
    await send('USIM', phone, address);
    const code = await readSmsCode(app(), phone);
    clock.advanceSeconds(PHONE_AUTH_EXPIRY_SECONDS);
    expect((await check('USIM', phone, code, address)).body.message).toBe(textOf(messages.phoneAuthExpired));
  });

  it.each([
    ['another purpose', 'PASSWORD', (phone: string) => phone],
    ['another number', 'USIM', () => '01055599999'],
  ])('refuses a code checked for %s', async (_name, purpose, numberOf) => {
    const phone = freshNumber();
    const address = freshAddress();
    await send('USIM', phone, address);
    const code = await readSmsCode(app(), phone);
    expect((await check(purpose, numberOf(phone), code, address)).body.message).toBe(
      textOf(messages.phoneAuthNotRequested),
    );
  });

  it('takes at most 30 checks in 10 minutes from one address', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await check('USIM', freshNumber(), '123456', address)).body.code).toBe(2);
    }
    const { response, body } = await check('USIM', freshNumber(), '123456', address);
    expect(response.statusCode).toBe(429);
    expect(body.message).toBe(textOf(messages.tooManyRequests));
  });

  it.each([
    [{ purpose: 'USIM', phone: '01012345678' }, 'code'],
    [{ purpose: 'USIM', phone: '01012345678', code: '12345' }, 'code'],
    [{ purpose: 'USIM', phone: '01012345678', code: '1234567' }, 'code'],
    [{ purpose: 'USIM', phone: '01012345678', code: 'abcdef' }, 'code'],
    [{ purpose: 'SIM', phone: '01012345678', code: '123456' }, 'purpose'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { response, body } = await post(app(), '/api/common/check/phone/auth', payload);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.invalidInput(field)), entity: null });
  });
});

describe('GET sandbox/outbox', () => {
  it('answers 4040 for a number that got no text', async () => {
    const { body } = await get(app(), '/api/sandbox/outbox?phone=01099998888');
    expect(body).toEqual({ code: 4040, message: textOf(messages.notFound), entity: null });
  });

  it('rejects a number that is not a mobile number', async () => {
    const { response } = await get(app(), '/api/sandbox/outbox?phone=abc');
    expect(response.statusCode).toBe(400);
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'answers a caller on this machine (%s)',
    async (address) => {
      await send('USIM', '01012349876', freshAddress());
      const { body } = await get(app(), '/api/sandbox/outbox?phone=01012349876', { address });
      expect(sandboxSmsSchema.parse(body.entity).code).toMatch(/^\d{6}$/);
    },
  );

  it.each(['192.168.0.20', '203.0.113.7', '::ffff:10.0.0.3', '2001:db8::1'])(
    'does not exist for a caller from elsewhere (%s), even for a number that got a code',
    async (address) => {
      await send('PASSWORD', gildong.fiveGNumber, freshAddress());
      const { response, body } = await get(app(), `/api/sandbox/outbox?phone=${gildong.fiveGNumber}`, {
        address,
      });
      expect(response.statusCode).toBe(404);
      expect(body).toEqual({ code: 4040, message: textOf(messages.notFound), entity: null });
    },
  );
});

describe('outbox and identity config', () => {
  it('does not serve the outbox when SANDBOX_OUTBOX_READABLE=false, yet still sends', async () => {
    const closed = await createTestApp({ SANDBOX_OUTBOX_READABLE: 'false' });
    try {
      const sent = await post(closed.app, '/api/common/send/phone/auth', {
        purpose: 'USIM',
        phone: '01012340000',
      });
      expect(sent.body.code).toBe(1);
      const { response } = await get(closed.app, '/api/sandbox/outbox?phone=01012340000');
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('turns a sandbox delay longer than IDENTITY_TIMEOUT_MS into HTTP 504', async () => {
    const slow = await createTestApp({ IDENTITY_SANDBOX_DELAY_MS: '300', IDENTITY_TIMEOUT_MS: '50' });
    try {
      const { response, body } = await post(slow.app, '/api/common/send/phone/auth', {
        purpose: 'USIM',
        phone: '01012340000',
      });
      expect(response.statusCode).toBe(504);
      expect(body.message).toBe(textOf(messages.carrierDelay));
    } finally {
      await slow.close();
    }
  });
});
