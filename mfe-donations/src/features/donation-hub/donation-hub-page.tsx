import { Container, Text, Title } from '@temple/shared/ui';

/** Placeholder until its issue lands. */
export default function DonationHubPage() {
  return (
    <Container py="xl">
      <Title order={1}>DonationHub</Title>
      <Text c="dimmed">This page is being built.</Text>
    </Container>
  );
}
