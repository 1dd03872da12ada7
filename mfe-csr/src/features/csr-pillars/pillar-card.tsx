import { Badge, Card, Group, Stack, Text, Title } from '@temple/shared/ui-base';
import type { CsrPillar } from './csr-pillars';
import classes from './pillar-card.module.css';

export function PillarCard({ pillar }: { pillar: CsrPillar }) {
  return (
    <Card withBorder shadow="xs" padding="lg" radius="md" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4">
          {pillar.title}
        </Title>
        <Text size="sm" c="dark.5" style={{ flex: 1 }}>
          {pillar.description}
        </Text>
        <div>
          <Text size="xs" fw={700} c="dark.5" tt="uppercase" mb={6}>
            Related sevas
          </Text>
          <Group gap={6}>
            {pillar.sevas.map((seva) => (
              <Badge key={seva} variant="light" color="maroon" radius="sm" tt="none" fw={600}>
                {seva}
              </Badge>
            ))}
          </Group>
        </div>
      </Stack>
    </Card>
  );
}
