import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { classNames } from './class-names.ts';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost';
type Size = 'md' | 'lg';

function classesOf(variant: Variant, size: Size, isBlock: boolean, extra?: string): string {
  return classNames(styles.button, styles[variant], styles[size], isBlock && styles.block, extra);
}

interface CommonProps {
  variant?: Variant;
  size?: Size;
  isBlock?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isBlock = false,
  className,
  type = 'button',
  ...props
}: CommonProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classesOf(variant, size, isBlock, className)} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  isBlock = false,
  className,
  ...props
}: CommonProps & LinkProps) {
  return <Link className={classesOf(variant, size, isBlock, className)} {...props} />;
}
