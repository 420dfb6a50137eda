import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'iconOnly' | 'aria-label'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
}

export function IconButton({ label, icon, variant = 'ghost', size = 'md', ...props }: IconButtonProps) {
  return (
    <Button variant={variant} size={size} iconOnly aria-label={label} {...props}>
      {icon}
    </Button>
  );
}
