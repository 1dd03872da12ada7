import { Container, Text, Title } from '@temple/shared/ui';

/** Placeholder until its issue lands. */
export default function RangamandapPage() {
  return (
    <Container py="xl">
      <Title order={1}>Rangamandap</Title>
      <Text c="dimmed">This page is being built.</Text>
    </Container>
  );
}
