import { SimpleGrid, Text } from '@temple/shared/ui-base';
import { EventCard } from './event-card';
import type { TempleEvent } from './temple-event';

export function EventList({ events, emptyText }: { events: readonly TempleEvent[]; emptyText: string }) {
  if (events.length === 0) return <Text c="gray.7">{emptyText}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </SimpleGrid>
  );
}
