import { type RefObject, useEffect, useRef, useState } from 'react';
import { focusLost } from '../a11y/focus-lost';
import { Button, Paper, Stack, Text, Title } from './mantine-base';

/**
 * Retry takes the failure panel away, and with it the button that had the focus: while the
 * code loads, the box the section is drawn in (the returned ref, a `tabIndex={-1}` element
 * drawn once `retries` is above 0) takes the focus instead of the page's body, and keeps it
 * when the section arrives in it. A visitor who has already moved the focus elsewhere keeps it.
 */
export function useFocusAfterRetry<T extends HTMLElement>(retries: number): RefObject<T | null> {
  const box = useRef<T>(null);
  useEffect(() => {
    if (retries > 0 && focusLost()) box.current?.focus({ preventScroll: true });
  }, [retries]);
  return box;
}

export interface SectionUnavailableProps {
  onRetry: () => void;
  title?: string;
  text?: string;
  compact?: boolean;
  /**
   * Shown again after a Retry that failed: its Retry button takes the focus back from the
   * section's box, unless the visitor has moved it out of the section meanwhile.
   */
  takeFocus?: boolean;
}

/** What a visitor sees when a part of the site cannot be loaded right now. */
export function SectionUnavailable({
  onRetry,
  title = 'This section is temporarily unavailable',
  text = 'We could not load this part of the site. The rest of the site works as usual; please try again in a moment.',
  compact = false,
  takeFocus = false,
}: SectionUnavailableProps) {
  const [retrying, setRetrying] = useState(false);
  const retryButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = retryButton.current;
    if (!takeFocus || !button) return;
    if (focusLost() || document.activeElement?.contains(button)) button.focus();
  }, [takeFocus]);
  return (
    <Paper
      role="alert"
      withBorder
      radius="md"
      p={compact ? 'md' : 'xl'}
      my={compact ? 'md' : 'xl'}
      mx="auto"
      maw={640}
      data-testid="section-unavailable"
    >
      <Stack align="center" gap="sm" ta="center">
        <Title order={compact ? 3 : 2}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Button
          ref={retryButton}
          loading={retrying}
          onClick={() => {
            setRetrying(true);
            onRetry();
          }}
        >
          Retry
        </Button>
      </Stack>
    </Paper>
  );
}
