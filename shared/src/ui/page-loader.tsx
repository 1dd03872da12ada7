import { Center, Loader, VisuallyHidden } from './mantine-base';

/**
 * Shown while a page's code arrives; keeps the footer from jumping up meanwhile (`compact`:
 * for a section of a page, no such room). The label is text in the status region, which
 * screen readers read (a label on the spinner is not).
 */
export function PageLoader({ label = 'Loading', compact = false }: { label?: string; compact?: boolean }) {
  return (
    <Center {...(compact ? { py: 'xl' } : { mih: '60vh' })} role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
