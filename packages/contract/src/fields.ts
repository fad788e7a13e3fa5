import { z } from 'zod';
import { isBirthDate, isEmail, PERSON_NAME_PATTERN, SINGLE_LINE_PATTERN } from './rules/format-check.ts';
import { isResidentNumber } from './rules/identity.ts';
import { IDEMPOTENCY_KEY_LENGTH, POSTGRES_INTEGER_MAX } from './constants.ts';
import { messages } from './messages.ts';
import { errorText, type Message } from './i18n/translate.ts';

// Field schemas every request schema is built from, so that no call takes a value the database cannot
// store: PostgreSQL refuses a NUL byte in text and a number outside `integer` with an error of its own,
// which would reach the user as a server failure instead of "check this field". Each schema also carries
// a pattern or bounds in its JSON Schema (request-schemas.test.ts holds every request schema to that).
// Inputs are accepted as people type them (surrounding spaces, hyphens in numbers) and reach the server
// normalised (trimmed, digits only).

/** Deeper pages than this are never linked from a screen; the bound keeps OFFSET cheap. */
export const PAGE_NUMBER_MAX = 10_000;
export const PAGE_SIZE_MAX = 100;

/** Free text on one line, at most `maxLength` characters; chain `.trim()` and `.min()` as the field needs. */
export function singleLineTextSchema(maxLength: number) {
  return z.string().max(maxLength).regex(SINGLE_LINE_PATTERN);
}

/**
 * Free text over several lines (an inquiry's body): line breaks and tabs are the only control characters it
 * takes, and it holds at least one visible character. Written so that it matches in one pass: the leading
 * blanks can only be blanks, so a long refused text costs no backtracking.
 */
export const MULTI_LINE_PATTERN =
  /^[\t\n\r\p{Zs}]*[^\s\p{Cc}\p{Cs}\p{Zl}\p{Zp}](?:[^\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|[\t\n\r])*$/u;

/**
 * Free text over several lines, trimmed, with its line breaks made line feeds (a textarea's CRLF is one
 * character, as the screen counts it). Too short is said before unusable characters, so an empty field is
 * told what it lacks.
 */
export function multiLineTextSchema(rule: {
  minLength: number;
  maxLength: number;
  messages: { tooShort: Message; tooLong: Message; unusable: Message };
}) {
  const { minLength, maxLength, messages } = rule;
  return z
    .string()
    .refine((value) => value.trim().length >= minLength, { error: errorText(messages.tooShort) })
    .max(maxLength * 2, { error: errorText(messages.tooLong) })
    .regex(MULTI_LINE_PATTERN, { error: errorText(messages.unusable) })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(maxLength, { error: errorText(messages.tooLong) }));
}

/**
 * A value of a fixed shape, as typed: control characters are refused before the surrounding spaces are
 * dropped (so a trailing line feed is not silently accepted), then the trimmed value must match `shape`.
 */
export function shapedTextSchema(shape: RegExp, maxLength: number) {
  return singleLineTextSchema(maxLength).trim().regex(shape);
}

/** A row id in a JSON body: a positive PostgreSQL `integer`. */
export const idSchema = z.number().int().min(1).max(POSTGRES_INTEGER_MAX);

/** A row id read from a path or query string, where it arrives as text. */
export const coercedIdSchema = z.coerce.number<number>().int().min(1).max(POSTGRES_INTEGER_MAX);

/** A row id in a JSON body where 0 stands for none. */
export const idOrZeroSchema = z.number().int().min(0).max(POSTGRES_INTEGER_MAX);

/** 1-based page of a list, from a query string. */
export const pageNumberSchema = z.coerce.number<number>().int().min(1).max(PAGE_NUMBER_MAX);

/** Rows per page, from a query string; -1 asks for every row. */
export const pageSizeSchema = z.coerce
  .number<number>()
  .int()
  .min(-1)
  .max(PAGE_SIZE_MAX)
  .refine((value) => value !== 0, 'limit');

const digitsOnly = (value: string) => value.replace(/-/g, '');

/** A login ID as typed; the ID rules of §5 are the server's to check at sign-up, with their own message. */
export const loginIdInputSchema = singleLineTextSchema(50).trim().min(1);

/** A password as typed, never trimmed: every character counts. The §5 rules are checked by the server. */
export const passwordInputSchema = singleLineTextSchema(100).min(1);

/** A mobile number (010…, 011/016/017/018/019), with or without hyphens; digits only once parsed. */
export const mobileNumberSchema = shapedTextSchema(/^01[016789]-?\d{3,4}-?\d{4}$/, 20).transform(digitsOnly);

/** A person's name as on their ID: Hangul or Latin letters, spaces and dots, up to 30 characters. */
export const personNameSchema = shapedTextSchema(PERSON_NAME_PATTERN, 40);

/** YYYYMMDD with a real month and day. */
export const birthDateSchema = shapedTextSchema(/^\d{8}$/, 20).refine(isBirthDate);

/** Resident registration number (주민등록번호), 13 digits with or without the hyphen; digits only once parsed. */
export const residentNumberSchema = shapedTextSchema(/^\d{6}-?[1-8]\d{6}$/, 20)
  .refine(isResidentNumber)
  .transform(digitsOnly);

/** The pattern gives the shape; isEmail adds the length limits of the local part and the domain labels. */
export const emailSchema = shapedTextSchema(/^[A-Za-z0-9_%+.-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, 260).refine(
  isEmail,
);

/** A stored file's public id: 16 random bytes, URL-safe base64 (never a record number to count through). */
export const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** An opaque, URL-safe random key handed out by the server (authSeq, authKey, authReqTrdNo). */
export const opaqueKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/**
 * The client's key for one submission (IDEMPOTENCY_KEY_HEADER): visible ASCII without spaces, so it reads
 * the same in a header, a log line and the database.
 */
export const idempotencyKeySchema = z
  .string({ error: errorText(messages.idempotencyKeyInvalid) })
  .min(IDEMPOTENCY_KEY_LENGTH.min, { error: errorText(messages.idempotencyKeyInvalid) })
  .max(IDEMPOTENCY_KEY_LENGTH.max, { error: errorText(messages.idempotencyKeyInvalid) })
  .regex(/^[\x21-\x7e]+$/, { error: errorText(messages.idempotencyKeyInvalid) });

/**
 * The 12 random characters the client sent to common/account; calls whose entity is encrypted for the
 * client (simple auth) name it, so the server encrypts with the same key common/account gave.
 */
export const storageSeedSchema = z.string().regex(/^[A-Za-z0-9]{12}$/);
