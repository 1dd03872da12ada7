import { LEGAL_LAST_UPDATED, TRUST } from '@temple/shared/core';
import { Anchor, Container, Group, Link, Stack, Text, Title } from '@temple/shared/ui-base';
import { LEGAL_DOCUMENTS, type LegalDocument } from './legal-document';
import { LEGAL_CONTENT } from './legal-documents';
import { LegalSectionBlock, LegalSectionText } from './legal-section';
import { LegalToc } from './legal-toc';

const CONTACT_SECTION = { id: 'contact-us', heading: 'Contact us' };

/** /legal/{document}: one policy with its date, a table of contents and headed sections. */
export default function LegalPage({ document }: { document: LegalDocument }) {
  const content = LEGAL_CONTENT[document];
  const toc = [...content.sections, CONTACT_SECTION];
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{content.title}</Title>
          <Text c="gray.7" mt={4}>
            Last updated {LEGAL_LAST_UPDATED}
          </Text>
        </div>
        <Text size="lg" lh={1.6}>
          {content.intro}
        </Text>
        <LegalToc entries={toc} />
        {content.sections.map((section) => (
          <LegalSectionText key={section.id} section={section} />
        ))}
        <LegalSectionBlock {...CONTACT_SECTION}>
          <Text lh={1.7}>
            {TRUST.trustName}, {TRUST.address}
          </Text>
          <Text lh={1.7}>
            E-mail{' '}
            <Anchor href={`mailto:${TRUST.email}`} underline="always">
              {TRUST.email}
            </Anchor>{' '}
            · Phone{' '}
            <Anchor href={TRUST.phoneHref} underline="always">
              {TRUST.phone}
            </Anchor>
          </Text>
        </LegalSectionBlock>
        <Group component="nav" aria-label="Other policies" gap="md" pt="md">
          {LEGAL_DOCUMENTS.filter((other) => other !== document).map((other) => (
            <Anchor key={other} component={Link} to={`/legal/${other}`} size="sm">
              {LEGAL_CONTENT[other].title}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
