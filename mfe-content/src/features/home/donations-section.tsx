import { CONTRIBUTORS_LIMIT } from '@temple/shared';
import { Box, Container, RemoteModule, Skeleton } from '@temple/shared/ui-base';
import { NearViewport } from './near-viewport';
import { RemoteUnavailableNote } from './remote-unavailable-note';
import { SectionHeading } from './section-heading';

const CARDS_HEIGHT = 420;
const SHOWCASE_HEIGHT = 220;
// Still, not pulsing: it stands in for a section from the first paint on, for as long as a slow line takes.
const CARDS_PLACEHOLDER = <Skeleton height={CARDS_HEIGHT} radius="md" animate={false} />;
const SHOWCASE_PLACEHOLDER = (
  <Container size="lg">
    <Skeleton height={SHOWCASE_HEIGHT} radius="md" animate={false} />
  </Container>
);

/** The donation cards of mfe-donations, loaded through federation when they come near. */
export function DonationCardsSection() {
  return (
    <Container component="section" size="lg" py={40} aria-labelledby="donate-title">
      <SectionHeading
        id="donate-title"
        title="Offer your seva"
        lead="Offer a Shila, sponsor the Rangamandap or an Amrit Bhog. Every contribution receives an 80G receipt."
      />
      <NearViewport minHeight={CARDS_HEIGHT} placeholder={CARDS_PLACEHOLDER}>
        <RemoteModule
          id="mfe_donations/DonationCards"
          fallback={CARDS_PLACEHOLDER}
          renderUnavailable={(retry) => (
            <RemoteUnavailableNote
              message="The contribution options cannot be shown right now. You can still contribute on the Mandir Nirman Seva page."
              onRetry={retry}
            />
          )}
        />
      </NearViewport>
    </Container>
  );
}

/** The rolling showcase of the last 30 contributors, from mfe-donations. */
export function ContributorsSection() {
  return (
    // The showcase is a section in a container of its own, so only what stands in for it gets one here.
    <Box py={40}>
      <NearViewport minHeight={SHOWCASE_HEIGHT} placeholder={SHOWCASE_PLACEHOLDER}>
        <RemoteModule
          id="mfe_donations/ContributorShowcase"
          props={{ limit: CONTRIBUTORS_LIMIT.home }}
          fallback={SHOWCASE_PLACEHOLDER}
          renderUnavailable={(retry) => (
            <Container size="lg">
              <RemoteUnavailableNote
                message="The list of contributors cannot be shown right now."
                onRetry={retry}
              />
            </Container>
          )}
        />
      </NearViewport>
    </Box>
  );
}
