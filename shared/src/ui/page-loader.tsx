import { Center, Loader } from './mantine-base';

/** Shown while a page's code arrives; keeps the footer from jumping up meanwhile. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
