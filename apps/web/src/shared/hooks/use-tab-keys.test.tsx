import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useTabKeys } from './use-tab-keys.ts';

const tabs = ['문의하기', '내 문의 내역', '자주 묻는 질문'] as const;

function Tabs() {
  const [chosen, setChosen] = useState<string>(tabs[0]);
  const keys = useTabKeys<string, HTMLButtonElement>(tabs, setChosen);
  return (
    <div role="tablist" aria-label="보기">
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={keys.refOf(index)}
          type="button"
          role="tab"
          aria-selected={chosen === tab}
          tabIndex={chosen === tab ? 0 : -1}
          onClick={() => setChosen(tab)}
          onKeyDown={(event) => keys.onKeyDown(event, index)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('useTabKeys', () => {
  it.each([
    ['{ArrowRight}', '내 문의 내역'],
    ['{ArrowLeft}', '자주 묻는 질문'],
    ['{ArrowRight}{ArrowRight}{ArrowRight}', '문의하기'],
    ['{ArrowDown}', '문의하기'],
  ])('from the first tab, %s chooses and focuses %s', async (keys, expected) => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    await user.keyboard(keys);
    expect(selected()).toBe(expected);
    expect(document.activeElement?.textContent).toBe(expected);
  });
});
