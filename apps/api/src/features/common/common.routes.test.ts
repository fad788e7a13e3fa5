import { describe, expect, it } from 'vitest';
import {
  appSettingSchema,
  clientConfigSchema,
  clientStorageKeySchema,
  companySchema,
  envelopeSchema,
  heartBeatSchema,
  messages,
  textOf,
} from '@mvno/contract';
import { useTestApp } from '../../test/test-app.ts';

const testApp = useTestApp();

describe('common', () => {
  it('answers the heart-beat', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/common/heart-beat' });
    expect(response.statusCode).toBe(200);
    const body = envelopeSchema(heartBeatSchema).parse(response.json());
    expect(body).toMatchObject({ code: 1, entity: { status: 'UP' } });
  });

  it('gives the company and customer-centre details from config', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/common/company' });
    const body = envelopeSchema(companySchema).parse(response.json());
    expect(body.entity.brandName).toBe('바로모바일');
    expect(body.entity.freeCallNumber).toBe('114');
    expect(body.entity.externalLinks).toHaveLength(4);
  });

  it('gives the client config of spec §3, the same values the served pages carry', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/common/client-config' });
    const body = envelopeSchema(clientConfigSchema).parse(response.json());
    expect(body.entity).toEqual(testApp.config.client);
    expect(body.entity).toMatchObject({ appScheme: 'baromobile', fileServerUrl: '/images' });
  });

  it('reads an app setting', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/common/app-setting/SELF_OPEN_NEW_FLAG',
    });
    const body = envelopeSchema(appSettingSchema).parse(response.json());
    expect(body.entity).toEqual({ name: 'SELF_OPEN_NEW_FLAG', value: 'Y' });
  });

  it('rejects an unknown app setting naming the field', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/common/app-setting/NOPE' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 4000, message: textOf(messages.invalidInput('name')) });
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 4040, message: textOf(messages.notFound), entity: null });
  });
});

describe('POST common/account', () => {
  const postForm = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/common/account',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers an AES-256-CBC key and iv for a form-encoded body of 12 random characters', async () => {
    const response = await postForm('k3Xa9QpL2mZ7');
    const key = envelopeSchema(clientStorageKeySchema).parse(response.json()).entity;
    expect(key.algorithm).toBe('AES-256-CBC');
    expect(Buffer.from(key.key, 'base64')).toHaveLength(32);
    expect(Buffer.from(key.iv, 'base64')).toHaveLength(16);
  });

  it('gives the same key for the same characters, in either form, and another for others', async () => {
    const keyOf = async (payload: string, contentType?: string) =>
      envelopeSchema(clientStorageKeySchema).parse((await postForm(payload, contentType)).json()).entity;
    const bare = await keyOf('k3Xa9QpL2mZ7');
    expect(await keyOf('random=k3Xa9QpL2mZ7')).toEqual(bare);
    expect(await keyOf('{"random":"k3Xa9QpL2mZ7"}', 'application/json')).toEqual(bare);
    const other = await keyOf('k3Xa9QpL2mZ8');
    expect(other.key).not.toBe(bare.key);
    expect(other.iv).not.toBe(bare.iv);
  });

  it.each([
    ['11 characters', 'k3Xa9QpL2mZ'],
    ['13 characters', 'k3Xa9QpL2mZ77'],
    ['a symbol', 'k3Xa9QpL2m-7'],
    ['an empty body', ''],
    ['two fields', 'random=k3Xa9QpL2mZ7&random=k3Xa9QpL2mZ8'],
  ])('rejects %s naming random', async (_name, payload) => {
    const response = await postForm(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: textOf(messages.invalidInput('random')),
      entity: null,
    });
  });

  it('refuses a form body over 4 KB', async () => {
    const response = await postForm(`random=${'a'.repeat(5000)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 4000 });
  });
});
