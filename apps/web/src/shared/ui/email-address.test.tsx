import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address.tsx';

describe('EmailAddress', () => {
  it('offers a line break before its @ and its dots only, and reads as the address', () => {
    const { container } = render(<EmailAddress address="gi*****@baromobile.example" />);
    expect(container.textContent).toBe('gi*****@baromobile.example');
    expect(container.innerHTML).toBe('<span translate="no">gi*****<wbr>@baromobile<wbr>.example</span>');
  });
});
