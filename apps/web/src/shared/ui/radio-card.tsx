import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './class-names.ts';
import cards from './radio-cards.module.css';

/**
 * One card of a choice among a few (a line, an account, today or a later day): the whole card is the radio's
 * label, the chosen one tinted. `children` go under the title (a plan, a price, a note). The input's own
 * props (name, value, checked, onChange, or a form's register) pass through.
 */
export function RadioCard({
  title,
  isChosen,
  children,
  ...input
}: { title: ReactNode; isChosen: boolean; children?: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'title' | 'children'
> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <label className={classNames(cards.card, isChosen && cards.chosen)}>
      <input type="radio" className={cards.input} {...input} />
      <span className={cards.radio} aria-hidden="true" />
      <span className={cards.text}>
        <span className={cards.title}>{title}</span>
        {children}
      </span>
    </label>
  );
}
