import { SAMPLE_REGISTRATIONS_NOTICE, TRUST_REGISTRATIONS } from '@temple/shared/core';
import {
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  StrokeIcon,
  Text,
  ThemeIcon,
  Title,
} from '@temple/shared/ui-base';
import type { ReactNode } from 'react';
import classes from './info-cards.module.css';

const icon = (path: ReactNode) => <StrokeIcon size={26}>{path}</StrokeIcon>;

function Identifiers({ entries }: { entries: [string, string][] }) {
  return (
    <dl className={classes.identifiers}>
      {entries.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The same registrations the receipt prints. */

const CARDS = [
  {
    title: 'CSR Registered',
    icon: icon(<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />),
    body: (
      <>
        <Text size="sm">
          Registered with the Ministry of Corporate Affairs to receive CSR funds. Our programmes are eligible
          under Schedule VII of the Companies Act, 2013.
        </Text>
        <Identifiers entries={[['CSR registration', TRUST_REGISTRATIONS.csrRegistrationNumber]]} />
      </>
    ),
  },
  {
    title: '80G & NGO Darpan',
    icon: icon(<path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />),
    body: (
      <>
        <Text size="sm">
          Contributions qualify for tax exemption under Section 80G, and the trust is registered on the NGO
          Darpan portal of NITI Aayog.
        </Text>
        <Identifiers
          entries={[
            ['PAN', TRUST_REGISTRATIONS.pan],
            ['TAN', TRUST_REGISTRATIONS.tan],
            ['80G registration', TRUST_REGISTRATIONS.registration80G],
            ['12A registration', TRUST_REGISTRATIONS.registration12A],
            ['NGO Darpan ID', TRUST_REGISTRATIONS.ngoDarpanId],
          ]}
        />
      </>
    ),
  },
  {
    title: 'Transparent Utilization',
    icon: icon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />),
    body: (
      <>
        <Text size="sm">Every rupee is accounted for, and you see where it went.</Text>
        <List size="sm" spacing={6}>
          <List.Item>Quarterly impact reports</List.Item>
          <List.Item>Independent audit</List.Item>
          <List.Item>Instant receipts</List.Item>
        </List>
      </>
    ),
  },
];

/** Why a company can fund the trust under CSR, and how the money is accounted for. */
export function InfoCards() {
  return (
    <Container
      size="lg"
      py={{ base: 40, md: 64 }}
      component="section"
      aria-labelledby="csr-credentials-title"
    >
      <Title order={2} id="csr-credentials-title" mb="lg">
        Registered, Eligible, Accountable
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {CARDS.map((card) => (
          <Card key={card.title} withBorder shadow="sm" padding="lg" radius="md">
            <Stack gap="sm">
              <ThemeIcon size={48} radius="md" variant="light" color="maroon">
                {card.icon}
              </ThemeIcon>
              <Title order={3} size="h4">
                {card.title}
              </Title>
              {card.body}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {TRUST_REGISTRATIONS.sample && (
        <Text size="sm" c="dimmed" mt="md">
          {SAMPLE_REGISTRATIONS_NOTICE}
        </Text>
      )}
    </Container>
  );
}
