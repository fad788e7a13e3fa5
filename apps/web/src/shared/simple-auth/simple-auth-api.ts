import type {
  FindSimpleAuthResultRequest,
  SimpleAuthProvider,
  SimpleAuthRequested,
  SimpleAuthResult,
  StartSimpleAuthRequest,
} from '@mvno/contract';
import { simpleAuthProviders } from '@mvno/contract';
import { callApi } from '../api/client.ts';
import { decryptJson } from '../storage/aes-cbc.ts';
import { getStorageSeed, obtainStorageKey } from '../storage/storage-key.ts';
import { isRecord } from '../is-record.ts';

/**
 * Simple auth through NAVER, PASS, KB or TOSS (spec §3, §7 third-party/auth/inicis/*). Both answers are
 * encrypted JSON made with the key `common/account` gives for our storage seed (`random`), decrypted here.
 * A value that does not decrypt, or does not have the expected shape, is undefined: '잘못된 인증 정보입니다.'.
 */

const isProvider = (value: unknown): value is SimpleAuthProvider =>
  simpleAuthProviders.some((provider) => provider === value);

function isRequested(value: unknown): value is SimpleAuthRequested {
  return (
    isRecord(value) &&
    typeof value.authSeq === 'string' &&
    isProvider(value.directAgency) &&
    typeof value.userName === 'string' &&
    typeof value.userPhone === 'string' &&
    typeof value.resultCode === 'string'
  );
}

function isResult(value: unknown): value is SimpleAuthResult {
  return (
    isRecord(value) &&
    typeof value.authSeq === 'string' &&
    typeof value.resultCode === 'string' &&
    typeof value.userName === 'string' &&
    typeof value.userPhone === 'string' &&
    typeof value.userCi === 'string'
  );
}

async function decryptEntity(encrypted: string): Promise<unknown> {
  try {
    return await decryptJson(await obtainStorageKey(), encrypted);
  } catch {
    return undefined;
  }
}

/** Step 1: the provider pushes an approval request to the person's app. */
export async function requestSimpleAuth(
  form: Omit<StartSimpleAuthRequest, 'random'>,
): Promise<SimpleAuthRequested | undefined> {
  const body: StartSimpleAuthRequest = { ...form, random: getStorageSeed() };
  const encrypted = await callApi('requestSimpleAuth', { body });
  const value = await decryptEntity(encrypted);
  return isRequested(value) ? value : undefined;
}

/** Step 2: after the person approved in the app, the result ('0000' = success). */
export async function findSimpleAuthResult(authSeq: string): Promise<SimpleAuthResult | undefined> {
  const body: FindSimpleAuthResultRequest = { authSeq, random: getStorageSeed() };
  const encrypted = await callApi('findSimpleAuthResult', { body });
  const value = await decryptEntity(encrypted);
  return isResult(value) ? value : undefined;
}
