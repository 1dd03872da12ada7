import { Badge, Group } from '@temple/shared/ui-base';

const TRUST_SIGNALS = {
  secure: '100% Secure',
  tax: '80G Benefits',
  transparent: 'Transparent Usage',
} as const;
export type TrustSignal = keyof typeof TRUST_SIGNALS;

/** The reassurances shown in a hero. */
export function TrustBadges({ signals }: { signals: readonly TrustSignal[] }) {
  return (
    <Group
      gap="xs"
      component="ul"
      aria-label="Why give here"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {signals.map((signal) => (
        <Badge key={signal} component="li" size="lg" variant="white" c="maroon.9" radius="sm">
          {TRUST_SIGNALS[signal]}
        </Badge>
      ))}
    </Group>
  );
}
