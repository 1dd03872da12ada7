import { TRUST } from '@temple/shared/core';
import { Badge, Button, Container, Group, Stack, Text, Title } from '@temple/shared/ui-base';
import classes from './csr-hero.module.css';

export function CsrHero({ onPartner }: { onPartner: () => void }) {
  return (
    <section className={classes.hero} aria-labelledby="csr-title">
      <Container size="lg" py={{ base: 48, md: 88 }}>
        <Stack gap="lg" maw={720}>
          <Text tt="uppercase" fw={700} size="sm" c="saffron.2" lts={1.5}>
            Corporate Social Responsibility
          </Text>
          <Title order={1} id="csr-title" c="white" className={classes.title}>
            CSR Partnerships
          </Title>
          <Text size="lg" c="white">
            Partner with {TRUST.trustName} to feed, teach, heal and shelter communities in {TRUST.city} —
            through a temple that serves everyone who comes.
          </Text>
          <Group gap="xs">
            {['Schedule VII eligible', '80G receipts', 'Audited & reported'].map((label) => (
              <Badge key={label} variant="white" color="maroon" radius="sm" tt="none" size="lg">
                {label}
              </Badge>
            ))}
          </Group>
          <Group>
            <Button size="lg" variant="white" color="maroon" onClick={onPartner}>
              Partner with Us
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
