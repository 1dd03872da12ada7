import { Button } from '@temple/shared/ui-base';

interface PauseControlProps {
  paused: boolean;
  /** What moves, e.g. "CSR pillars": the button says "Pause CSR pillars". */
  label: string;
  /** The id of the moving row. */
  controls: string;
  onToggle: () => void;
}

const PAUSE_ICON = <path d="M6 4h4v16H6zM14 4h4v16h-4z" />;
const PLAY_ICON = <path d="M7 4v16l13-8z" />;

/** The stop control moving content must have (WCAG 2.2.2). */
export function PauseControl({ paused, label, controls, onToggle }: PauseControlProps) {
  const action = paused ? 'Play' : 'Pause';
  return (
    <Button
      variant="default"
      size="compact-sm"
      onClick={onToggle}
      aria-controls={controls}
      aria-label={`${action} ${label}`}
      leftSection={
        <svg
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          {paused ? PLAY_ICON : PAUSE_ICON}
        </svg>
      }
    >
      {action}
    </Button>
  );
}
