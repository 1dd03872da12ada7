import { AMRIT_BHOG } from './amrit-bhog-content';
import { SevaPageLayout } from './seva-page-layout';

export default function AmritBhogPage() {
  return <SevaPageLayout content={AMRIT_BHOG} />;
}
