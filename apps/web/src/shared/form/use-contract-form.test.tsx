import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../ui/form/text-field.tsx';
import { useContractForm } from './use-contract-form.ts';

const requestSchema = z.object({
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(10, '제목은 10자까지 쓸 수 있어요.'),
  count: z.coerce.number().int().min(1, '1 이상으로 입력해 주세요.'),
});

function TitleForm({ onSend }: { onSend: (request: z.output<typeof requestSchema>) => void }) {
  const form = useContractForm(requestSchema, { title: '', count: '1' });
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSend)(event)} noValidate>
      <TextField label="제목" {...form.register('title')} error={errors.title?.message} />
      <TextField label="개수" {...form.register('count')} error={errors.count?.message} />
      <button type="submit">보내기</button>
    </form>
  );
}

describe('a form held by the contract schema', () => {
  it('names the first wrong field, puts the focus on it and sends nothing', async () => {
    const onSend = vi.fn();
    render(<TitleForm onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '제목' }));
    expect(screen.getByRole('textbox', { name: '제목' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('checks a field when it is left and clears the error once it is right', async () => {
    render(<TitleForm onSend={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: '제목' });
    await userEvent.type(title, '열한 글자가 넘는 제목');
    await userEvent.tab();
    expect(await screen.findByText('제목은 10자까지 쓸 수 있어요.')).toBeDefined();
    await userEvent.clear(title);
    await userEvent.type(title, '짧은 제목');
    await vi.waitFor(() => expect(screen.queryByText('제목은 10자까지 쓸 수 있어요.')).toBeNull());
  });

  it('sends what the schema makes of the input: trimmed text and numbers', async () => {
    const onSend = vi.fn();
    render(<TitleForm onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '  유심 문의  ');
    await userEvent.clear(screen.getByRole('textbox', { name: '개수' }));
    await userEvent.type(screen.getByRole('textbox', { name: '개수' }), '3');
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toEqual({ title: '유심 문의', count: 3 });
  });
});
