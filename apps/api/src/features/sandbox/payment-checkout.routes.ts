import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { corpCodes, escapeHtml, paymentMethods, type PaymentMethod } from '@mvno/contract';
import type { SandboxCheckout } from '../../providers/payment/payment.port.ts';
import { page, sendPage } from './sandbox-page.ts';

// The sandbox gateway's checkout (docs/payments.md): the page a real gateway shows on its own site in the
// payment popup, here served by the sandbox itself and only while PAYMENT_PROVIDER=sandbox. The payer picks
// a card company or bank, types a number (the test numbers decide what happens), and the page returns the
// popup to our return path with the gateway's paymentKey, or with a code and message when nothing was
// authorised. It is the gateway's page, so it speaks its own two languages rather than the site's catalogue.

const orderSchema = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  amount: z.coerce.number().int().min(1).max(10_000_000),
  orderName: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[^\p{Cc}]*$/u),
  payMethod: z.enum(paymentMethods),
  // A path on the site that opened the popup: never another origin (`//host`, `/\host`).
  returnPath: z.string().regex(/^\/(?![/\\])[\x21-\x7e]{0,200}$/),
  lang: z.enum(['ko', 'en']).default('ko'),
});
type CheckoutQuery = z.infer<typeof orderSchema>;

const billingOrderSchema = z.object({
  customerKey: z.string().regex(/^[A-Za-z0-9_-]{2,64}$/),
  payMethod: z.enum(['CN', 'RA']),
  returnPath: orderSchema.shape.returnPath,
  lang: z.enum(['ko', 'en']).default('ko'),
});
type BillingQuery = z.infer<typeof billingOrderSchema>;

const holderSchema = z.object({
  number: z.string().max(40).optional(),
  corpCode: z.string().max(3).optional(),
  holderName: z.string().max(60).optional(),
  holderBirth: z.string().max(20).optional(),
  action: z.enum(['register', 'cancel']),
});

const payerSchema = z.object({
  number: z.string().max(40).optional(),
  corpCode: z.string().max(3).optional(),
  action: z.enum(['pay', 'cancel']),
});

const words = {
  ko: {
    title: '테스트 결제창',
    sandbox: '실제로 결제되지 않는 테스트 결제예요.',
    order: '주문',
    amount: '결제 금액',
    method: { CN: '신용·체크카드', MC: '휴대폰 결제', RA: '계좌이체' } as Record<PaymentMethod, string>,
    company: { CN: '카드사', RA: '은행' },
    number: { CN: '카드 번호', MC: '휴대폰 번호', RA: '계좌 번호' } as Record<PaymentMethod, string>,
    digits: '숫자만 입력해 주세요.',
    pay: '결제하기',
    cancel: '결제 취소',
    tests:
      '테스트 번호: 끝 4자리가 1111이면 거절, 2222는 승인 응답 없음, 3333은 승인 후 응답 유실, 4444는 알 수 없는 응답, 5555는 취소 응답 없음, 그 밖의 번호는 승인돼요.',
    badOrder: '결제 요청 정보가 올바르지 않아요. 결제를 처음부터 다시 시작해 주세요.',
    userCancel: '결제를 취소했어요.',
    billing: {
      title: '테스트 자동결제 등록',
      sandbox: '매달 요금을 자동으로 낼 카드나 계좌를 등록해요. 실제로 등록되거나 결제되지 않아요.',
      method: { CN: '카드 자동결제', RA: '계좌 자동이체' },
      holderName: '명의자 이름',
      holderBirth: '명의자 생년월일',
      holderHint: '카드사나 은행에서 명의자가 맞는지 확인해요.',
      register: '등록하기',
      cancel: '등록 취소',
      userCancel: '등록을 취소했어요.',
      tests:
        '테스트 번호: 끝 4자리가 1111이면 등록 거절, 6666은 등록 후 매달 결제 거절, 2222는 결제 응답 없음, 3333은 결제 후 응답 유실, 4444는 알 수 없는 응답, 그 밖의 번호는 등록·결제돼요.',
    },
  },
  en: {
    title: 'Test checkout',
    sandbox: 'A test payment: nothing is charged.',
    order: 'Order',
    amount: 'Amount',
    method: { CN: 'Credit or debit card', MC: 'Phone bill', RA: 'Bank transfer' } as Record<
      PaymentMethod,
      string
    >,
    company: { CN: 'Card company', RA: 'Bank' },
    number: { CN: 'Card number', MC: 'Mobile number', RA: 'Account number' } as Record<PaymentMethod, string>,
    digits: 'Digits only.',
    pay: 'Pay',
    cancel: 'Cancel payment',
    tests:
      'Test numbers, by their last four digits: 1111 is declined, 2222 never answers the confirm, 3333 answers it and the answer is lost, 4444 answers something unreadable, 5555 never answers a cancel; any other number is approved.',
    badOrder: 'The payment request is not valid. Please start the payment again.',
    userCancel: 'You cancelled the payment.',
    billing: {
      title: 'Test automatic payment',
      sandbox:
        'Register a card or account to pay each month’s bill automatically. Nothing is registered or charged.',
      method: { CN: 'Card, charged monthly', RA: 'Bank account, debited monthly' },
      holderName: 'Holder’s name',
      holderBirth: 'Holder’s date of birth',
      holderHint: 'The card company or bank checks this is the holder.',
      register: 'Register',
      cancel: 'Cancel',
      userCancel: 'You cancelled the registration.',
      tests:
        'Test numbers, by their last four digits: 1111 is refused, 6666 registers and each charge is declined, 2222 never answers a charge, 3333 charges and the answer is lost, 4444 answers something unreadable; any other number registers and charges.',
    },
  },
};

const amountOf = (amount: number, lang: 'ko' | 'en') =>
  lang === 'ko' ? `${amount.toLocaleString('ko-KR')}원` : `₩${amount.toLocaleString('en-US')}`;

function checkoutPage(order: CheckoutQuery): string {
  const w = words[order.lang];
  const hidden = (['orderId', 'amount', 'orderName', 'payMethod', 'returnPath', 'lang'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(String(order[name]))}">`)
    .join('');
  const companyField =
    order.payMethod === 'MC' ? '' : companyFieldOf(order.payMethod, w.company[order.payMethod]);
  const body = `<h1>${w.title}</h1><p>${w.sandbox}</p>
<dl><div><dt>${w.order}</dt><dd>${escapeHtml(order.orderName)}</dd></div><div><dt>${w.amount}</dt><dd>${amountOf(order.amount, order.lang)}</dd></div><div><dt>${w.method[order.payMethod]}</dt><dd></dd></div></dl>
<form method="post">${hidden}${companyField}
<label for="number">${w.number[order.payMethod]}</label><input id="number" name="number" inputmode="numeric" autocomplete="off" required aria-describedby="number-hint"><p class="hint" id="number-hint">${w.digits}</p>
<div class="buttons"><button class="pay" name="action" value="pay">${w.pay}</button><button class="cancel" name="action" value="cancel" formnovalidate>${w.cancel}</button></div></form>
<p class="tests">${w.tests}</p>`;
  return page(order.lang, w.title, body);
}

function companyFieldOf(payMethod: 'CN' | 'RA', label: string): string {
  const kind = payMethod === 'CN' ? 'CARD' : 'BANK';
  return `<label for="corpCode">${label}</label><select id="corpCode" name="corpCode" required>${corpCodes
    .filter((corp) => corp.corpType === kind)
    .map((corp) => `<option value="${corp.corpCode}" lang="ko">${escapeHtml(corp.corpName)}</option>`)
    .join('')}</select>`;
}

function billingPage(order: BillingQuery): string {
  const w = words[order.lang];
  const b = w.billing;
  const hidden = (['customerKey', 'payMethod', 'returnPath', 'lang'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(order[name])}">`)
    .join('');
  const body = `<h1>${b.title}</h1><p>${b.sandbox}</p>
<dl><div><dt>${b.method[order.payMethod]}</dt><dd></dd></div></dl>
<form method="post">${hidden}${companyFieldOf(order.payMethod, w.company[order.payMethod])}
<label for="number">${w.number[order.payMethod]}</label><input id="number" name="number" inputmode="numeric" autocomplete="off" required aria-describedby="number-hint"><p class="hint" id="number-hint">${w.digits}</p>
<label for="holderName">${b.holderName}</label><input id="holderName" name="holderName" autocomplete="off" required aria-describedby="holder-hint">
<label for="holderBirth">${b.holderBirth}</label><input id="holderBirth" name="holderBirth" type="date" required aria-describedby="holder-hint"><p class="hint" id="holder-hint">${b.holderHint}</p>
<div class="buttons"><button class="pay" name="action" value="register">${b.register}</button><button class="cancel" name="action" value="cancel" formnovalidate>${b.cancel}</button></div></form>
<p class="tests">${b.tests}</p>`;
  return page(order.lang, b.title, body);
}

function badOrder(reply: FastifyReply, lang: 'ko' | 'en') {
  const w = words[lang];
  return sendPage(reply, 400, page(lang, w.title, `<h1>${w.title}</h1><p role="alert">${w.badOrder}</p>`));
}

const langOf = (value: unknown): 'ko' | 'en' =>
  typeof value === 'object' && value !== null && (value as { lang?: unknown }).lang === 'en' ? 'en' : 'ko';

/** The return path with the gateway's answer in its query, as a real gateway redirects. */
function returnAddress(returnPath: string, params: Record<string, string>): string {
  const separator = returnPath.includes('?') ? '&' : '?';
  return `${returnPath}${separator}${new URLSearchParams(params).toString()}`;
}

/** GET and POST at the payment popup's address (PAYMENT_REQUEST_URL, `/api/payment/request` by default). */
export const paymentCheckoutRoutes: FastifyPluginAsync<{ sandbox: SandboxCheckout }> = async (
  app,
  { sandbox },
) => {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const order = orderSchema.safeParse(request.query);
    if (!order.success) return badOrder(reply, langOf(request.query));
    return sendPage(reply, 200, checkoutPage(order.data));
  });

  app.post('/', { schema: { hide: true } }, async (request, reply) => {
    const order = orderSchema.safeParse(request.body);
    const payer = payerSchema.safeParse(request.body);
    if (!order.success || !payer.success) return badOrder(reply, langOf(request.body));
    const { orderId, amount, payMethod, returnPath, lang } = order.data;
    if (payer.data.action === 'cancel') {
      const to = returnAddress(returnPath, { code: 'USER_CANCEL', message: words[lang].userCancel, orderId });
      return reply.code(303).header('cache-control', 'no-store').redirect(to);
    }
    const answer = await sandbox.authorize({
      orderId,
      amount,
      payMethod,
      number: payer.data.number ?? '',
      ...(payer.data.corpCode === undefined ? {} : { corpCode: payer.data.corpCode }),
    });
    const to =
      answer.outcome === 'AUTHORIZED'
        ? returnAddress(returnPath, { paymentKey: answer.paymentKey, orderId, amount: String(amount) })
        : returnAddress(returnPath, { code: answer.refusal, message: answer.message, orderId });
    return reply.code(303).header('cache-control', 'no-store').redirect(to);
  });

  // The billing-auth window (BillingAuthOrder): a card or account registered for automatic debit.
  app.get('/billing', { schema: { hide: true } }, async (request, reply) => {
    const order = billingOrderSchema.safeParse(request.query);
    if (!order.success) return badOrder(reply, langOf(request.query));
    return sendPage(reply, 200, billingPage(order.data));
  });

  app.post('/billing', { schema: { hide: true } }, async (request, reply) => {
    const order = billingOrderSchema.safeParse(request.body);
    const holder = holderSchema.safeParse(request.body);
    if (!order.success || !holder.success) return badOrder(reply, langOf(request.body));
    const { customerKey, payMethod, returnPath, lang } = order.data;
    if (holder.data.action === 'cancel') {
      const to = returnAddress(returnPath, { code: 'USER_CANCEL', message: words[lang].billing.userCancel });
      return reply.code(303).header('cache-control', 'no-store').redirect(to);
    }
    const answer = await sandbox.authorizeBilling({
      customerKey,
      payMethod,
      number: holder.data.number ?? '',
      ...(holder.data.corpCode === undefined ? {} : { corpCode: holder.data.corpCode }),
      holderName: holder.data.holderName ?? '',
      holderBirth: holder.data.holderBirth ?? '',
    });
    const to =
      answer.outcome === 'AUTHORIZED'
        ? returnAddress(returnPath, { authKey: answer.authKey, customerKey })
        : returnAddress(returnPath, { code: answer.refusal, message: answer.message });
    return reply.code(303).header('cache-control', 'no-store').redirect(to);
  });
};
