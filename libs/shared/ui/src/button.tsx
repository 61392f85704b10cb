import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'normal' | 'small';
}

export function Button({ variant = 'primary', size = 'normal', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['btn', variant !== 'primary' && `btn--${variant}`, size === 'small' && 'btn--small', className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
