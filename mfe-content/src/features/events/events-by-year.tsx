import { Badge, Group, Stack, Title } from '@temple/shared/ui-base';
import { EventList } from './event-list';
import { groupByYear } from './event-schedule';
import type { TempleEvent } from './temple-event';

const countLabel = (count: number) => `${count} ${count === 1 ? 'event' : 'events'}`;

/** The All tab: one section per year, newest first, each with its event count. */
export function EventsByYear({ events }: { events: readonly TempleEvent[] }) {
  return (
    <Stack gap="xl">
      {groupByYear(events).map(({ year, events: ofYear }) => (
        <section key={year} aria-labelledby={`events-${year}`}>
          <Group gap="sm" mb="sm">
            <Title order={2} size="h3" id={`events-${year}`}>
              {year}
            </Title>
            <Badge variant="light" color="maroon" data-testid="year-count">
              {countLabel(ofYear.length)}
            </Badge>
          </Group>
          <EventList events={ofYear} emptyText="" />
        </section>
      ))}
    </Stack>
  );
}
