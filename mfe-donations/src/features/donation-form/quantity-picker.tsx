import { QUANTITY_MAX, QUANTITY_MIN, QUICK_QUANTITIES, UNIT_NAME, UNIT_PRICE } from '@temple/shared';
import { formatRupees } from '@temple/shared/core';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@temple/shared/ui-inputs';
import { useId } from 'react';
import { useDonationFormContext } from './donation-form-context';
import { describeQuantity } from './quantity';

/** Quick amounts of the chosen type and a custom quantity from 1 to 1000. */
export function QuantityPicker() {
  const form = useDonationFormContext();
  const labelId = useId();
  const { paymentType: type, shilas } = form.getValues();
  if (type === 'BHOG') return null;
  return (
    <Stack gap="xs">
      <Text id={labelId} fw={600} size="sm">
        Choose {UNIT_NAME[type].many}
      </Text>
      {/* Columns by the width the buttons have, in em: enlarged text gets fewer, wider ones. */}
      <SimpleGrid
        type="container"
        cols={{ base: 1, '15em': 2, '27em': 4 }}
        spacing="xs"
        role="group"
        aria-labelledby={labelId}
      >
        {QUICK_QUANTITIES[type].map((qty) => {
          const selected = shilas.trim() === String(qty);
          return (
            <Button
              key={qty}
              variant={selected ? 'filled' : 'default'}
              aria-pressed={selected}
              py={6}
              onClick={() => form.setFieldValue('shilas', String(qty))}
            >
              <Stack gap={0} align="center">
                <span>{describeQuantity(type, qty)}</span>
                <Text span size="xs" fw={400}>
                  {formatRupees(qty * UNIT_PRICE[type])}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </SimpleGrid>
      <TextInput
        label={`Custom quantity (${UNIT_NAME[type].many})`}
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        autoComplete="off"
        {...form.getInputProps('shilas')}
      />
    </Stack>
  );
}
