import type { Envelope, LoginRequest, LoginUser } from '@mvno/contract';
import { LOGIN_TOKEN_HEADER, messages, resultCodes, textOf } from '@mvno/contract';
import { callApiWithHeaders } from '../../../shared/api/client.ts';
import { decryptLoginUserFields } from '../../../shared/session/login-user-fields.ts';
import { startSession } from '../../../shared/session/session.ts';

export interface LoginChoices {
  isSavePhone: boolean;
  isAutoLogin: boolean;
}

/**
 * POST user/login. Code 1 with a token starts the session (spec §4); any other code comes back as the
 * envelope, unchanged, for the screen to show its message (spec §8).
 */
export async function login(
  request: LoginRequest,
  choices: LoginChoices,
): Promise<Envelope<LoginUser | null>> {
  const { envelope, headers } = await callApiWithHeaders('login', {
    // Auto-login is the server's business too: such a session has no idle limit (docs/accounts.md).
    body: { ...request, isAutoLogin: choices.isAutoLogin },
  });
  if (envelope.code !== resultCodes.success || envelope.entity === null) return envelope;
  const token = headers.get(LOGIN_TOKEN_HEADER);
  if (token === null || token === '')
    return { code: resultCodes.serverError, message: textOf(messages.serverError), entity: null };
  let user: LoginUser;
  try {
    user = await decryptLoginUserFields(envelope.entity, token);
  } catch {
    return { code: resultCodes.serverError, message: textOf(messages.serverError), entity: null };
  }
  startSession(token, user, {
    ...choices,
    phone: request.loginType === 'PHONE' ? request.serviceNumber : user.loginServiceNumber,
  });
  return { ...envelope, entity: user };
}
