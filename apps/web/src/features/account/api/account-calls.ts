import type {
  ChangePasswordRequest,
  JoinRequest,
  JoinResult,
  PasswordChanged,
  UserCheck,
} from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

/** POST user/join: a subscriber with a line and an approved simple auth creates a login. */
export function join(request: JoinRequest): Promise<JoinResult> {
  return callApi('join', { body: request });
}

/** GET user/check?loginId=: whether the ID can still be taken (the rules of §5 are checked before asking). */
export function checkLoginId(loginId: string): Promise<UserCheck> {
  return callApi('checkUser', { query: { loginId } });
}

/** POST user/password: RESET after a PASSWORD phone auth, CHANGE with the current password when logged in. */
export function changePassword(request: ChangePasswordRequest): Promise<PasswordChanged> {
  return callApi('changePassword', { body: request });
}
