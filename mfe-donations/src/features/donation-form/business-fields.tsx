import { Checkbox, Collapse, SimpleGrid, Stack, TextInput } from '@temple/shared/ui-inputs';
import { useDonationFormContext } from './donation-form-context';

/** A business donation adds its name, logo URL and website. */
export function BusinessFields() {
  const form = useDonationFormContext();
  const isBusiness = form.getValues().isBusiness;
  return (
    <Stack gap="sm">
      <Checkbox
        label="This is a business donation"
        {...form.getInputProps('isBusiness', { type: 'checkbox' })}
      />
      <Collapse expanded={isBusiness}>
        {isBusiness && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Business name"
              autoComplete="organization"
              {...form.getInputProps('businessName')}
            />
            <TextInput
              label="Business logo URL"
              type="url"
              placeholder="https://"
              {...form.getInputProps('businessLogoUrl')}
            />
            <TextInput
              label="Website"
              type="url"
              placeholder="https://"
              style={{ gridColumn: '1 / -1' }}
              {...form.getInputProps('website')}
            />
          </SimpleGrid>
        )}
      </Collapse>
    </Stack>
  );
}
