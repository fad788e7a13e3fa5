import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import {
  usimOrderAmount,
  usimPurchaseFormSchema,
  type ChosenAddress,
  type TermsType,
  type UsimPurchaseForm,
} from '@mvno/contract';
import { AddressSearchModal } from '../address/address-search-modal.tsx';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { useLoginUser } from '../../../shared/session/session.ts';
import { TermsViewer } from '../../../shared/terms/terms-viewer.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { usimTimeQueryOptions } from '../api/usim.ts';
import { BuyerPhone } from '../components/buyer-phone.tsx';
import { DeliveryFields } from '../components/delivery-fields.tsx';
import { EsimDeviceFields } from '../components/esim-device-fields.tsx';
import { KindChoice } from '../components/kind-choice.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PayMethodChoice } from '../components/pay-method-choice.tsx';
import { usimConsents, UsimTerms } from '../components/usim-terms.tsx';
import { useUsimCheckout } from '../hooks/use-usim-checkout.ts';
import { USIM_PATH } from '../usim-paths.ts';
import styles from './usim-page.module.css';

/**
 * Drawn on the server for its first view (the kinds, their prices and the form); nothing to ask for first: the
 * rider's hours are asked in the browser, as they hold for the moment the buyer looks, not when a page was kept.
 */
export const prefetch: Prefetch = () => prefetchAll([]);

const emptyForm: UsimPurchaseForm = {
  usimKind: 'NORMAL',
  quantity: 1,
  maker: '',
  modelCode: '',
  eid: '',
  recipientName: '',
  postcode: '',
  address: '',
  detailAddress: '',
  deliveryType: 'BASIC',
  notePreset: '',
  noteText: '',
  buyerPhone: '',
  authKey: '',
  agreements: { usimPurchase: false, privacy: false, marketing: false },
  payMethod: 'CN',
};

/** The form's fields in the order the screen shows them: the first wrong one is where the buyer is taken. */
const fieldOrder: ReadonlyArray<keyof UsimPurchaseForm> = [
  'usimKind',
  'quantity',
  'modelCode',
  'eid',
  'recipientName',
  'address',
  'detailAddress',
  'deliveryType',
  'noteText',
  'agreements',
  'payMethod',
  'authKey',
];

/**
 * /usim (spec §2.2): buying a SIM card or an eSIM, member or not (docs/usim-orders.md). The kind and how many;
 * the phone of an eSIM or where a card goes; the consents and the way to pay; the buyer's number verified by
 * text last, as its proof lasts ten minutes; then the order, paid in the payment window when it costs anything.
 */
export default function UsimPage() {
  const { t, i18n } = useLingui();
  const loginUser = useLoginUser();
  const form = useContractForm(usimPurchaseFormSchema, emptyForm);
  const [usimKind, quantity, address, deliveryType] = useWatch({
    control: form.control,
    name: ['usimKind', 'quantity', 'address', 'deliveryType'],
  });
  const [isSearchingAddress, setIsSearchingAddress] = useState(false);
  const [viewingTerms, setViewingTerms] = useState<TermsType | null>(null);
  const buyerRef = useRef<HTMLDivElement>(null);
  // Whether a rider can come now (and to the address chosen), and when a parcel arrives: the server's clock.
  const time = useQuery({
    ...usimTimeQueryOptions(address === '' ? null : address),
    placeholderData: keepPreviousData,
  });
  const checkout = useUsimCheckout({
    // The order used the proof (or it ran out): the number is verified again before the next order.
    onProofSpent: () => {
      form.setValue('authKey', '');
      form.setValue('buyerPhone', '');
    },
  });
  const isCard = usimKind !== 'ESIM';
  const amount = usimOrderAmount(usimKind, isCard ? quantity : 1);

  const order = (event?: SubmitEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (request) => {
        const riderRefusal = time.data?.riderRefusal ?? null;
        if (request.delivery?.deliveryType === 'RIDER' && riderRefusal !== null) {
          form.setError('deliveryType', { message: riderRefusal }, { shouldFocus: true });
          return;
        }
        await checkout.order(request);
      },
      (errors: FieldErrors<UsimPurchaseForm>) => {
        // The number's proof has no field of its own to focus: when it is the first thing missing, the buyer is
        // taken to the verification. Every other field is focused by the form itself.
        const first = fieldOrder.find((name) => errors[name] !== undefined);
        if (first === 'authKey') buyerRef.current?.querySelector('input')?.focus();
      },
    )(event);

  const chooseAddress = (chosen: ChosenAddress) => {
    setIsSearchingAddress(false);
    const shouldValidate = form.formState.isSubmitted;
    form.setValue('postcode', chosen.postcode);
    form.setValue('address', chosen.address, { shouldValidate });
    if (chosen.detailAddress !== '') form.setValue('detailAddress', chosen.detailAddress);
  };
  const viewedConsent = usimConsents.find((consent) => consent.type === viewingTerms);

  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={t`유심 구매`}
        description={t`일반·NFC·원칩 유심과 eSIM을 온라인으로 주문해요. 택배나 바로배송으로 받고, eSIM은 바로 내려받아요.`}
        canonicalPath={USIM_PATH}
      />
      <PageHeader
        title={t`유심 구매`}
        description={t`유심과 eSIM을 온라인으로 주문해요. 회원이 아니어도 휴대폰 번호만 인증하면 돼요.`}
      />
      <div className={styles.layout}>
        <div className={styles.steps}>
          <form className={styles.form} noValidate onSubmit={(event) => void order(event)}>
            <Section title={t`유심 고르기`} size="medium" className={styles.card}>
              <KindChoice form={form} />
            </Section>
            <Section title={isCard ? t`배송 정보` : t`휴대폰 정보`} size="medium" className={styles.card}>
              {isCard ? (
                <DeliveryFields
                  form={form}
                  time={time.data}
                  onSearchAddress={() => setIsSearchingAddress(true)}
                />
              ) : (
                <EsimDeviceFields
                  form={form}
                  onChooseCard={() => {
                    form.setValue('usimKind', 'NORMAL');
                    form.setValue('modelCode', '');
                    form.clearErrors('modelCode');
                  }}
                />
              )}
            </Section>
            <Section title={t`약관과 결제`} size="medium" className={styles.card}>
              <div className={styles.stack}>
                <UsimTerms form={form} onView={setViewingTerms} />
                {amount > 0 && <PayMethodChoice form={form} />}
              </div>
            </Section>
          </form>
          <Section title={t`주문하는 분 확인`} size="medium" className={styles.card}>
            <div ref={buyerRef}>
              <BuyerPhone form={form} initialPhone={loginUser?.loginServiceNumber ?? ''} />
            </div>
          </Section>
        </div>
        <div className={styles.side}>
          <OrderSummary
            usimKind={usimKind}
            quantity={quantity}
            deliveryType={deliveryType}
            isBusy={checkout.isBusy}
            isInCheckout={checkout.isInCheckout}
            onOrder={() => void order()}
          />
        </div>
      </div>

      {isSearchingAddress && (
        <AddressSearchModal onClose={() => setIsSearchingAddress(false)} onComplete={chooseAddress} />
      )}
      {viewingTerms !== null && (
        <ModalDialog
          title={viewedConsent === undefined ? t`약관` : i18n._(viewedConsent.label)}
          size="lg"
          onClose={() => setViewingTerms(null)}
          footer={
            <Button size="lg" onClick={() => setViewingTerms(null)}>
              <Trans>확인</Trans>
            </Button>
          }
        >
          <TermsViewer request={{ type: viewingTerms }} headingLevel="h3" isCompact />
        </ModalDialog>
      )}
    </PageContainer>
  );
}
