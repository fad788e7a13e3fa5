import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettingSchema, companySchema, envelopeSchema, heartBeatSchema, messages } from '@mvno/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

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
    expect(response.json()).toMatchObject({ code: 4000, message: messages.invalidInput('name') });
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 4040, message: messages.notFound, entity: null });
  });
});
