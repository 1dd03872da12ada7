import { DONATION_HUB_PATH, donationLinkProps, TRUST } from '@temple/shared/core';
import { HeroPoster, HeroVideo } from '@temple/shared/hero-video';
import { Box, Button, Container, Group, Link, SimpleGrid, Text, Title } from '@temple/shared/ui-base';
import classes from './hero.module.css';
import { HERO_MEDIA } from './media-sources';
import { HERO_FACTS } from './temple-facts';

/**
 * The poster is the first paint (and the largest): small, sized, fetched first. The
 * muted loop covers it only once the page is idle, and never under reduced motion.
 */
export function HeroSection() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-title">
      <HeroPoster media={HERO_MEDIA} className={classes.backdrop} />
      <HeroVideo media={HERO_MEDIA} className={classes.backdrop} />
      <Container size="lg" py={{ base: 'xl', sm: 56 }} w="100%">
        <Text tt="uppercase" fw={700} size="sm" c="saffron.2" mb={6}>
          Mandir Nirman Seva · {TRUST.city}
        </Text>
        <Title order={1} id="home-title" c="white" fz={{ base: 32, sm: 52 }} maw={720} lh={1.15}>
          Build {TRUST.templeName} with us, stone by stone
        </Title>
        <Text size="lg" mt="sm" maw={600} c="gray.1">
          A hand-carved stone temple rising in {TRUST.city}, built entirely by the offerings of devotees.
        </Text>
        <Group mt="lg" gap="sm">
          <Button
            size="md"
            color="saffron.3"
            c="dark.9"
            component="a"
            {...donationLinkProps({ type: 'DONATION', qty: 1 })}
          >
            Contribute Now
          </Button>
          <Button
            size="md"
            variant="outline"
            color="gray.0"
            c="white"
            component={Link}
            to={DONATION_HUB_PATH}
          >
            Explore sevas
          </Button>
        </Group>
        <SimpleGrid
          component="dl"
          type="container"
          cols={{ base: 1, '18em': 3 }}
          spacing="sm"
          mt={40}
          mb={0}
          aria-label="Temple facts"
        >
          {HERO_FACTS.map((fact) => (
            <div key={fact.label} className={classes.fact}>
              <Text component="dt" size="sm" c="gray.2">
                {fact.label}
              </Text>
              <Text component="dd" m={0} className={classes.factValue}>
                {fact.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
