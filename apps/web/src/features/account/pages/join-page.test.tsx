import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { readStored, removeStored, writeStored } from '../../../shared/storage/encrypted-storage.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { refusal, stubCalls } from '../../../test/stub-calls.ts';
import JoinPage, { joinPageTexts } from './join-page.tsx';

const noMaintenance = { findMaintenanceWindows: () => ({ list: [], totalCount: 0 }) };
const flowKey = 'k'.repeat(43);
const signUpAt = (step: 'VERIFY' | 'CREDENTIALS' | 'JOINED') => ({
  flowName: 'sign-up',
  step,
  expiresAt: '2026-11-29T10:00:00.000Z',
  collected:
    step === 'VERIFY'
      ? { maskedName: null, maskedPhone: null, verifiedUntil: null, loginId: null }
      : {
          maskedName: '이*준',
          maskedPhone: '010-****-1357',
          verifiedUntil: '2026-11-26T10:10:00.000Z',
          loginId: null,
        },
});

afterEach(() => removeStored('flowKeys'));

const renderJoin = () => renderAppRoutes('/user/login/simple', { '/user/login/simple': JoinPage });

describe('/user/login/simple, sign-up’s VERIFY step', () => {
  it('offers to go on with a sign-up this device verified before, as the server keeps it', async () => {
    writeStored('flowKeys', { 'sign-up': flowKey });
    stubCalls({ ...noMaintenance, findSignUp: () => signUpAt('CREDENTIALS') });
    renderJoin();
    expect(await screen.findByText(i18n._(joinPageTexts.resume))).toBeTruthy();
    expect(screen.getByText('이*준')).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n._(joinPageTexts.resumeAction) }).getAttribute('href')).toBe(
      '/user/login/password',
    );
  });

  it('forgets a sign-up the server no longer knows, and offers nothing to go on with', async () => {
    writeStored('flowKeys', { 'sign-up': flowKey });
    stubCalls({ ...noMaintenance, findSignUp: () => refusal(4040, textOf(messages.flowNotFound)) });
    renderJoin();
    expect(await screen.findByRole('button', { name: '간편인증하기' })).toBeTruthy();
    await expect.poll(() => readStored('flowKeys')).toBeUndefined();
    expect(screen.queryByText(i18n._(joinPageTexts.resume))).toBeNull();
  });

  it('forgets a sign-up that ended elsewhere (another tab made the login)', async () => {
    writeStored('flowKeys', { 'sign-up': flowKey });
    stubCalls({ ...noMaintenance, findSignUp: () => signUpAt('JOINED') });
    renderJoin();
    await expect.poll(() => readStored('flowKeys')).toBeUndefined();
    expect(screen.queryByText(i18n._(joinPageTexts.resume))).toBeNull();
  });
});
