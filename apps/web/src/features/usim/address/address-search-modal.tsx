import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { KakaoPostcodeEmbed, loadPostcode, type Address } from 'react-daum-postcode';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MODAL_MIN_HEIGHT_PX,
  DETAIL_ADDRESS_MAX_LENGTH,
  manualAddressSchema,
  POSTCODE_LOAD_TIMEOUT_MS,
  POSTCODE_SCRIPT_URL,
  type ChosenAddress,
  type ManualAddress,
} from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import styles from './address-search-modal.module.css';

interface AddressSearchModalProps {
  /** Closed without an address: the close button, Escape, the app's back button or the search's own close. */
  onClose: () => void;
  /** An address was chosen in the search, or typed by hand when the search could not load. */
  onComplete: (address: ChosenAddress) => void;
}

type SearchState = 'loading' | 'ready' | 'unavailable';

/** The fields of the search's answer the site reads. */
export type FoundAddress = Pick<
  Address,
  | 'zonecode'
  | 'address'
  | 'roadAddress'
  | 'autoRoadAddress'
  | 'jibunAddress'
  | 'autoJibunAddress'
  | 'buildingName'
>;

/** The search's answer in our own words: the road-name address first, as deliveries and activations use it. */
export function chosenAddressOf(found: FoundAddress): ChosenAddress {
  return {
    postcode: found.zonecode,
    address: found.roadAddress || found.autoRoadAddress || found.address,
    jibunAddress: found.jibunAddress || found.autoJibunAddress,
    buildingName: found.buildingName,
    detailAddress: '',
    isManual: false,
  };
}

/**
 * The address modal 주소검색 (spec §2.4): Kakao's postcode search at least 444 px tall. Its script comes from
 * the internet when the modal opens, never before; when it fails or has not arrived within
 * POSTCODE_LOAD_TIMEOUT_MS (no internet, a blocked host), the modal says so in one line and takes the postcode
 * and address typed by hand, checked by the contract's rule (docs/maintenance.md, the address modal).
 */
export function AddressSearchModal({ onClose, onComplete }: AddressSearchModalProps) {
  const { t } = useLingui();
  const [state, setState] = useState<SearchState>('loading');

  useEffect(() => {
    // The script is an outside system the modal connects to while it is open; a late answer after the
    // modal has closed, or after the wait has given up, changes nothing.
    let isWaiting = true;
    const timer = window.setTimeout(() => {
      if (isWaiting) setState('unavailable');
      isWaiting = false;
    }, POSTCODE_LOAD_TIMEOUT_MS);
    loadPostcode(POSTCODE_SCRIPT_URL).then(
      () => {
        if (isWaiting) setState('ready');
        isWaiting = false;
      },
      () => {
        if (isWaiting) setState('unavailable');
        isWaiting = false;
      },
    );
    return () => {
      isWaiting = false;
      window.clearTimeout(timer);
    };
  }, []);

  const formId = useId();
  return (
    <ModalDialog
      title={t`주소검색`}
      onClose={onClose}
      footer={
        state === 'unavailable' ? (
          <Button type="submit" form={formId} size="lg">
            <Trans>입력 완료</Trans>
          </Button>
        ) : undefined
      }
    >
      {state === 'unavailable' ? (
        <ManualAddressForm formId={formId} onComplete={onComplete} />
      ) : (
        <div
          className={styles.search}
          style={{ minHeight: ADDRESS_MODAL_MIN_HEIGHT_PX }}
          aria-busy={state === 'loading'}
        >
          {state === 'loading' && (
            <p className={styles.loading}>
              <Trans>주소 검색을 불러오고 있어요.</Trans>
            </p>
          )}
          {state === 'ready' && (
            <KakaoPostcodeEmbed
              scriptUrl={POSTCODE_SCRIPT_URL}
              className={styles.widget}
              style={{ height: '100%' }}
              autoClose={false}
              onComplete={(found) => onComplete(chosenAddressOf(found))}
              onClose={(closing) => {
                if (closing === 'FORCE_CLOSE') onClose();
              }}
            />
          )}
        </div>
      )}
    </ModalDialog>
  );
}

function ManualAddressForm({
  formId,
  onComplete,
}: {
  formId: string;
  onComplete: (address: ChosenAddress) => void;
}) {
  const { t } = useLingui();
  const form = useContractForm(manualAddressSchema, { postcode: '', address: '', detailAddress: '' });
  const { errors } = form.formState;
  const complete = (typed: ManualAddress) =>
    onComplete({ ...typed, jibunAddress: '', buildingName: '', isManual: true });

  return (
    <form
      id={formId}
      className={styles.manual}
      noValidate
      onSubmit={(event) => void form.handleSubmit(complete)(event)}
    >
      <p className={styles.unavailable} role="status">
        <Trans>주소 검색을 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요.</Trans>
      </p>
      <TextField
        label={t`우편번호`}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        placeholder={t`5자리 숫자`}
        className={styles.postcode}
        {...form.register('postcode')}
        error={errors.postcode?.message}
      />
      <TextField
        label={t`주소`}
        autoComplete="address-line1"
        maxLength={ADDRESS_MAX_LENGTH}
        placeholder={t`도로명 주소 (예: 테헤란로 152)`}
        {...form.register('address')}
        error={errors.address?.message}
      />
      <TextField
        label={t`상세 주소`}
        autoComplete="address-line2"
        maxLength={DETAIL_ADDRESS_MAX_LENGTH}
        hint={t`동, 호수, 층처럼 나머지 주소가 있으면 적어 주세요.`}
        {...form.register('detailAddress')}
        error={errors.detailAddress?.message}
      />
    </form>
  );
}
