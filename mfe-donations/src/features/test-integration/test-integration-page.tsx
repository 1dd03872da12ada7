import { Container, deferredSection, SimpleGrid, Stack, Text, Title } from '@temple/shared/ui-base';
import { ApiConfigCard } from './api-config-card';
import { BackendStatusCard } from './backend-status-card';
import { IntegrationChecklist } from './integration-checklist';
import { ReleasesCard } from './releases-card';
import { StatisticsCard } from './statistics-card';

/** Below the status cards: the page goes live without the form's code (the kit's inputs, validation). */
const TestDonationForm = deferredSection('test-donation-form', () =>
  import('./test-donation-form').then((module) => module.TestDonationForm),
);

/** /test-integration: diagnostics of the site and its backend (spec sections 2 and 8). */
export default function TestIntegrationPage() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Integration Test</Title>
          <Text c="gray.7" mt={4}>
            Checks the connection between this site and its backend, and sends a test donation.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <BackendStatusCard />
          <ApiConfigCard />
        </SimpleGrid>
        <StatisticsCard />
        <TestDonationForm />
        <IntegrationChecklist />
        <ReleasesCard />
      </Stack>
    </Container>
  );
}
