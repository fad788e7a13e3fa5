import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field.tsx';
import { TextareaField } from './textarea-field.tsx';
import { TextField } from './text-field.tsx';

/** What a screen reader announces with the control: the texts of its aria-describedby, in order. */
function descriptionOf(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby');
  if (ids === null) return [];
  return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

const options = [{ value: 'USIM', label: '유심' }];

describe.each<{ kind: string; field: (props: { error?: string; hint?: string }) => ReactElement }>([
  { kind: 'TextField', field: (props) => <TextField label="이름" {...props} /> },
  { kind: 'SelectField', field: (props) => <SelectField label="이름" options={options} {...props} /> },
  { kind: 'TextareaField', field: (props) => <TextareaField label="이름" {...props} /> },
])('$kind', ({ field }) => {
  const control = () => screen.getByLabelText('이름');

  it.each([
    { props: {}, described: [], isInvalid: false },
    { props: { hint: '실명으로 적어 주세요.' }, described: ['실명으로 적어 주세요.'], isInvalid: false },
    { props: { error: '이름을 입력해 주세요.' }, described: ['이름을 입력해 주세요.'], isInvalid: true },
    {
      props: { hint: '실명으로 적어 주세요.', error: '이름을 입력해 주세요.' },
      described: ['이름을 입력해 주세요.', '실명으로 적어 주세요.'],
      isInvalid: true,
    },
    { props: { error: '' }, described: [], isInvalid: false },
  ])('with $props reads $described and is invalid: $isInvalid', ({ props, described, isInvalid }) => {
    render(field(props));
    expect(descriptionOf(control())).toEqual(described);
    expect(control().getAttribute('aria-invalid')).toBe(isInvalid ? 'true' : null);
  });
});

describe('what only some fields have', () => {
  it('reads a success in the error’s place, and the screen’s own descriptions last', () => {
    render(
      <>
        <TextField
          label="아이디"
          hint="영문과 숫자"
          success="사용할 수 있는 아이디예요."
          describedBy="rules"
        />
        <p id="rules">6~12자</p>
      </>,
    );
    expect(descriptionOf(screen.getByLabelText('아이디'))).toEqual([
      '사용할 수 있는 아이디예요.',
      '영문과 숫자',
      '6~12자',
    ]);
  });

  it('reads the character count after the hint, and keeps the id the screen gave', () => {
    render(
      <TextareaField
        id="content"
        label="내용"
        hint="개인정보는 적지 마세요."
        count={{ current: 1200, max: 2000 }}
      />,
    );
    const textarea = screen.getByLabelText('내용');
    expect(textarea.id).toBe('content');
    expect(descriptionOf(textarea)).toEqual(['개인정보는 적지 마세요.', '글자 수 1,200 / 2,000자']);
  });
});
