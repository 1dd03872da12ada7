import { RANGAMANDAP } from './rangamandap-content';
import { SevaPageLayout } from './seva-page-layout';

export default function RangamandapPage() {
  return <SevaPageLayout content={RANGAMANDAP} />;
}
