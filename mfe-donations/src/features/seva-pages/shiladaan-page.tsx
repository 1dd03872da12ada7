import { Container, Text, Title } from '@temple/shared/ui';

/** Placeholder until its issue lands. */
export default function ShiladaanPage() {
  return (
    <Container py="xl">
      <Title order={1}>Shiladaan</Title>
      <Text c="dimmed">This page is being built.</Text>
    </Container>
  );
}
