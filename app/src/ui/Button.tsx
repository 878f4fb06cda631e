import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { Spinner } from './Spinner.tsx';

type Variant = 'primary' | 'secondary' | 'tertiary' | 'danger' | 'text';

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-on-accent hover:bg-primary-dark shadow-sm',
  secondary: 'border-2 border-primary text-primary hover:bg-primary/10',
  tertiary: 'bg-input text-primary hover:bg-input/70',
  danger: 'bg-danger text-on-accent hover:bg-danger/90',
  text: 'text-primary hover:underline',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  isLoading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  isLoading,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-2xl font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        'disabled:cursor-not-allowed disabled:bg-input disabled:text-muted disabled:shadow-none disabled:border-transparent',
        size === 'sm' ? 'h-8 px-4 text-sm' : 'h-12 px-6 text-base',
        fullWidth && 'w-full',
        variants[variant],
        className,
      )}
      {...props}
    >
      {isLoading && <Spinner />}
      {children}
    </button>
  );
}
