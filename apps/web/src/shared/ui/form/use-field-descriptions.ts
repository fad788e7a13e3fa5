import { useId, type ReactNode } from 'react';

interface FieldDescriptionsOptions {
  /** The id the screen gave the control, if any; otherwise one is made from the field's own id. */
  id: string | undefined;
  /** What the control is ('input', 'select', 'textarea'): the end of the id made for it. */
  control: string;
  hint: ReactNode;
  error: string | null | undefined;
  /** A good outcome, shown in the error's place when there is no error. */
  success?: string | null;
  /** Whether the field shows a character count, which describes it after the hint. */
  hasCount?: boolean;
  /** Ids of more elements that describe the field (a rule list), read last. */
  describedBy?: string;
}

const isShown = (text: string | null | undefined): text is string =>
  text !== undefined && text !== null && text !== '';

/**
 * The ids of a field's label target, hint, message and count, and what describes the control: the message
 * first (an error or a success), then the hint, the count and any ids the screen adds. Every field of the
 * design system reads the same way to a screen reader.
 */
export function useFieldDescriptions({
  id,
  control,
  hint,
  error,
  success,
  hasCount = false,
  describedBy,
}: FieldDescriptionsOptions) {
  const ownId = useId();
  const hintId = `${ownId}-hint`;
  const messageId = `${ownId}-error`;
  const countId = `${ownId}-count`;
  const hasError = isShown(error);
  const hasSuccess = !hasError && isShown(success);
  const descriptions = [
    hasError || hasSuccess ? messageId : undefined,
    hint === undefined ? undefined : hintId,
    hasCount ? countId : undefined,
    describedBy,
  ]
    .filter((value) => value !== undefined)
    .join(' ');
  return {
    controlId: id ?? `${ownId}-${control}`,
    hintId,
    messageId,
    countId,
    hasError,
    hasSuccess,
    /** What the message line says: the error, else the success, else nothing. */
    message: hasError ? error : hasSuccess ? success : null,
    /** For aria-describedby: nothing when nothing describes the field. */
    describedBy: descriptions === '' ? undefined : descriptions,
  };
}

export type FieldDescriptions = ReturnType<typeof useFieldDescriptions>;
