/** What one log line says of an unexpected error: bounded, and without any value a caller sent. */
export interface ErrorSummary {
  type: string;
  /** A framework code (FST_…) or PostgreSQL's SQLSTATE, from the error or what caused it. */
  code?: string;
  /** The first line of the message, cut before any query parameters, at most MESSAGE_LIMIT characters. */
  message: string;
  /** The innermost cause's type: a database error says what kind without its (value-bearing) text. */
  cause?: string;
  /** The top stack frames, enough to find the place. */
  at: string[];
}

const MESSAGE_LIMIT = 200;
const FRAME_COUNT = 3;

function codeOf(error: object): string | undefined {
  return 'code' in error && typeof error.code === 'string' && /^[A-Z0-9_]{1,40}$/.test(error.code)
    ? error.code
    : undefined;
}

/**
 * Turns an error into a short summary fit for the log. Database errors carry the statement's parameters
 * (login IDs, push tokens) in their message and PostgreSQL's own text can quote a value, so only the first
 * line before `params:` is kept from the outer message, and only the type and code from the causes.
 */
export function summarizeError(error: unknown): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)', at: [] };
  const firstLine = (error.message.split('\n')[0] ?? '').replace(/\s*params:.*$/, '');
  const summary: ErrorSummary = {
    type: error.name,
    message: firstLine.length > MESSAGE_LIMIT ? `${firstLine.slice(0, MESSAGE_LIMIT)}…` : firstLine,
    at: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, FRAME_COUNT)
      .map((line) => line.trim().slice(0, 160)),
  };
  let code = codeOf(error);
  for (let cause: unknown = error.cause, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    summary.cause = cause.name;
    code ??= codeOf(cause);
    cause = cause.cause;
  }
  if (code !== undefined) summary.code = code;
  return summary;
}
