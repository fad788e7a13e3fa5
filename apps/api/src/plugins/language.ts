import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loadMessages,
  localeOfAcceptLanguage,
  setLocaleSource,
  SOURCE_LOCALE,
  textOf,
  type Locale,
  type Message,
} from '@mvno/contract';
import { messages as englishMessages } from '@mvno/contract/locales/en';
import { messages as koreanMessages } from '@mvno/contract/locales/ko';
import { messages as englishFormMessages } from '@mvno/contract/locales/forms/en';
import { messages as koreanFormMessages } from '@mvno/contract/locales/forms/ko';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller reads (docs/languages.md): its `Accept-Language`, Korean when it names neither. */
    locale: Locale;
  }
}

const requestLocale = new AsyncLocalStorage<Locale>();

/**
 * The server words every envelope's message in the caller's language: the web app sends the page's
 * language as `Accept-Language`, other callers their own. The contract's rules word their refusals while a
 * request is checked, so the language is kept for the whole request.
 */
export function registerLanguage(app: FastifyInstance): void {
  loadMessages('ko', koreanMessages);
  loadMessages('en', englishMessages);
  loadMessages('ko', koreanFormMessages);
  loadMessages('en', englishFormMessages);
  setLocaleSource(() => requestLocale.getStore() ?? SOURCE_LOCALE);
  app.decorateRequest('locale', SOURCE_LOCALE);
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-language'];
    if (header === undefined) {
      done();
      return;
    }
    request.locale = localeOfAcceptLanguage(typeof header === 'string' ? header : undefined);
    // Korean is what a request outside any language gets: only another language needs keeping.
    if (request.locale === SOURCE_LOCALE) done();
    else requestLocale.run(request.locale, done);
  });
}

/** A message in the words of the request's caller. */
export function wordsFor(request: FastifyRequest, message: Message): string {
  return textOf(message, request.locale);
}
