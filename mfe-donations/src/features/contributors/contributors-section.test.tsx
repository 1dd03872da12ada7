import { renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { screen } from '@testing-library/react';
import { ContributorsSection } from './contributors-section';

beforeEach(() => useTestRuntimeConfig());

describe('contributors section', () => {
  it('says that the contributors are loading, in words a screen reader reads', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithProviders(<ContributorsSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading contributors');
  });
});
