import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { formatTypedPhone, phoneDigitsOf } from './phone-input.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

type PhoneNumberFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'type'
> & {
  control: Control<T>;
  /** A field of the form holding the number's digits. */
  name: Path<T>;
  /** Told the new digits as they are typed (a code sent to the old number stops counting). */
  onDigitsChange?: (digits: string) => void;
};

/**
 * A mobile number field of a contract form: the form holds the digits, the field shows them with hyphens
 * as they are typed (010-1234-5678).
 */
export function PhoneNumberField<T extends FieldValues>({
  control,
  name,
  onDigitsChange,
  ...fieldProps
}: PhoneNumberFieldProps<T>) {
  const {
    field: { ref: inputRef, name: fieldName, value, onChange, onBlur },
  } = useController({ control, name });
  const digits = typeof value === 'string' ? value : '';
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="010-0000-0000"
      {...fieldProps}
      ref={inputRef}
      name={fieldName}
      value={formatTypedPhone(digits)}
      onChange={(event) => {
        const digits = phoneDigitsOf(event.target.value);
        onChange(digits);
        onDigitsChange?.(digits);
      }}
      onBlur={onBlur}
    />
  );
}
