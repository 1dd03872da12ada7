import { SevaPageLayout } from './seva-page-layout';
import { SHILADAAN } from './shiladaan-content';

export default function ShiladaanPage() {
  return <SevaPageLayout content={SHILADAAN} />;
}
