import { UNIT_PRICE } from '@temple/shared';
import { formatIndianNumber } from '@temple/shared/core';
import { List, Text } from '@temple/shared/ui-base';
import { SectionCard } from '../payment-status';

const CHECKS = [
  'Backend answers GET /health',
  'Donation statistics load from GET /api/donations/stats',
  'A test donation returns a donation id and a payment URL',
  'The payment page sends the donor back to /payment-status?order_id=…',
  'The status page polls every 5 seconds until the payment succeeds or fails',
  'The 80G receipt downloads as a PDF after a successful payment',
  `Unit prices per Shila / Amrit Bhog: ₹${formatIndianNumber(UNIT_PRICE.DONATION)} / ${formatIndianNumber(UNIT_PRICE.BHOG)}`,
];

/** What to go through when checking a deployment by hand. */
export function IntegrationChecklist() {
  return (
    <SectionCard title="Integration Checklist">
      <List spacing={6}>
        {CHECKS.map((check) => (
          <List.Item key={check}>
            {/* An API path is one long word on a narrow screen. */}
            <Text style={{ overflowWrap: 'anywhere' }}>{check}</Text>
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}
