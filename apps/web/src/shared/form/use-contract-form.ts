import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one way a screen of this site holds a form: react-hook-form checked by the contract's own zod schema,
 * the schema the server checks the same request with. Fields are checked when left and again on every change
 * once wrong; on submit the first wrong field takes the focus, so a screen-reader user lands on the problem.
 */
export function useContractForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: true,
  });
}
