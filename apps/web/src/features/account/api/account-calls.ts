import {
  isFlowEnd,
  signUpFlow,
  type ChangePasswordRequest,
  type FinishSignUpRequest,
  type JoinResult,
  type PasswordChanged,
  type SignUpFlow,
  type UserCheck,
} from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';
import type { FlowCalls } from '../../../shared/flow/use-flow.ts';

/** GET user/check?loginId=: whether the ID can still be taken (the rules of §5 are checked before asking). */
export function checkLoginId(loginId: string): Promise<UserCheck> {
  return callApi('checkUser', { query: { loginId } });
}

/** POST user/password: RESET after a PASSWORD phone auth, CHANGE with the current password when logged in. */
export function changePassword(request: ChangePasswordRequest): Promise<PasswordChanged> {
  return callApi('changePassword', { body: request });
}

/** Sign-up as the flow the server keeps (docs/flows.md): started, found and moved by its key. */
export const signUpFlowCalls: FlowCalls<SignUpFlow> = {
  name: signUpFlow.name,
  async start() {
    const { flowKey, ...state } = await callApi('startSignUp', {});
    return { flowKey, state };
  },
  find: (flowKey) => callApi('findSignUp', { params: { flowKey } }),
  isOver: (state) => isFlowEnd(signUpFlow, state.step),
};

/** VERIFY → CREDENTIALS with an approved simple auth. */
export function verifySignUp(flowKey: string, authSeq: string): Promise<SignUpFlow> {
  return callApi('verifySignUp', { params: { flowKey }, body: { authSeq } });
}

/** CREDENTIALS → JOINED: the login is made with the flow's verification. */
export function finishSignUp(flowKey: string, request: FinishSignUpRequest): Promise<JoinResult> {
  return callApi('finishSignUp', { params: { flowKey }, body: request });
}
