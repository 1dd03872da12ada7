export { PillarsSection } from './pillars-section';
