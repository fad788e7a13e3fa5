import type {
  CheckPhoneAuthRequest,
  PhoneAuthSent,
  PhoneAuthVerified,
  SendPhoneAuthRequest,
} from '@mvno/contract';
import { callApi } from '../api/client.ts';

/** POST common/send/phone/auth: a 6-digit code by text, valid 3 minutes (purposes USIM, PASSWORD, LOGIN). */
export function sendPhoneAuth(request: SendPhoneAuthRequest): Promise<PhoneAuthSent> {
  return callApi('sendPhoneAuth', { body: request });
}

/** POST common/check/phone/auth: the code typed in; the answer's authKey proves it once, for 10 minutes. */
export function checkPhoneAuth(request: CheckPhoneAuthRequest): Promise<PhoneAuthVerified> {
  return callApi('checkPhoneAuth', { body: request });
}
