import { TRUST } from '@temple/shared/core';
import { Group, Link, Text } from '@temple/shared/ui-base';
import classes from './site-logo.module.css';

/** A temple shikhar drawn inline, so the logo costs no request. */
export function TempleMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 3l2 5h-4z" fill="#fca31e" />
      <path d="M24 8c-5 6-9 13-10 22h20C33 21 29 14 24 8z" fill="#9c2c2c" />
      <path d="M10 30h28v4H10z" fill="#c87800" />
      <path d="M12 34h24v10H12z" fill="#9c2c2c" />
      <path d="M21 37h6v7h-6z" fill="#fff6e5" />
    </svg>
  );
}

export function SiteLogo() {
  return (
    <Link
      to="/"
      aria-label={`${TRUST.templeName}, home`}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={8} wrap="nowrap">
        <TempleMark />
        <div className={classes.name}>
          <Text fw={800} fz="lg" lh={1.1} c="maroon.9" ff="heading">
            {TRUST.templeName}
          </Text>
          <Text fz={11} lh={1.1} c="dimmed">
            Mandir Nirman Seva
          </Text>
        </div>
      </Group>
    </Link>
  );
}
