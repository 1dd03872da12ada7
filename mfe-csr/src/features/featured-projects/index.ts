export { FeaturedProjectsSection } from './featured-projects-section';
