import { simpleAuthProviders } from '@mvno/contract';
import type { SimpleAuthOutput } from '../../../shared/simple-auth/simple-auth-modal.tsx';
import { isRecord } from '../../../shared/is-record.ts';

/** What a finished sign-up or password reset hands the login page (router state, never the address). */
export interface LoginPageState {
  loginId: string;
  notice: string;
}

export function loginPageStateOf(state: unknown): LoginPageState | undefined {
  if (!isRecord(state)) return undefined;
  const { loginId, notice } = state;
  return typeof loginId === 'string' && typeof notice === 'string' ? { loginId, notice } : undefined;
}

/** The proof of a PASSWORD phone auth, handed from /user/find to /user/find/form in router state. */
export interface ResetPasswordState {
  authKey: string;
  phone: string;
}

export function resetPasswordStateOf(state: unknown): ResetPasswordState | undefined {
  if (!isRecord(state)) return undefined;
  const { authKey, phone } = state;
  return typeof authKey === 'string' && typeof phone === 'string' ? { authKey, phone } : undefined;
}

/** Sign-up step 1's verified person, handed to the set-password screen in router state. */
export interface SignUpState {
  userName: string;
  verified: SimpleAuthOutput;
}

export function signUpStateOf(state: unknown): SignUpState | undefined {
  if (!isRecord(state) || typeof state.userName !== 'string' || !isRecord(state.verified)) return undefined;
  const { authSeq, authType, ci, phone } = state.verified;
  const provider = simpleAuthProviders.find((candidate) => candidate === authType);
  if (
    typeof authSeq !== 'string' ||
    provider === undefined ||
    typeof ci !== 'string' ||
    typeof phone !== 'string'
  )
    return undefined;
  return { userName: state.userName, verified: { authSeq, authType: provider, ci, phone } };
}
