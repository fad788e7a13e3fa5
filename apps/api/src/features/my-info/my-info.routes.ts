import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRequestOf } from '../../auth/action-request.ts';
import { actingOf } from '../../auth/guards.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { AccountReadService } from './account-read.service.ts';
import type { MarketingService } from './marketing.service.ts';

/** The services my-info's calls are answered by, each acting for whom its caller names (shared/actor.ts). */
export interface MyInfoServices {
  marketing: MarketingService;
  accounts: AccountReadService;
}

/**
 * The subscriber and their lines (§7 Self-care, Self-care ext): their details, contract, agreements, lines of
 * the same person, card and bank codes, and marketing consent.
 */
export const myInfoRoutes: FastifyPluginAsyncZod<MyInfoServices> = async (app, { marketing, accounts }) => {
  app.get('/ext/marketing', callRoute('findMarketingConsent'), async (request) =>
    ok(await marketing.findConsent(actingOf(request))),
  );
  app.post('/ext/marketing', callRoute('changeMarketingConsent'), async (request) =>
    ok(await marketing.changeConsent(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.get('/customer', callRoute('findCustomer'), async (request) =>
    ok(await accounts.findCustomer(actingOf(request))),
  );
  app.get('/v2/customer', callRoute('findCustomerV2'), async (request) =>
    ok(await accounts.findCustomerV2(actingOf(request))),
  );
  app.get('/contract/sale', callRoute('findContractSale'), async (request) =>
    ok(await accounts.findContractSale(actingOf(request))),
  );
  app.get('/service/agreement', callRoute('findServiceAgreement'), async (request) =>
    ok(await accounts.findServiceAgreement(actingOf(request))),
  );
  app.get('/v2/service/agreement', callRoute('findServiceAgreementV2'), async (request) =>
    ok(await accounts.findServiceAgreementV2(actingOf(request))),
  );
  app.get('/corp/code', callRoute('findCorpCodes'), async () => ok(accounts.findCorpCodes()));
  app.get('/v2/corp-code', callRoute('findCorpCodesV2'), async (request) =>
    ok(accounts.findCorpCodes(request.query)),
  );
  app.get('/ext/service/info', callRoute('findExtServiceInfo'), async (request) =>
    ok(await accounts.findExtServiceInfo(actingOf(request))),
  );
  app.get('/ext/user/ci/line', callRoute('findCiLines'), async (request) =>
    ok(await accounts.findCiLines(actingOf(request))),
  );
};
