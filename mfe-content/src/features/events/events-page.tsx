import { Container, Tabs, Text, Title, useSearchParams, VisuallyHidden } from '@temple/shared/ui-sections';
import { useMemo } from 'react';
import { templeToday } from './clock';
import { EventList } from './event-list';
import { asOf, pastEvents, upcomingEvents } from './event-schedule';
import { EventsByYear } from './events-by-year';
import { TEMPLE_EVENTS } from './events-data';
import { type EventsTab, parseEventsTab } from './events-tab';

/** /events: the timeline in three tabs, the chosen tab kept in `?tab=` so it can be shared. */
export default function EventsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseEventsTab(searchParams.get('tab'));
  const { all, upcoming, past } = useMemo(() => {
    const today = templeToday();
    const events = TEMPLE_EVENTS.map((event) => asOf(event, today));
    return { all: events, upcoming: upcomingEvents(events, today), past: pastEvents(events, today) };
  }, []);

  const selectTab = (value: string | null) => {
    const next = parseEventsTab(value);
    setSearchParams(next === 'upcoming' ? {} : { tab: next });
  };

  const labels: Record<EventsTab, string> = {
    upcoming: `Upcoming (${upcoming.length})`,
    past: `Past (${past.length})`,
    all: `All (${all.length})`,
  };

  return (
    <Container size="lg" py="xl">
      <Title order={1}>Events</Title>
      <Text c="gray.7" mt="xs" mb="lg" maw={640}>
        Ceremonies and milestones of the temple’s construction, from the Bhoomi Pooja in 2022 to the
        inauguration planned for 2027.
      </Text>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="lg">
          {(Object.keys(labels) as EventsTab[]).map((value) => (
            <Tabs.Tab key={value} value={value}>
              {labels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="upcoming">
          <VisuallyHidden component="h2">Upcoming events</VisuallyHidden>
          <EventList events={upcoming} emptyText="No upcoming events at the moment." />
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <VisuallyHidden component="h2">Past events</VisuallyHidden>
          <EventList events={past} emptyText="No past events yet." />
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <EventsByYear events={all} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
