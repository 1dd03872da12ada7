import { CONTRIBUTORS_LIMIT } from '@temple/shared';
import { useReturnFocusOnClose } from '@temple/shared/dialog-history';
import {
  Alert,
  Button,
  Container,
  deferredSection,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@temple/shared/ui-base';
import { useId, useRef, useState } from 'react';
import { CONTRIBUTOR_CARD_WIDTH, ContributorMarquee } from './contributor-marquee';
import { CONTRIBUTORS_LOAD_FAILED, NO_DEVOTEES_YET } from './contributors-messages';
import { useContributors } from './use-contributors';

const DEFAULT_MARQUEE_SECONDS = 60;

/**
 * The full list loads its code when the visitor asks for it. Code that fails to arrive (a
 * phone out of signal) leaves the section as it is, with Retry under it.
 */
const ContributorsDialog = deferredSection(
  'contributors-dialog',
  () => import('./contributors-dialog').then((module) => module.default),
  { whileLoading: null },
);

export interface ContributorsSectionProps {
  limit?: number;
  durationSeconds?: number;
  /** The hub adds a button opening the full list. */
  withViewAll?: boolean;
}

/** Our devotees: the latest contributors rolling by, and on the hub the full list. */
export function ContributorsSection({
  limit = CONTRIBUTORS_LIMIT.default,
  durationSeconds = DEFAULT_MARQUEE_SECONDS,
  withViewAll = false,
}: ContributorsSectionProps) {
  const headingId = useId();
  const state = useContributors(limit);
  const [viewAll, setViewAll] = useState(false);
  const viewAllButton = useRef<HTMLButtonElement>(null);
  // The dialog mounts already open (its code arrives after the click), so Mantine has no
  // opener to return the focus to: its button takes it back here.
  useReturnFocusOnClose(viewAll, viewAllButton);
  const seed = state.status === 'ready' ? state.data : [];

  return (
    <Container size="lg" component="section" aria-labelledby={headingId} py="xl">
      <Group justify="space-between" align="end" mb="md">
        <Stack gap={4}>
          <Title order={2} id={headingId}>
            Our Esteemed Contributors
          </Title>
          <Text c="dark.6">Devotees who have offered their seva to the temple.</Text>
        </Stack>
        {withViewAll && (
          <Button ref={viewAllButton} variant="outline" onClick={() => setViewAll(true)}>
            View all devotees
          </Button>
        )}
      </Group>
      {state.status === 'loading' && (
        <Group gap="md" wrap="nowrap" style={{ overflow: 'hidden' }} role="status">
          <VisuallyHidden>Loading contributors</VisuallyHidden>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={120} w={CONTRIBUTOR_CARD_WIDTH} radius="md" style={{ flex: 'none' }} />
          ))}
        </Group>
      )}
      {state.status === 'failed' && <Alert color="yellow">{CONTRIBUTORS_LOAD_FAILED}</Alert>}
      {state.status === 'ready' &&
        // An empty row would leave a bare gap under the heading.
        (seed.length === 0 ? (
          <Text c="dark.6">{NO_DEVOTEES_YET}</Text>
        ) : (
          <ContributorMarquee contributors={seed} durationSeconds={durationSeconds} />
        ))}
      {viewAll && <ContributorsDialog seed={seed} onClose={() => setViewAll(false)} />}
    </Container>
  );
}
