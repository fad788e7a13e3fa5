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
