import { useLoginUser } from './session.ts';

/**
 * The line self-care acts on (user/line switches it): part of every self-care query's key, so what is shown
 * about one line is never shown for another.
 */
export function useLineInUseNo(): number | null {
  return useLoginUser()?.loginUserLine.userLineNo ?? null;
}
