import { FIRST_FIELD, scrollToSection } from '@temple/shared';
import { Button, Container, deferredSection, Grid, Paper, Stack, Text, Title } from '@temple/shared/ui-base';
import { keptDonorDetails, loadDonationForm } from '../donation-form';
import { loadFaqBlock } from '../faq';
import { ClosingCta, FactGrid, PageHero, SEVA_HERO_MEDIA, TrustBadges } from '../page-sections';
import type { SevaPageContent } from './seva-page-content';

const FORM_ID = 'contribute-form';

// Below the hero: the page goes live without the form's code (the kit's inputs, validation);
// the FAQ, far down, comes as the visitor scrolls near. The kit's inputs are fetched and run
// before the form's own code, so a slow phone runs two shorter tasks instead of one long one
// (see docs/decisions.md, "Start-up split into tasks").
const DonationForm = deferredSection('donation-form', () =>
  // Nothing of it is read here: a bundle that tree-shakes the kit keeps no more of it for this.
  import(/* webpackExports: [] */ '@temple/shared/ui-inputs').then(loadDonationForm),
);
const FaqBlock = deferredSection('faq', loadFaqBlock, { whenNear: true });

/**
 * One dedicated contribution page (spec section 2): hero, badges, the inline form card,
 * About texts and facts, the FAQ and a closing call to action. A failed submission on
 * this form is only logged.
 */
export function SevaPageLayout({ content }: { content: SevaPageContent }) {
  const toForm = () => scrollToSection(FORM_ID, FIRST_FIELD);
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        video={SEVA_HERO_MEDIA}
      >
        <TrustBadges signals={['secure', 'tax']} />
        <div>
          <Button size="lg" color="saffron.3" c="dark.9" onClick={toForm}>
            {content.hero.actionLabel}
          </Button>
        </div>
      </PageHero>
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Grid gap={{ base: 'lg', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper
              id={FORM_ID}
              component="section"
              aria-labelledby={`${FORM_ID}-title`}
              withBorder
              shadow="sm"
              radius="lg"
              p={{ base: 'md', sm: 'xl' }}
              style={{ scrollMarginTop: 8 }}
            >
              <Stack gap="xs" mb="md">
                <Title order={2} id={`${FORM_ID}-title`}>
                  {content.form.title}
                </Title>
                <Text c="dark.5">{content.form.note} The form takes under 2 minutes.</Text>
              </Stack>
              {/* What the donor typed is there again after a visit to another page, as in the dialog. */}
              <DonationForm type={content.type} qty={content.qty} keptDetails={keptDonorDetails} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack component="section" gap="md" aria-labelledby="about-title">
              <Title order={2} id="about-title">
                {content.about.title}
              </Title>
              {content.about.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              <FactGrid facts={content.facts} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      {content.contributorsSoon && (
        <Container size="lg" py="lg">
          <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} bg="saffron.0" ta="center">
            <Title order={2}>Esteemed Contributors</Title>
            <Text mt="xs" c="dark.6">
              The list of our esteemed contributors will be shown here soon.
            </Text>
          </Paper>
        </Container>
      )}
      <Container size="md" py="xl">
        <FaqBlock items={content.faq} searchable />
      </Container>
      <ClosingCta
        title={content.closing.title}
        text={content.closing.text}
        actionLabel={content.closing.actionLabel}
        onAction={toForm}
      />
    </>
  );
}
