import { Container, Stack, Text, Title } from '@temple/shared/ui-base';
import { AutoScroller } from '../auto-scroller';
import { CSR_PILLARS } from './csr-pillars';
import { PillarCard } from './pillar-card';

/** Pixels per second (spec section 9). */
const PILLARS_SPEED = 42;

export function PillarsSection() {
  return (
    <Container size="lg" py={{ base: 40, md: 64 }} component="section" aria-labelledby="csr-pillars-title">
      <Stack gap={4} mb="md">
        <Title order={2} id="csr-pillars-title">
          Our CSR Pillars
        </Title>
        <Text c="dark.5">Seven areas where your CSR funds become lasting seva.</Text>
      </Stack>
      <AutoScroller
        label="CSR pillars"
        speed={PILLARS_SPEED}
        items={CSR_PILLARS}
        itemKey={(pillar) => pillar.title}
        renderItem={(pillar) => <PillarCard pillar={pillar} />}
        itemWidth="min(300px, 78vw)"
      />
    </Container>
  );
}
