import { TRUST } from '@temple/shared/core';
import { Container, Paper, SimpleGrid, Text } from '@temple/shared/ui-base';
import { SectionHeading } from './section-heading';
import { TEMPLE_HIGHLIGHTS } from './temple-highlights';

export function AboutSection() {
  return (
    <Container component="section" size="lg" py={40} aria-labelledby="about-title">
      <SectionHeading
        id="about-title"
        title="About the temple"
        lead={`${TRUST.templeName} is being carved in stone in the classical Nagara style, with three sanctums under three shikhars, a pillared Rangamandap and five entrance porches.`}
      />
      {/* Columns by the grid's own width in em, so enlarged text takes fewer of them. */}
      <SimpleGrid
        component="ul"
        type="container"
        cols={{ base: 1, '18em': 2, '46em': 3, '60em': 4 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {TEMPLE_HIGHLIGHTS.map((highlight) => (
          <Paper component="li" key={highlight.label} withBorder radius="md" p="md" bg="saffron.0">
            <Text ff="heading" fw={700} fz={{ base: 'lg', sm: 'xl' }} c="maroon.9">
              {highlight.value}
            </Text>
            <Text size="sm" c="dark.6">
              {highlight.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
