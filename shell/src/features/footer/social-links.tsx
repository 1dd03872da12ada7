import { TRUST } from '@temple/shared/core';
import { ActionIcon, Group } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';

const icon = (path: ReactNode) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

const SOCIAL = [
  {
    label: 'Instagram',
    href: TRUST.social.instagram,
    icon: icon(
      <path d="M12 7a5 5 0 100 10 5 5 0 000-10zm0 8.2a3.2 3.2 0 110-6.4 3.2 3.2 0 010 6.4zM17.3 5.5a1.2 1.2 0 100 2.4 1.2 1.2 0 000-2.4zM12 2c-2.7 0-3 0-4.1.1C4.3 2.3 2.3 4.3 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 3.6 2.2 5.6 5.8 5.8C9 22 9.3 22 12 22s3 0 4.1-.1c3.6-.2 5.6-2.2 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.2-3.6-2.2-5.6-5.8-5.8C15 2 14.7 2 12 2zm0 1.8c2.7 0 3 0 4 .1 2.7.1 4 1.4 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.7-1.4 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.7-.1-4-1.4-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C4 5.3 5.3 4 8 3.9c1-.1 1.3-.1 4-.1z" />,
    ),
  },
  {
    label: 'Facebook',
    href: TRUST.social.facebook,
    icon: icon(
      <path d="M22 12a10 10 0 10-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0022 12z" />,
    ),
  },
  {
    label: 'YouTube',
    href: TRUST.social.youtube,
    icon: icon(
      <path d="M23 7.2a3 3 0 00-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 001 7.2 31 31 0 00.5 12a31 31 0 00.5 4.8 3 3 0 002.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 002.1-2.1 31 31 0 00.5-4.8 31 31 0 00-.5-4.8zM9.7 15V9l5.8 3z" />,
    ),
  },
  {
    label: 'Share on WhatsApp',
    href: TRUST.social.whatsappShare,
    icon: icon(
      <path d="M17.5 14.4c-.3-.1-1.8-.9-2-1-.3-.1-.5-.1-.7.1l-.9 1.2c-.2.2-.3.2-.6.1a8 8 0 01-4-3.5c-.3-.5.3-.5.9-1.6.1-.2 0-.4 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 00-.8.4 3.5 3.5 0 00-1.1 2.6 6 6 0 001.3 3.2 13.9 13.9 0 005.3 4.7c2 .8 2.7.9 3.7.7.6-.1 1.8-.7 2-1.5.3-.7.3-1.3.2-1.5l-.5-.3zM12 21.8a9.8 9.8 0 01-5-1.4l-.4-.2-3.7 1 1-3.6-.2-.4A9.8 9.8 0 1112 21.8zM20.5 3.5A11.8 11.8 0 001.8 17.8L.1 24l6.3-1.7A11.8 11.8 0 0024 12a11.7 11.7 0 00-3.5-8.5z" />,
    ),
  },
];

export function SocialLinks() {
  return (
    <Group gap="xs">
      {SOCIAL.map((link) => (
        <ActionIcon
          key={link.label}
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          variant="outline"
          color="saffron.1"
          size="lg"
          radius="xl"
        >
          {link.icon}
        </ActionIcon>
      ))}
    </Group>
  );
}
