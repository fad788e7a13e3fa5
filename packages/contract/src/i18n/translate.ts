import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from './locale.ts';

/**
 * A message a person reads, before it is put in words: its id in the catalogue, its Korean source and the
 * values it names (docs/languages.md). The contract's rules and the server's envelopes carry these; the
 * words are chosen for the reader's language where they are shown.
 */
export type Message = MessageDescriptor & { id: string };

const translators = new Map<Locale, I18n>();

function translatorOf(locale: Locale): I18n {
  let translator = translators.get(locale);
  if (translator === undefined) {
    translator = setupI18n({ locale, messages: { [locale]: {} } });
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * Adds a compiled catalogue of a language (packages/contract/src/locales/<locale>.ts): the server loads
 * both, the browser only the page's.
 */
export function loadMessages(locale: Locale, messages: Messages): void {
  translatorOf(locale).load(locale, messages);
}

let localeSource: () => Locale = () => SOURCE_LOCALE;

/**
 * Where the language of the words being written now comes from: the page's language in the browser, the
 * request's on the server (a zod rule words its refusal while the request is checked).
 */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}

export function currentLocale(): Locale {
  return localeSource();
}

/** A message in words, in the current language or the one given. */
export function textOf(message: Message, locale: Locale = localeSource()): string {
  return translatorOf(locale)._(message);
}

/**
 * A rule's refusal as zod asks for it: worded when the input is checked, so in the language of whoever
 * sent it.
 */
export function errorText(message: Message): () => string {
  return () => {
    const text = textOf(message);
    wordedRefusals.add(text);
    return text;
  };
}

/**
 * What the rules' refusals have said so far. Their values are fixed where the rule is written (a maximum
 * length), so this holds at most one text per rule and language.
 */
const wordedRefusals = new Set<string>();

/**
 * Whether a refusal's text is one a rule of the contract worded (so written for people), rather than
 * zod's own (English, naming a pattern): the server shows the first and replaces the second.
 */
export function isWordedRefusal(text: string): boolean {
  return wordedRefusals.has(text);
}
