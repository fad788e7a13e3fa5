import type { ChangeLineRequest, LoginUser } from '@mvno/contract';
import { callApi } from '../api/client.ts';
import { decryptLoginUserFields } from './login-user-fields.ts';
import { currentLoginToken, updateLoginUser } from './session.ts';

/** Makes another of the subscriber's lines the active one (POST user/line); self-care then acts on it. */
export async function changeActiveLine(userLineNo: number): Promise<LoginUser> {
  const body: ChangeLineRequest = { userLineNo };
  const token = currentLoginToken();
  const answer = await callApi('changeLine', { body });
  const user = await decryptLoginUserFields(answer, token ?? '');
  updateLoginUser(user);
  return user;
}
