import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { flushStoredData, loadStoredData } from '../storage/encrypted-storage.ts';
import { readEncrypted, storeEncrypted } from '../../test/storage.ts';
import { allianceStore, startAllianceVisit, useIsPartnerLayout } from './alliance.ts';

beforeEach(() => allianceStore.set(null));

/** A page load: memory starts empty and the encrypted storage is read again. */
async function reloadPage(): Promise<void> {
  await flushStoredData();
  allianceStore.set(null);
  await loadStoredData();
}

describe('startAllianceVisit: the partner a visit came through (spec §1, §3)', () => {
  it('takes ?alliance= from the address and keeps it, encrypted, for the rest of the visit', async () => {
    startAllianceVisit('?alliance=ALAC1026&utm_source=partner', false);
    expect(allianceStore.get()).toBe('ALAC1026');
    await flushStoredData();
    expect(window.localStorage.getItem('alliance')).not.toContain('ALAC1026');
    expect(await readEncrypted('alliance')).toBe('ALAC1026');

    // Another page of the same visit, without the query.
    await reloadPage();
    startAllianceVisit('?isRoot=1', true);
    expect(allianceStore.get()).toBe('ALAC1026');
  });

  it('forgets the partner of an earlier visit', async () => {
    await storeEncrypted('alliance', 'ALAC1026');
    await loadStoredData();

    startAllianceVisit('', false);

    expect(allianceStore.get()).toBeNull();
    expect(window.localStorage.getItem('alliance')).toBeNull();
  });

  it('lets a new partner in the address replace the kept one; an empty value is no partner', async () => {
    await storeEncrypted('alliance', 'ALAC1026');
    await loadStoredData();

    startAllianceVisit('?alliance=ALSK2001', true);
    expect(allianceStore.get()).toBe('ALSK2001');
    await flushStoredData();
    expect(await readEncrypted('alliance')).toBe('ALSK2001');

    await reloadPage();
    startAllianceVisit('?alliance=', true);
    expect(allianceStore.get()).toBe('ALSK2001');
  });

  it('leaves an ordinary visit without a partner', async () => {
    startAllianceVisit('?utm_source=search', false);
    expect(allianceStore.get()).toBeNull();
    await flushStoredData();
    expect(window.localStorage.getItem('alliance')).toBeNull();
  });
});

describe('useIsPartnerLayout', () => {
  it('hides the header and footer only for partner ALAC1026, and follows a change of partner', () => {
    const { result } = renderHook(() => useIsPartnerLayout());
    expect(result.current).toBe(false);

    act(() => startAllianceVisit('?alliance=ALAC1026', false));
    expect(result.current).toBe(true);

    act(() => startAllianceVisit('?alliance=ALSK2001', true));
    expect(result.current).toBe(false);
  });
});
