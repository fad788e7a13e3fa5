import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import {
  EID_LENGTH,
  ESIM_DEVICES,
  ESIM_MODEL_NOT_LISTED,
  esimDeviceMakers,
  messages,
  textOf,
  type EsimDeviceMaker,
} from '@mvno/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import type { UsimOrderForm } from '../usim-order-form.ts';
import styles from './usim-order.module.css';

const makerLabels = {
  SAMSUNG: msg`삼성 갤럭시`,
  APPLE: msg`애플 아이폰`,
} as const satisfies Record<EsimDeviceMaker, unknown>;

/**
 * The phone an eSIM is made for: its model (from the phones sold in Korea that take one) and its EID, with
 * where a phone shows it. A phone not on the list takes no eSIM we can make: the buyer is offered a SIM card.
 */
export function EsimDeviceFields({ form, onChooseCard }: { form: UsimOrderForm; onChooseCard: () => void }) {
  const { t, i18n } = useLingui();
  const [maker, modelCode] = useWatch({ control: form.control, name: ['maker', 'modelCode'] });
  const { errors } = form.formState;
  const models = ESIM_DEVICES.filter((device) => maker === '' || device.maker === maker);
  const isNotListed = modelCode === ESIM_MODEL_NOT_LISTED;

  return (
    <fieldset className={styles.part}>
      <legend className={styles.legend}>
        <Trans>eSIM을 쓸 휴대폰</Trans>
      </legend>
      <div className={styles.pair}>
        <SelectField
          label={t`제조사`}
          placeholder={t`제조사를 골라 주세요`}
          options={esimDeviceMakers.map((value) => ({ value, label: i18n._(makerLabels[value]) }))}
          {...form.register('maker', {
            // A model belongs to its maker: choosing another maker asks for the model again.
            onChange: () => form.setValue('modelCode', ''),
          })}
        />
        <SelectField
          label={t`모델`}
          placeholder={t`모델을 골라 주세요`}
          options={[
            ...models.map((device) => ({ value: device.modelCode, label: device.modelName })),
            { value: ESIM_MODEL_NOT_LISTED, label: t`목록에 없어요` },
          ]}
          error={isNotListed ? undefined : errors.modelCode?.message}
          {...form.register('modelCode')}
        />
      </div>

      {isNotListed ? (
        <div className={styles.warning} role="alert">
          <p>{textOf(messages.esimDeviceUnsupported)}</p>
          <Button variant="outline" onClick={onChooseCard}>
            <Trans>일반 유심으로 주문하기</Trans>
          </Button>
        </div>
      ) : (
        <>
          <TextField
            label={t`EID`}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={EID_LENGTH + 8}
            placeholder={t`89로 시작하는 숫자 ${EID_LENGTH}자리`}
            error={errors.eid?.message}
            {...form.register('eid')}
          />
          <div className={styles.howTo}>
            <p className={styles.howToTitle}>
              <Trans>EID는 이렇게 찾아요</Trans>
            </p>
            <ul className={styles.howToList}>
              {maker !== 'APPLE' && <li>{t`갤럭시: 설정 > 휴대전화 정보 > 상태 정보 > EID`}</li>}
              {maker !== 'SAMSUNG' && <li>{t`아이폰: 설정 > 일반 > 정보 > EID`}</li>}
              <li>
                <Trans>전화 앱에서 *#06#을 누르면 바로 보여요.</Trans>
              </li>
            </ul>
          </div>
        </>
      )}
    </fieldset>
  );
}
