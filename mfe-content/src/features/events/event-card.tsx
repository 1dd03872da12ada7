import { TRUST } from '@temple/shared/core';
import { Anchor, Card, Group, Link, Stack, Text, Title } from '@temple/shared/ui-base';
import { formatEventDate } from './event-date';
import type { EventLinks, TempleEvent } from './temple-event';

const LINK_LABELS: Record<keyof EventLinks, string> = {
  photos: 'Photos',
  video: 'Video',
  live: 'Watch live',
};

function EventLink({ href, label, eventTitle }: { href: string; label: string; eventTitle: string }) {
  const name = `${label}: ${eventTitle}`;
  if (href.startsWith('/'))
    return (
      <Anchor component={Link} to={href} aria-label={name} fw={600} size="sm">
        {label}
      </Anchor>
    );
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={name} fw={600} size="sm">
      {label}
    </Anchor>
  );
}

/** One event: title, date (or to be decided), the temple as its place, and its links if any. */
export function EventCard({ event }: { event: TempleEvent }) {
  const links = (Object.keys(LINK_LABELS) as (keyof EventLinks)[]).filter((kind) => event.links?.[kind]);
  return (
    <Card component="article" withBorder radius="md" padding="lg" data-testid="event-card">
      <Stack gap={6}>
        <Title order={3} size="h4">
          {event.title}
        </Title>
        <Text size="sm" fw={600} c="maroon.9">
          {formatEventDate(event)}
        </Text>
        <Text size="sm" c="gray.7">
          {TRUST.templeName}, {TRUST.city}
        </Text>
        {links.length > 0 ? (
          <Group gap="md" mt={4}>
            {links.map((kind) => (
              <EventLink
                key={kind}
                href={event.links?.[kind] ?? ''}
                label={LINK_LABELS[kind]}
                eventTitle={event.title}
              />
            ))}
          </Group>
        ) : (
          <Text size="sm" fs="italic" c="gray.7" mt={4}>
            Details coming soon.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
