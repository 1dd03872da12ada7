import { CONTRIBUTORS_LIMIT, FIRST_FIELD, scrollToSection } from '@temple/shared';
import { appStore, donationIntentAtom, openDonation } from '@temple/shared/core';
import { useOnDialogHistoryEntry } from '@temple/shared/dialog-history';
import {
  Box,
  Button,
  Container,
  deferredSection,
  Stack,
  Text,
  Title,
  useSearchParams,
} from '@temple/shared/ui-base';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { loadContributorsSection } from '../contributors';
import { DonationCards } from '../donation-cards';
import { PageHero, TrustBadges } from '../page-sections';
import { VerseCarousel } from '../verse-carousel';

const HUB_MARQUEE_SECONDS = 45;
const CARDS_ID = 'ways-to-give';

/** Last on the page: the code that asks the API for contributors comes as the visitor scrolls near. */
const ContributorsSection = deferredSection('contributors', loadContributorsSection, { whenNear: true });

/**
 * The donation hub (spec section 2). `?type=..&qty=..` with a valid type opens the
 * donation dialog prefilled; the cards write their choice into the URL. Closing the
 * dialog takes the choice out of the URL again (replacing the entry, so Back and reload
 * do not open it anew), once the dialog's own history entry is gone.
 */
export default function DonationHubPage() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const qty = params.get('qty');
  const dialogOpen = useAtomValue(donationIntentAtom) !== null;
  const onDialogEntry = useOnDialogHistoryEntry();
  const wasOpen = useRef(false);

  useEffect(() => {
    // Open already: a card wrote its choice into the URL as it opened the dialog itself.
    if (type === null || appStore.get(donationIntentAtom) !== null) return;
    let current = true;
    // Only a link with a choice in it needs the code that checks one (the API's contracts).
    import('./hub-query').then(
      ({ parseHubQuery }) => {
        const intent = parseHubQuery({ type, qty });
        if (current && intent) openDonation(intent);
      },
      // Offline: the link's choice is not opened; the cards below still offer every one.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [type, qty]);

  useEffect(() => {
    if (dialogOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current || onDialogEntry) return;
    wasOpen.current = false;
    if (params.has('type')) {
      const rest = new URLSearchParams(params);
      rest.delete('type');
      rest.delete('qty');
      setParams(rest, { replace: true, preventScrollReset: true });
    }
  }, [dialogOpen, onDialogEntry, params, setParams]);

  return (
    <>
      <PageHero
        eyebrow="Mandir Nirman Seva"
        title="Build the temple, stone by stone"
        subtitle="Offer a Shila, sponsor the Rangamandap or an Amrit Bhog. Every contribution is secure, eligible for 80G benefits, and used transparently for the temple."
      >
        <TrustBadges signals={['secure', 'tax', 'transparent']} />
        <div>
          <Button
            size="lg"
            color="saffron.3"
            c="dark.9"
            onClick={() => scrollToSection(CARDS_ID, FIRST_FIELD)}
          >
            Choose your seva
          </Button>
        </div>
      </PageHero>
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack
          gap="md"
          id={CARDS_ID}
          style={{ scrollMarginTop: 8 }}
          component="section"
          aria-labelledby="ways-title"
        >
          <Title order={2} id="ways-title">
            Ways to give
          </Title>
          <Text c="dark.6">Pick a quick amount to open the contribution form, prefilled.</Text>
          <DonationCards />
        </Stack>
      </Container>
      <Box bg="saffron.0" py={{ base: 'lg', sm: 48 }}>
        <Container size="lg">
          <VerseCarousel />
        </Container>
      </Box>
      <ContributorsSection limit={CONTRIBUTORS_LIMIT.hub} durationSeconds={HUB_MARQUEE_SECONDS} withViewAll />
    </>
  );
}
