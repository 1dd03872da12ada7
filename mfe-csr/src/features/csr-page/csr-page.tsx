import { SECTION_HEADING, scrollToSection } from '@temple/shared';
import { PillarsSection } from '../csr-pillars';
import { FeaturedProjectsSection } from '../featured-projects';
import { CsrHero } from './csr-hero';
import { InfoCards } from './info-cards';
import { PARTNER_SECTION_ID, PartnerSection } from './partner-section';

/** The CSR partnership page, /csr (spec section 2). */
export default function CsrPage() {
  return (
    <>
      <CsrHero onPartner={() => scrollToSection(PARTNER_SECTION_ID, SECTION_HEADING)} />
      <InfoCards />
      <PillarsSection />
      <FeaturedProjectsSection />
      <PartnerSection />
    </>
  );
}
