import type { Contributor } from '@temple/shared';
import { useBackClosesDialog } from '@temple/shared/dialog-history';
import { Modal, SimpleGrid, Tabs, Text, TextInput } from '@temple/shared/ui';
import { useMemo, useState } from 'react';
import { useCachedQuery } from '../api-cache';
import { ContributorCard } from './contributor-card';
import { CONTRIBUTOR_TABS, type ContributorTab, filterContributors } from './contributor-filters';
import { allContributorsQuery } from './contributors-cache';
import {
  CONTRIBUTORS_LOAD_FAILED,
  CONTRIBUTORS_LOADING,
  NO_DEVOTEES_MATCH,
  NO_DEVOTEES_YET,
} from './contributors-messages';

export interface ContributorsDialogProps {
  /** What the page already shows; kept when the full list cannot be loaded. */
  seed: readonly Contributor[];
  onClose: () => void;
}

/** Every devotee, by place and highlights, with a search; the list loads when it opens. Back closes it. */
export default function ContributorsDialog({ seed, onClose }: ContributorsDialogProps) {
  const { state } = useCachedQuery(allContributorsQuery);
  const contributors = state.status === 'ready' ? state.data : seed;
  const [tab, setTab] = useState<ContributorTab>('all');
  const [search, setSearch] = useState('');
  useBackClosesDialog(true, onClose);

  // The full list failed and the page had none to show either: there is nothing to search.
  const unavailable = state.status === 'failed' && contributors.length === 0;
  const shown = useMemo(() => filterContributors(contributors, tab, search), [contributors, tab, search]);
  // Nobody to show yet while the list loads: that is no answer to a search.
  const waiting = state.status === 'loading' && contributors.length === 0;
  const message = unavailable
    ? CONTRIBUTORS_LOAD_FAILED
    : waiting
      ? CONTRIBUTORS_LOADING
      : shown.length === 0
        ? // With no one at all and nothing typed, there was no search to match.
          contributors.length === 0 && !search.trim()
          ? NO_DEVOTEES_YET
          : NO_DEVOTEES_MATCH
        : null;

  return (
    <Modal opened onClose={onClose} title="Our Devotees" size="xl" centered>
      <TextInput
        label="Search devotees"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="sm"
      />
      <Tabs value={tab} onChange={(value) => setTab((value as ContributorTab | null) ?? 'all')}>
        <Tabs.List mb="md">
          {CONTRIBUTOR_TABS.map((option) => (
            <Tabs.Tab key={option.value} value={option.value}>
              {option.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CONTRIBUTOR_TABS.map((option) => (
          <Tabs.Panel key={option.value} value={option.value}>
            {option.value === tab && !unavailable && <DevoteeList contributors={shown} />}
          </Tabs.Panel>
        ))}
      </Tabs>
      {/* One live region from the start: screen readers announce a message put into it, not one that arrives with it. */}
      <Text c="dark.5" role="status" ta="center" py={message ? 'lg' : 0}>
        {message}
      </Text>
    </Modal>
  );
}

function DevoteeList({ contributors }: { contributors: readonly Contributor[] }) {
  if (contributors.length === 0) return null;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {contributors.map((contributor) => (
        <li key={contributor.id}>
          <ContributorCard contributor={contributor} />
        </li>
      ))}
    </SimpleGrid>
  );
}
