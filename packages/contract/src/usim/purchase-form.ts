import { z } from 'zod';
import { USIM_ORDER_RULES } from '../constants.ts';
import { DETAIL_ADDRESS_MAX_LENGTH } from '../common/address.ts';
import { deliveryTypes, paymentMethods } from '../enums.ts';
import { textOf, type Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import { isPersonName, SINGLE_LINE_PATTERN } from '../rules/format-check.ts';
import { esimDeviceMakers } from './esim.ts';
import {
  deliveryNotePresets,
  esimDeviceRefusal,
  USIM_PUBLIC_KINDS,
  usimItemsRefusal,
  type UsimPurchaseRequest,
} from './purchase.ts';

/** The model a buyer picks when their phone is not in ESIM_DEVICES: it takes no eSIM we can make. */
export const ESIM_MODEL_NOT_LISTED = 'NOT_LISTED';
/** The delivery note a buyer types rather than picks from deliveryNotePresets. */
export const OWN_DELIVERY_NOTE = 'OWN';

/** An EID as a person copies it from their phone's settings: the digits, without the spaces some phones show. */
export const typedEid = (typed: string): string => typed.replace(/\s/g, '');

/**
 * The delivery note the courier reads: a preset in Korean whatever the page's language (the courier is
 * Korean), or the buyer's own words; empty when they chose none.
 */
export function deliveryNoteOf(preset: string, typed: string): string {
  if (preset === OWN_DELIVERY_NOTE) return typed.trim();
  const chosen = deliveryNotePresets.find((note) => note.id === preset);
  return chosen === undefined ? '' : textOf(chosen, 'ko');
}

/**
 * The /usim order form: the kind and how many, the device of an eSIM or the delivery of a SIM card, the
 * buyer's number verified by text (authKey), the consents and the way to pay. It checks what
 * `POST usim/purchase` checks, in the same words, and its output is that call's request: an eSIM is one
 * profile with no delivery, a card has no device.
 */
export const usimPurchaseFormSchema = z
  .object({
    usimKind: z.enum(USIM_PUBLIC_KINDS),
    quantity: z.number().int(),
    /** Only narrows the list of models. */
    maker: z.union([z.enum(esimDeviceMakers), z.literal('')]),
    modelCode: z.string(),
    eid: z.string(),
    recipientName: z.string(),
    postcode: z.string(),
    address: z.string(),
    detailAddress: z.string(),
    deliveryType: z.enum(deliveryTypes),
    /** A preset's id, OWN_DELIVERY_NOTE, or empty for none. */
    notePreset: z.string(),
    noteText: z.string(),
    buyerPhone: z.string(),
    /** The proof of the buyer's number, set once the text code is checked; empty until then. */
    authKey: z.string(),
    agreements: z.object({ usimPurchase: z.boolean(), privacy: z.boolean(), marketing: z.boolean() }),
    payMethod: z.enum(paymentMethods),
  })
  .superRefine((form, context) => {
    const refuse = (path: (string | number)[], message: Message) =>
      context.addIssue({ code: 'custom', path, message: textOf(message) });
    if (form.usimKind === 'ESIM') {
      if (form.modelCode === '') {
        refuse(['modelCode'], messages.esimDeviceRequired);
      } else {
        const refusal = esimDeviceRefusal({ modelCode: form.modelCode, eid: typedEid(form.eid) });
        if (refusal !== undefined)
          refuse([refusal.id === messages.esimDeviceUnsupported.id ? 'modelCode' : 'eid'], refusal);
      }
    } else {
      const items = usimItemsRefusal(form.usimKind, form.quantity);
      if (items !== undefined) refuse(['quantity'], items);
      if (!isPersonName(form.recipientName.trim())) refuse(['recipientName'], messages.personNameInvalid);
      if (form.postcode === '' || form.address.trim() === '')
        refuse(['address'], messages.usimDeliveryRequired);
      if (!SINGLE_LINE_PATTERN.test(form.detailAddress))
        refuse(['detailAddress'], messages.addressSingleLine);
      else if (form.detailAddress.trim().length > DETAIL_ADDRESS_MAX_LENGTH)
        refuse(['detailAddress'], messages.addressFieldTooLong(DETAIL_ADDRESS_MAX_LENGTH));
      if (form.notePreset === OWN_DELIVERY_NOTE) {
        if (!SINGLE_LINE_PATTERN.test(form.noteText))
          refuse(['noteText'], messages.usimDeliveryNoteSingleLine);
        else if (form.noteText.trim().length > USIM_ORDER_RULES.deliveryNoteMaxLength)
          refuse(['noteText'], messages.usimDeliveryNoteTooLong(USIM_ORDER_RULES.deliveryNoteMaxLength));
      }
    }
    if (form.authKey === '') refuse(['authKey'], messages.usimBuyerPhoneRequired);
    // One message for the two required consents, beside the first left unticked.
    if (!form.agreements.usimPurchase) refuse(['agreements', 'usimPurchase'], messages.usimTermsRequired);
    else if (!form.agreements.privacy) refuse(['agreements', 'privacy'], messages.usimTermsRequired);
  })
  .transform((form): UsimPurchaseRequest => ({
    authKey: form.authKey,
    buyerPhone: form.buyerPhone,
    usimKind: form.usimKind,
    quantity: form.usimKind === 'ESIM' ? 1 : form.quantity,
    delivery:
      form.usimKind === 'ESIM'
        ? null
        : {
            recipientName: form.recipientName.trim(),
            postcode: form.postcode,
            address: form.address.trim(),
            detailAddress: form.detailAddress.trim(),
            deliveryType: form.deliveryType,
            deliveryNote: deliveryNoteOf(form.notePreset, form.noteText),
          },
    device: form.usimKind === 'ESIM' ? { modelCode: form.modelCode, eid: typedEid(form.eid) } : null,
    agreements: form.agreements,
    payMethod: form.payMethod,
  }));
export type UsimPurchaseForm = z.input<typeof usimPurchaseFormSchema>;
