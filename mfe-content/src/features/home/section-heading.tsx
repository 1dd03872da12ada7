import { Text, Title } from '@temple/shared/ui-base';

/** The heading and lead of a home page section. */
export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <>
      <Title order={2} id={id} mb={lead ? 6 : 'lg'}>
        {title}
      </Title>
      {lead && (
        <Text c="gray.7" mb="lg" maw={680}>
          {lead}
        </Text>
      )}
    </>
  );
}
