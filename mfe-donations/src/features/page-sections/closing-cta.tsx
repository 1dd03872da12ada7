import { Button, Container, Paper, Stack, Text, Title } from '@temple/shared/ui-base';

export interface ClosingCtaProps {
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
}

/** The last word of a page: one clear way to give. */
export function ClosingCta({ title, text, actionLabel, onAction }: ClosingCtaProps) {
  return (
    <Container size="lg" py="xl">
      <Paper radius="lg" p={{ base: 'lg', sm: 48 }} bg="maroon.9" c="white">
        <Stack align="center" ta="center" gap="md">
          <Title order={2}>{title}</Title>
          <Text maw={640} c="gray.1">
            {text}
          </Text>
          <Button size="md" color="saffron.3" c="dark.9" onClick={onAction}>
            {actionLabel}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
