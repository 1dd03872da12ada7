import { ContributorsSection } from './contributors-section';

export interface ContributorShowcaseProps {
  /** How many contributors to ask for; 100 unless told (the home page asks for 30). */
  limit?: number;
  /** One marquee round, in seconds; 60 unless told. */
  durationSeconds?: number;
}

/** The rolling showcase of past contributors (exposed; placed on the home page). */
export default function ContributorShowcase({ limit, durationSeconds }: ContributorShowcaseProps) {
  return <ContributorsSection limit={limit} durationSeconds={durationSeconds} />;
}
