import type { CSSProperties, ReactNode } from 'react';
import classes from './plain-badge.module.css';

export interface PlainBadgeProps {
  /** A theme color, "maroon", or (outline only) one of its shades, "saffron.9". */
  color: string;
  variant: 'light' | 'outline';
  /** Mantine's badges shout in capitals; a name or a seva keeps its own case. */
  keepCase?: boolean;
  fontWeight?: number;
  children: ReactNode;
}

function colorVariable(color: string, variant: 'light' | 'light-color' | 'outline'): string {
  const [name, shade] = color.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-${variant})`;
}

/** A badge that looks like Mantine's light or outline Badge, drawn as plain elements (see the CSS). */
export function PlainBadge({ color, variant, keepCase = false, fontWeight, children }: PlainBadgeProps) {
  const outline = variant === 'outline';
  const style = {
    '--badge-bg': outline ? 'transparent' : colorVariable(color, 'light'),
    '--badge-color': outline ? colorVariable(color, 'outline') : colorVariable(color, 'light-color'),
    '--badge-border-color': outline ? colorVariable(color, 'outline') : 'transparent',
    fontWeight,
    textTransform: keepCase ? 'none' : undefined,
  } as CSSProperties;
  return (
    <span className={classes.badge} style={style}>
      <span className={classes.label}>{children}</span>
    </span>
  );
}
