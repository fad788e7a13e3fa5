import { Fragment } from 'react';

/**
 * An e-mail address that wraps, when it must, before its '@' and its dots (`gi*****@` / `baromobile.example`),
 * never inside a part: large text on a phone broke `baromobile.e` / `xample` where the line ran out.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span translate="no">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
