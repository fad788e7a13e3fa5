import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useNativeDialog } from './use-native-dialog.ts';

function Sheet({ onClose }: { onClose: () => void }) {
  const dialogRef = useNativeDialog(onClose);
  return (
    <dialog ref={dialogRef} aria-label="요금 안내">
      <button type="button" onClick={onClose}>
        닫기
      </button>
    </dialog>
  );
}

function PageWithSheet() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        요금 안내 보기
      </button>
      {isOpen && <Sheet onClose={() => setIsOpen(false)} />}
    </>
  );
}

describe('useNativeDialog', () => {
  it('gives focus back to what opened the dialog when the dialog goes', async () => {
    const user = userEvent.setup();
    render(<PageWithSheet />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '요금 안내 보기' }));
  });

  it('leaves the top layer while its page is kept alive hidden, and opens again when it is shown', () => {
    const { rerender } = render(
      <Activity mode="visible">
        <Sheet onClose={() => undefined} />
      </Activity>,
    );
    const dialog = document.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    // A modal left open on a hidden page would keep the page shown now inert, out of reach of every key.
    rerender(
      <Activity mode="hidden">
        <Sheet onClose={() => undefined} />
      </Activity>,
    );
    expect(dialog?.open).toBe(false);
    rerender(
      <Activity mode="visible">
        <Sheet onClose={() => undefined} />
      </Activity>,
    );
    expect(dialog?.open).toBe(true);
  });
});
