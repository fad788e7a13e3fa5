import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '@mvno/contract';
import type { SandboxEsimDownload, SandboxEsimDownloads } from '../../providers/carrier/carrier.port.ts';
import { page, sendPage } from './sandbox-page.ts';

// The phone's side of an eSIM in the demo (docs/usim-orders.md): what a phone's "add eSIM" screen does with
// an activation code, here a page of the sandbox SM-DP+ served only while CARRIER_PROVIDER=sandbox. The buyer
// types the code from /usim/complete (or its text message) and the EID it was made for; the profile is
// installed once, and the order's tracking job then finishes the order. It is the carrier's page, so it speaks
// its own two languages rather than the site's catalogue.

const langSchema = z.object({ lang: z.enum(['ko', 'en']).catch('ko') });
const downloadSchema = z.object({
  activationCode: z.string().max(200).default(''),
  eid: z.string().max(60).default(''),
  lang: z.enum(['ko', 'en']).catch('ko'),
});

const words = {
  ko: {
    title: '테스트 eSIM 내려받기',
    sandbox:
      '휴대폰의 eSIM 추가 화면처럼 동작하는 테스트 화면이에요. 주문 완료 화면이나 문자로 받은 활성화 코드와 주문한 휴대폰의 EID를 넣으면 eSIM을 설치한 것으로 처리해요.',
    code: '활성화 코드',
    codeHint: 'LPA:1$로 시작하는 코드예요.',
    eid: 'EID',
    eidHint: '숫자 32자리예요. 휴대폰 설정의 휴대폰 정보에서 볼 수 있어요.',
    download: '내려받기',
    answers: {
      DOWNLOADED: 'eSIM을 설치했어요. 잠시 뒤 주문 내역에 배송 완료로 보여요.',
      NOT_FOUND: '활성화 코드를 찾을 수 없어요. 코드를 다시 확인해 주세요.',
      OTHER_DEVICE: '이 eSIM은 다른 휴대폰(EID)용으로 만들어졌어요. 주문할 때 넣은 EID를 확인해 주세요.',
      RELEASED: '취소된 주문의 eSIM이라 설치할 수 없어요.',
      USED: '이미 설치한 eSIM이에요. eSIM은 한 번만 내려받을 수 있어요.',
    } satisfies Record<SandboxEsimDownload, string>,
  },
  en: {
    title: 'Test eSIM download',
    sandbox:
      'A test screen that does what a phone’s “add eSIM” screen does. Enter the activation code from the order page or its text message, and the EID of the phone it was ordered for; the eSIM is then counted as installed.',
    code: 'Activation code',
    codeHint: 'It starts with LPA:1$.',
    eid: 'EID',
    eidHint: '32 digits, shown in the phone’s settings under About phone.',
    download: 'Download',
    answers: {
      DOWNLOADED: 'The eSIM is installed. The order shows as delivered shortly.',
      NOT_FOUND: 'No eSIM has this activation code. Please check the code.',
      OTHER_DEVICE: 'This eSIM was made for another phone (EID). Please check the EID given with the order.',
      RELEASED: 'This eSIM’s order was cancelled, so it cannot be installed.',
      USED: 'This eSIM is installed already. An eSIM downloads only once.',
    } satisfies Record<SandboxEsimDownload, string>,
  },
};

function devicePage(
  lang: 'ko' | 'en',
  filled: { activationCode: string; eid: string },
  answer?: SandboxEsimDownload,
): string {
  const w = words[lang];
  const notice =
    answer === undefined
      ? ''
      : `<p role="${answer === 'DOWNLOADED' ? 'status' : 'alert'}" class="answer">${w.answers[answer]}</p>`;
  const body = `<h1>${w.title}</h1><p>${w.sandbox}</p>${notice}
<form method="post"><input type="hidden" name="lang" value="${lang}">
<label for="activationCode">${w.code}</label><input id="activationCode" name="activationCode" autocomplete="off" spellcheck="false" required value="${escapeHtml(filled.activationCode)}" aria-describedby="code-hint"><p class="hint" id="code-hint">${w.codeHint}</p>
<label for="eid">${w.eid}</label><input id="eid" name="eid" inputmode="numeric" autocomplete="off" required value="${escapeHtml(filled.eid)}" aria-describedby="eid-hint"><p class="hint" id="eid-hint">${w.eidHint}</p>
<div class="buttons"><button class="pay">${w.download}</button></div></form>`;
  return page(lang, w.title, body);
}

/** GET and POST /api/sandbox/esim: the sandbox SM-DP+'s download, as a phone would ask for it. */
export const esimDeviceRoutes: FastifyPluginAsync<{ smdp: SandboxEsimDownloads }> = async (app, { smdp }) => {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const { lang } = langSchema.parse(request.query ?? {});
    return sendPage(reply, 200, devicePage(lang, { activationCode: '', eid: '' }));
  });

  app.post('/', { schema: { hide: true } }, async (request, reply) => {
    const form = downloadSchema.safeParse(request.body ?? {});
    if (!form.success)
      return sendPage(reply, 400, devicePage('ko', { activationCode: '', eid: '' }, 'NOT_FOUND'));
    const { activationCode, eid, lang } = form.data;
    const answer = await smdp.download({ activationCode, eid });
    return sendPage(
      reply,
      answer === 'DOWNLOADED' ? 200 : 422,
      devicePage(lang, { activationCode, eid }, answer),
    );
  });
};
