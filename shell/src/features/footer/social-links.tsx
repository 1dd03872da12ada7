import { TRUST } from '@temple/shared/core';
import { ActionIcon, Group } from '@temple/shared/ui-base';
// Files of their own, not markup in the script: the footer is below the fold, and the paths
// would be a kilobyte of every page's first-render JavaScript.
import facebook from './icons/facebook.svg?url';
import instagram from './icons/instagram.svg?url';
import whatsapp from './icons/whatsapp.svg?url';
import youtube from './icons/youtube.svg?url';

const SOCIAL = [
  { label: 'Instagram', href: TRUST.social.instagram, icon: instagram },
  { label: 'Facebook', href: TRUST.social.facebook, icon: facebook },
  { label: 'YouTube', href: TRUST.social.youtube, icon: youtube },
  { label: 'Share on WhatsApp', href: TRUST.social.whatsappShare, icon: whatsapp },
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
          <img src={link.icon} width={20} height={20} alt="" loading="lazy" />
        </ActionIcon>
      ))}
    </Group>
  );
}
