import { TRUST } from '@temple/shared/core';
import { Anchor, Card, Container, SimpleGrid, Text, Title } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';

function ContactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb={6}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /contact: a heading and a tagline (spec section 2), with the trust's details. */
export default function ContactPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Contact Us</Title>
      <Text size="lg" c="gray.7" mt="xs" mb="xl" maw={640}>
        We would love to hear from you: questions about a seva, your receipt or a visit to the temple site are
        always welcome.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ContactCard title="Visit">
          <Text component="address" fs="normal" lh={1.6}>
            {TRUST.trustName}
            <br />
            {TRUST.address}
          </Text>
        </ContactCard>
        <ContactCard title="Write">
          <Anchor href={`mailto:${TRUST.email}`} underline="always">
            {TRUST.email}
          </Anchor>
        </ContactCard>
        <ContactCard title="Call">
          <Anchor href={TRUST.phoneHref} underline="always">
            {TRUST.phone}
          </Anchor>
        </ContactCard>
      </SimpleGrid>
    </Container>
  );
}
