import type {
  ChangePasswordRequest,
  JoinRequest,
  JoinResult,
  PasswordChanged,
  UserCheck,
} from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

/** POST user/join: a subscriber with a line and an approved simple auth creates a login. */
export function join(request: JoinRequest): Promise<JoinResult> {
  return requestEntity<JoinResult>('/user/join', { method: 'POST', body: request });
}

/** GET user/check?loginId=: whether the ID can still be taken (the rules of §5 are checked before asking). */
export function checkLoginId(loginId: string): Promise<UserCheck> {
  return requestEntity<UserCheck>('/user/check', { query: { loginId } });
}

/** POST user/password: RESET after a PASSWORD phone auth, CHANGE with the current password when logged in. */
export function changePassword(request: ChangePasswordRequest): Promise<PasswordChanged> {
  return requestEntity<PasswordChanged>('/user/password', { method: 'POST', body: request });
}
