import { StrokeIcon } from '@temple/shared/ui-base';

/** Line icons of the payment status page; decorative, the text next to them says the same. */
const PATHS = {
  clock: ['M12 7v5l3 2', 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z'],
  check: ['M8 12.5l2.5 2.5L16 9.5', 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z'],
  cross: ['M9 9l6 6M15 9l-6 6', 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z'],
  alert: [
    'M12 8v5M12 16.5v.01',
    'M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  ],
} as const;

export type StatusIconName = keyof typeof PATHS;

export function StatusIcon({ name, size = 28 }: { name: StatusIconName; size?: number }) {
  return (
    <StrokeIcon size={size}>
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </StrokeIcon>
  );
}
