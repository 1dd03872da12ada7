import { Paper, SimpleGrid, Text } from '@temple/shared/ui-base';

export interface Fact {
  value: string;
  label: string;
}

/** Figures worth knowing, in a row of tiles: one a row when enlarged text would not fit two. */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '18em': 2 }} spacing="md" component="dl" m={0}>
      {facts.map((fact) => (
        // The label is the term and comes first, as a list of terms reads; the figure is shown on top, tiles aligned at the top.
        <Paper
          key={fact.label}
          withBorder
          radius="md"
          p="md"
          ta="center"
          bg="saffron.0"
          style={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
        >
          <Text component="dt" size="sm" c="dark.6">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fz={{ base: 20, sm: 24 }} fw={800} c="maroon.9">
            {fact.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
