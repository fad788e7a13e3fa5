import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanPriceBlock } from './plan-price-block.tsx';

function rowOf(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  if (dt.parentElement === null) throw new Error(`no row for ${term}`);
  return dt.parentElement;
}

describe('PlanPriceBlock', () => {
  it('shows the basic amount, each non-zero discount, the total discount and the monthly price', () => {
    render(
      <PlanPriceBlock
        plan={{
          basicAmount: 33000,
          saleList: [
            { saleName: '바로 약정 할인', ltSaleAmount: 3300, prSaleAmount: 0 },
            { saleName: '가을 프로모션', ltSaleAmount: 1000, prSaleAmount: 2000 },
            { saleName: '종료된 할인', ltSaleAmount: 0, prSaleAmount: 0 },
          ],
        }}
      />,
    );

    expect(screen.getByTestId('plan-basic-amount').textContent).toBe('33,000원');
    expect(rowOf('바로 약정 할인').querySelector('dd')?.textContent).toBe('장기할인 -3,300원');
    expect(rowOf('가을 프로모션').querySelector('dd')?.textContent).toBe(
      '장기할인 -1,000원프로모션 할인 -2,000원',
    );
    expect(screen.getAllByTestId('plan-discount').map((part) => part.textContent)).toEqual([
      '장기할인 -3,300원',
      '장기할인 -1,000원',
      '프로모션 할인 -2,000원',
    ]);
    expect(screen.queryByText('종료된 할인')).toBeNull();
    expect(rowOf('총 할인').querySelector('dd')?.textContent).toBe('-6,300원');
    expect(screen.getByTestId('plan-final-price').textContent).toBe('26,700원');
  });

  it('shows no discount lines when there is no discount', () => {
    render(<PlanPriceBlock plan={{ basicAmount: 9900, saleList: [] }} />);

    expect(screen.queryByText('총 할인')).toBeNull();
    expect(screen.queryAllByTestId('plan-discount')).toHaveLength(0);
    expect(screen.getByTestId('plan-final-price').textContent).toBe('9,900원');
  });

  it('never shows a negative monthly price', () => {
    render(
      <PlanPriceBlock
        plan={{
          basicAmount: 5000,
          saleList: [{ saleName: '웰컴 할인', ltSaleAmount: 0, prSaleAmount: 8000 }],
        }}
      />,
    );

    expect(screen.getByTestId('plan-final-price').textContent).toBe('0원');
  });
});
