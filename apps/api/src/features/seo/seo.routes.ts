import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, locales, pathInLocale, termsTypes } from '@mvno/contract';
import { publicOriginOf } from '../../shared/public-origin.ts';
import type { CustomerService } from '../customer/customer.service.ts';
import type { EventService } from '../event/event.service.ts';
import type { ProductService } from '../product/product.service.ts';

/** The public pages every visitor may land on, besides each plan and add-on (docs/server-rendering.md). */
export const publicPagePaths = [
  '/main',
  '/plan',
  '/plan/all',
  '/add-service',
  '/add-service/all',
  '/event',
  '/customer/notice',
  '/customer/faq',
  '/customer/download',
  // Each terms type is its own document, in force whatever its version (docs/terms.md).
  ...termsTypes.map((type) => `/terms?type=${type}`),
] as const;

/**
 * What search engines are kept out of: my-page and the account screens, the sign-up, activation, USIM and
 * payment flows, the card popup, staff previews and the API.
 */
export const disallowedPaths = [
  '/my-page',
  '/my-page-v2',
  '/user/',
  '/self',
  '/self-v2',
  '/counselor',
  '/usim',
  '/mobil-card/',
  '/preview',
  '/search',
  '/api/',
] as const;

/** /sitemap.xml from the catalogue as it is now, and /robots.txt pointing to it. */
export const seoRoutes: FastifyPluginAsync<{
  productService: ProductService;
  customerService: CustomerService;
  eventService: EventService;
  siteUrl: string;
}> = async (app, { productService, customerService, eventService, siteUrl }) => {
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicOriginOf(request, siteUrl);
    const [{ planNos, addServiceNos }, eventNos, noticeNos] = await Promise.all([
      productService.findProductNumbers(),
      eventService.findEventNumbers(),
      customerService.findNoticeNumbers(),
    ]);
    const paths = [
      ...publicPagePaths,
      ...planNos.map((planNo) => `/plan/${planNo}`),
      ...addServiceNos.map((addServiceNo) => `/add-service/${addServiceNo}`),
      ...eventNos.map((eventNo) => `/event/${eventNo}`),
      ...noticeNos.map((boardNo) => `/customer/notice/${boardNo}`),
    ];
    // Every page in both languages, each naming the other (hreflang; Korean is the default for the rest).
    const urls = paths
      .flatMap((path) => {
        const addressIn = (locale: (typeof locales)[number]) =>
          escapeHtml(`${origin}${pathInLocale(path, locale)}`);
        const alternates =
          locales
            .map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${addressIn(locale)}"/>`)
            .join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${addressIn('ko')}"/>`;
        return locales.map((locale) => `<url><loc>${addressIn(locale)}</loc>${alternates}</url>`);
      })
      .join('');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`,
      );
  });

  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      // The English pages of the same screens too (/en/my-page…); the API has no language.
      ...disallowedPaths.map((path) => `Disallow: ${path}`),
      ...disallowedPaths
        .filter((path) => path !== '/api/')
        .map((path) => `Disallow: ${pathInLocale(path, 'en')}`),
      '',
      `Sitemap: ${publicOriginOf(request, siteUrl)}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });
};
