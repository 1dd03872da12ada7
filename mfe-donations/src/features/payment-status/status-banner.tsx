import type { PaymentStatus } from '@temple/shared/core';
import { Box, Group, Paper, Text, Title } from '@temple/shared/ui-base';
import { BANNER_TEXT_COLOR, STATUS_APPEARANCE } from './status-appearance';
import classes from './status-banner.module.css';
import { StatusIcon, type StatusIconName } from './status-icon';

const ICON: Record<PaymentStatus, StatusIconName> = { PENDING: 'clock', SUCCESS: 'check', FAILED: 'cross' };

/**
 * The coloured banner that says where the payment stands; the pending icon pulses (not under
 * reduced motion). Its words keep a readable width: with too little room beside the icon
 * (enlarged text, a zoomed phone), they move below it.
 */
export function StatusBanner({ status }: { status: PaymentStatus }) {
  const look = STATUS_APPEARANCE[status];
  return (
    <Paper
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      bg={look.background}
      style={{ border: `1px solid ${look.border}`, borderInlineStartWidth: 6 }}
      data-status={status}
    >
      <Group align="flex-start" wrap="wrap" gap="md">
        <Box c={look.icon} className={status === 'PENDING' ? classes.pulse : undefined} mt={2} lh={0}>
          <StatusIcon name={ICON[status]} size={36} />
        </Box>
        <div className={classes.words}>
          <Title order={1} fz={{ base: 24, sm: 30 }} c={look.heading} tabIndex={-1}>
            {look.title}
          </Title>
          <Text mt={6} c={BANNER_TEXT_COLOR}>
            {look.message}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
