import { z } from 'zod';
import { isBirthDate, isEmail, isMobileNumber } from './rules/format-check.ts';
import { isResidentNumber } from './rules/identity.ts';

// Field schemas shared by several calls. Inputs are accepted as people type them (hyphens in numbers)
// and reach the server normalised (digits only).

const digitsOnly = (value: string) => value.replace(/-/g, '');

/** A mobile number (010…, 011/016/017/018/019), with or without hyphens; digits only once parsed. */
export const mobileNumberSchema = z.string().trim().refine(isMobileNumber).transform(digitsOnly);

/** A person's name as on their ID: Hangul or Latin letters, spaces and dots, up to 30 characters. */
export const personNameSchema = z
  .string()
  .trim()
  .regex(/^[가-힣A-Za-z][가-힣A-Za-z .]{0,29}$/);

/** YYYYMMDD with a real month and day. */
export const birthDateSchema = z.string().trim().refine(isBirthDate);

/** Resident registration number (주민등록번호), 13 digits with or without the hyphen; digits only once parsed. */
export const residentNumberSchema = z.string().trim().refine(isResidentNumber).transform(digitsOnly);

export const emailSchema = z.string().trim().refine(isEmail);

/** An opaque, URL-safe random key handed out by the server (authSeq, authKey, authReqTrdNo). */
export const opaqueKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/**
 * The 12 random characters the client sent to common/account; calls whose entity is encrypted for the
 * client (simple auth) name it, so the server encrypts with the same key common/account gave.
 */
export const storageSeedSchema = z.string().regex(/^[A-Za-z0-9]{12}$/);
