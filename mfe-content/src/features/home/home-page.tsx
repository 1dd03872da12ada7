import { AboutSection } from './about-section';
import { BlessingsSection } from './blessings-section';
import { ContributorsSection, DonationCardsSection } from './donations-section';
import { HeroSection } from './hero-section';
import { ProgressSection } from './progress-section';

/** `/`: hero and facts, about, progress, donation cards, blessings, contributors (spec section 2). */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ProgressSection />
      <DonationCardsSection />
      <BlessingsSection />
      <ContributorsSection />
    </>
  );
}
