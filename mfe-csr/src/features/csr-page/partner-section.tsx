import { TRUST } from '@temple/shared/core';
import {
  Anchor,
  Box,
  Card,
  Container,
  deferredSection,
  Grid,
  Stack,
  Text,
  Title,
} from '@temple/shared/ui-base';
import { loadEnquiryForm } from '../enquiry-form';
import classes from './partner-section.module.css';

/** Far below the first screen: the form's code (the kit's inputs, validation) comes as the visitor scrolls near. */
const EnquiryForm = deferredSection('enquiry-form', loadEnquiryForm, { whenNear: true });

export const PARTNER_SECTION_ID = 'partner-with-us';

/** The enquiry form, with the CSR e-mail address for those who would rather write. */
export function PartnerSection() {
  return (
    <Box
      component="section"
      id={PARTNER_SECTION_ID}
      aria-labelledby="partner-title"
      className={classes.section}
    >
      <Container size="lg" py={{ base: 40, md: 72 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Title order={2} id="partner-title" tabIndex={-1} className={classes.title}>
                Partner With Us
              </Title>
              <Text>
                Tell us about your organisation and the causes you care about. Our CSR team will shape a
                programme with you, from a single Purnima to a year-long partnership.
              </Text>
              <Text c="dark.5" size="sm">
                The form takes under 2 minutes.
              </Text>
              <Card withBorder radius="md" padding="md">
                <Text size="sm" c="dark.5">
                  Prefer e-mail? Write to our CSR team at
                </Text>
                <Anchor href={`mailto:${TRUST.csrEmail}`} fw={700} size="lg">
                  {TRUST.csrEmail}
                </Anchor>
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder shadow="sm" radius="md" padding="xl">
              <EnquiryForm />
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
