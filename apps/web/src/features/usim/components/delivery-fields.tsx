import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  ADDRESS_MAX_LENGTH,
  DETAIL_ADDRESS_MAX_LENGTH,
  deliveryNotePresets,
  deliveryTypeLabels,
  deliveryTypes,
  formatLongDate,
  OWN_DELIVERY_NOTE,
  riderAreaNameOf,
  textOf,
  USIM_ORDER_RULES,
  type DeliveryType,
  type Locale,
  type UsimTimeCheck,
} from '@mvno/contract';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { classNames } from '../../../shared/ui/class-names.ts';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import type { UsimOrderForm } from '../usim-order-form.ts';
import styles from './usim-order.module.css';

/** A period of days as a sentence names it; one day once. */
function daysText(from: string, to: string): string {
  return from === to ? formatLongDate(from) : `${formatLongDate(from)} ~ ${formatLongDate(to)}`;
}

/**
 * The rider areas as a line: '서울특별시 강남구, 서초구, …' when they share their city, as they do now; in
 * English as English addresses write them, 'Seoul: Gangnam-gu, Seocho-gu, …'.
 */
function areasText(areas: readonly string[], locale: Locale): string {
  if (locale === 'en') {
    const named = areas.map((area) => riderAreaNameOf(area, 'en').split(', '));
    const city = named[0]?.[1];
    return named.every(([, other]) => other === city)
      ? `${city ?? ''}: ${named.map(([district]) => district).join(', ')}`
      : named.map((parts) => parts.join(', ')).join('; ');
  }
  const split = areas.map((area) => {
    const [city = '', ...rest] = area.split(' ');
    return { city, district: rest.join(' ') };
  });
  const city = split[0]?.city;
  return split.every((area) => area.city === city && area.district !== '')
    ? `${city ?? ''} ${split.map((area) => area.district).join(', ')}`
    : areas.join(', ');
}

/** What each way of delivery says under its name: when it comes, or why it cannot come now. */
function DeliveryNote({
  id,
  type,
  time,
}: {
  id: string;
  type: DeliveryType;
  time: UsimTimeCheck | undefined;
}) {
  const { t } = useLingui();
  if (time === undefined)
    return (
      <span id={id} className={styles.choiceNote}>
        <Trans>배송 일정을 확인하고 있어요.</Trans>
      </span>
    );
  if (type === 'BASIC') {
    const days = daysText(time.parcelArrival.from, time.parcelArrival.to);
    return (
      <span id={id} className={styles.choiceNote}>
        {t`${days} 도착 예정`}
      </span>
    );
  }
  if (time.riderRefusal !== null)
    return (
      <span id={id} className={classNames(styles.choiceNote, styles.refusal)}>
        {time.riderRefusal}
      </span>
    );
  const { from, to } = time.riderHours;
  return (
    <span id={id} className={styles.choiceNote}>
      {t`평일 ${from}~${to} 주문, 약 2시간 안에 도착`}
    </span>
  );
}

/**
 * Where a SIM card goes: who receives it (as on their ID), the address from the 주소검색 modal and a detail
 * line, parcel or rider (바로배송, offered only when the server says a rider can come now to that address), and
 * a note for the courier.
 */
export function DeliveryFields({
  form,
  time,
  onSearchAddress,
}: {
  form: UsimOrderForm;
  time: UsimTimeCheck | undefined;
  onSearchAddress: () => void;
}) {
  const { t } = useLingui();
  const areasId = useId();
  const choiceId = useId();
  const [postcode, deliveryType, notePreset] = useWatch({
    control: form.control,
    name: ['postcode', 'deliveryType', 'notePreset'],
  });
  const { errors } = form.formState;
  const isRiderRefused = time === undefined || time.riderRefusal !== null;
  const areas = areasText(time?.riderAreas ?? USIM_ORDER_RULES.riderAreas, getPageLocale());
  const noteMax = USIM_ORDER_RULES.deliveryNoteMaxLength;

  return (
    <fieldset className={styles.part}>
      {/* The section's heading says it already: the group keeps its name for screen readers. */}
      <legend className="visually-hidden">
        <Trans>받는 분과 배송지</Trans>
      </legend>
      <TextField
        label={t`받는 분 이름`}
        autoComplete="name"
        maxLength={30}
        hint={t`신분증에 적힌 이름으로 적어 주세요. 받을 때 확인할 수 있어요.`}
        error={errors.recipientName?.message}
        {...form.register('recipientName')}
      />
      <TextField
        label={t`주소`}
        readOnly
        maxLength={ADDRESS_MAX_LENGTH}
        hint={postcode === '' ? t`주소 검색을 눌러 골라 주세요.` : t`우편번호 ${postcode}`}
        error={errors.address?.message}
        trailing={
          <Button variant="secondary" className={styles.searchButton} onClick={onSearchAddress}>
            <Trans>주소 검색</Trans>
          </Button>
        }
        {...form.register('address')}
        onClick={onSearchAddress}
      />
      <TextField
        label={t`상세 주소`}
        autoComplete="address-line2"
        maxLength={DETAIL_ADDRESS_MAX_LENGTH}
        hint={t`동, 호수, 층처럼 나머지 주소가 있으면 적어 주세요.`}
        error={errors.detailAddress?.message}
        {...form.register('detailAddress')}
      />

      <fieldset className={cards.group} aria-describedby={areasId}>
        <legend className={cards.legend}>
          <Trans>배송 방법</Trans>
        </legend>
        <div className={styles.choices}>
          {deliveryTypes.map((type) => {
            const isDisabled = type === 'RIDER' && isRiderRefused;
            return (
              <label
                key={type}
                className={classNames(
                  cards.card,
                  deliveryType === type && cards.chosen,
                  isDisabled && styles.cardDisabled,
                )}
              >
                {/* Named by the way alone; when it comes (or why it cannot) describes it. */}
                <input
                  type="radio"
                  value={type}
                  className={cards.input}
                  disabled={isDisabled}
                  aria-labelledby={`${choiceId}-${type}-name`}
                  aria-describedby={`${choiceId}-${type}-note`}
                  {...form.register('deliveryType')}
                />
                <span className={cards.radio} aria-hidden="true" />
                <span className={cards.text}>
                  <span id={`${choiceId}-${type}-name`} className={cards.title}>
                    {textOf(deliveryTypeLabels[type])}
                  </span>
                  <DeliveryNote id={`${choiceId}-${type}-note`} type={type} time={time} />
                </span>
              </label>
            );
          })}
        </div>
        <p className={styles.fieldError} aria-live="polite">
          {errors.deliveryType?.message ?? null}
        </p>
        <p id={areasId} className={styles.areas}>
          <Trans>바로배송 지역: {areas}</Trans>
        </p>
      </fieldset>

      <SelectField
        label={t`배송 메모`}
        placeholder={t`선택하지 않음`}
        options={[
          ...deliveryNotePresets.map((note) => ({ value: note.id, label: textOf(note) })),
          { value: OWN_DELIVERY_NOTE, label: t`직접 입력` },
        ]}
        {...form.register('notePreset')}
      />
      {notePreset === OWN_DELIVERY_NOTE && (
        <TextField
          label={t`배송 메모 직접 입력`}
          autoComplete="off"
          maxLength={noteMax}
          hint={t`${noteMax}자까지, 한 줄로 써 주세요.`}
          error={errors.noteText?.message}
          {...form.register('noteText')}
        />
      )}
    </fieldset>
  );
}
