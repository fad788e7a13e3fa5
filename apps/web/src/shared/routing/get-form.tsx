import type { ComponentProps, SubmitEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

interface GetFormProps extends Omit<ComponentProps<'form'>, 'action' | 'method'> {
  /** The path it opens, below the page's language ('/search/view'). */
  action: string;
  /** Keeps the window where it is (a filter of the same page). */
  preventScrollReset?: boolean;
}

/**
 * A plain GET form: it works before the scripts arrive, and its address can be shared. With them, submitting
 * opens the address with the form's fields as its query, without reloading the page. An `onSubmit` that
 * prevents the default does its own navigation.
 */
export function GetForm({ action, preventScrollReset = false, onSubmit, ...props }: GetFormProps) {
  const href = useHref(action);
  const navigate = useNavigate();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') query.append(name, value);
    }
    const search = query.toString();
    void navigate({ pathname: action, search: search === '' ? '' : `?${search}` }, { preventScrollReset });
  };
  return <form {...props} method="get" action={href} onSubmit={submit} />;
}
