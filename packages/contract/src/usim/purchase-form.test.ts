import { describe, expect, it } from 'vitest';
import { usimPurchaseRequestSchema } from './purchase.ts';
import { eidWithCheckDigits } from './esim.ts';
import {
  ESIM_MODEL_NOT_LISTED,
  OWN_DELIVERY_NOTE,
  usimPurchaseFormSchema,
  type UsimPurchaseForm,
} from './purchase-form.ts';

const EID = eidWithCheckDigits('890490320000000000000000001234');

const card: UsimPurchaseForm = {
  usimKind: 'NFC',
  quantity: 2,
  maker: '',
  modelCode: '',
  eid: '',
  recipientName: ' 이민준 ',
  postcode: '04524',
  address: '서울특별시 중구 세종대로 110',
  detailAddress: '12층',
  deliveryType: 'BASIC',
  notePreset: 'deliveryNote.door',
  noteText: '',
  buyerPhone: '01098765432',
  authKey: 'usim-phone-auth-key-0000000000000000',
  agreements: { usimPurchase: true, privacy: true, marketing: false },
  payMethod: 'CN',
};

const esim: UsimPurchaseForm = {
  ...card,
  usimKind: 'ESIM',
  quantity: 3,
  maker: 'SAMSUNG',
  modelCode: 'SM-S931N',
  eid: `${EID.slice(0, 16)} ${EID.slice(16)}`,
  recipientName: '',
  postcode: '',
  address: '',
  detailAddress: '',
};

/** The refusals of a form, as field and words. */
const refusalsOf = (form: UsimPurchaseForm) =>
  usimPurchaseFormSchema
    .safeParse(form)
    .error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [];

describe('the /usim order form', () => {
  it('makes the request of a SIM card: delivery with the preset note in Korean, no device', () => {
    const request = usimPurchaseFormSchema.parse(card);
    expect(request).toEqual({
      authKey: card.authKey,
      buyerPhone: '01098765432',
      usimKind: 'NFC',
      quantity: 2,
      delivery: {
        recipientName: '이민준',
        postcode: '04524',
        address: '서울특별시 중구 세종대로 110',
        detailAddress: '12층',
        deliveryType: 'BASIC',
        deliveryNote: '문 앞에 놓아 주세요.',
      },
      device: null,
      agreements: { usimPurchase: true, privacy: true, marketing: false },
      payMethod: 'CN',
    });
    expect(usimPurchaseRequestSchema.safeParse(request).success).toBe(true);
  });

  it('makes the request of an eSIM: one profile for the EID without its spaces, nothing delivered', () => {
    const request = usimPurchaseFormSchema.parse(esim);
    expect(request).toMatchObject({
      usimKind: 'ESIM',
      quantity: 1,
      delivery: null,
      device: { modelCode: 'SM-S931N', eid: EID },
    });
    expect(usimPurchaseRequestSchema.safeParse(request).success).toBe(true);
  });

  it.each<[string, Partial<UsimPurchaseForm>, string[][]]>([
    [
      'no consents',
      { agreements: { usimPurchase: false, privacy: false, marketing: true } },
      [['agreements.usimPurchase', '유심 구매 약관과 개인정보 수집·이용에 동의해 주세요.']],
    ],
    [
      'no privacy consent',
      { agreements: { usimPurchase: true, privacy: false, marketing: false } },
      [['agreements.privacy', '유심 구매 약관과 개인정보 수집·이용에 동의해 주세요.']],
    ],
    [
      'a number not verified',
      { authKey: '' },
      [['authKey', '주문하는 분의 휴대폰 번호를 문자로 인증해 주세요.']],
    ],
    ['four cards', { quantity: 4 }, [['quantity', '유심은 한 번에 3개까지 주문할 수 있어요.']]],
    ['no address', { postcode: '', address: '' }, [['address', '받는 분과 배송 주소를 입력해 주세요.']]],
    [
      'a name with digits',
      { recipientName: '이민준2' },
      [['recipientName', '이름을 신분증에 적힌 대로 입력해 주세요.']],
    ],
    [
      'a note too long',
      { notePreset: OWN_DELIVERY_NOTE, noteText: '가'.repeat(41) },
      [['noteText', '배송 메모는 40자까지 쓸 수 있어요.']],
    ],
    [
      'a note on two lines',
      { notePreset: OWN_DELIVERY_NOTE, noteText: '문 앞에\n놓아 주세요' },
      [['noteText', '배송 메모는 줄바꿈 없이 한 줄로 써 주세요.']],
    ],
  ])('refuses a card order with %s', (_case, change, refusals) => {
    expect(refusalsOf({ ...card, ...change })).toEqual(refusals);
  });

  it('takes the buyer’s own note of 40 characters, and no note at all', () => {
    expect(
      usimPurchaseFormSchema.parse({
        ...card,
        notePreset: OWN_DELIVERY_NOTE,
        noteText: ` ${'가'.repeat(40)} `,
      }).delivery?.deliveryNote,
    ).toBe('가'.repeat(40));
    expect(usimPurchaseFormSchema.parse({ ...card, notePreset: '' }).delivery?.deliveryNote).toBe('');
  });

  it.each<[string, Partial<UsimPurchaseForm>, string[][]]>([
    ['no model', { modelCode: '' }, [['modelCode', 'eSIM을 쓸 휴대폰의 모델과 EID를 입력해 주세요.']]],
    [
      'a phone not on the list',
      { modelCode: ESIM_MODEL_NOT_LISTED },
      [['modelCode', '이 휴대폰은 eSIM을 쓸 수 없어요. 유심으로 주문해 주세요.']],
    ],
    [
      'an EID with a wrong check digit',
      { eid: `${EID.slice(0, 31)}${(Number(EID.at(-1)) + 1) % 10}` },
      [['eid', 'EID를 다시 확인해 주세요. 휴대폰 설정에 나오는 89로 시작하는 32자리 숫자예요.']],
    ],
    [
      'an EID of 31 digits',
      { eid: EID.slice(0, 31) },
      [['eid', 'EID를 다시 확인해 주세요. 휴대폰 설정에 나오는 89로 시작하는 32자리 숫자예요.']],
    ],
  ])('refuses an eSIM order with %s', (_case, change, refusals) => {
    expect(refusalsOf({ ...esim, ...change })).toEqual(refusals);
  });
});
