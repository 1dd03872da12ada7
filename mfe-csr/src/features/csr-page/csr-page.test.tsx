import '@testing-library/jest-dom/vitest';
import { renderWithProviders, useTestRuntimeConfig, watchIntersections } from '@temple/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import CsrPage from './csr-page';

const PILLARS = [
  'Food & Nourishment',
  'Education',
  'Healthcare',
  'Environment',
  'Cultural & Spiritual',
  'Public Institutions',
  'Relief & Disaster Response',
];

function renderPage() {
  useTestRuntimeConfig();
  return renderWithProviders(<CsrPage />, { route: '/csr' });
}

describe('CsrPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens with a hero whose Partner with Us button takes the visitor to the form', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'CSR Partnerships' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Partner With Us' });
    const scrolled = vi.spyOn(section, 'scrollIntoView');
    fireEvent.click(screen.getByRole('button', { name: 'Partner with Us' }));
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(within(section).getByRole('heading', { name: 'Partner With Us' })).toHaveFocus();
  });

  it('shows the three credentials, with the same registrations the receipt prints, marked as samples', () => {
    renderPage();
    const credentials = screen.getByRole('region', { name: 'Registered, Eligible, Accountable' });
    const card = (title: string) =>
      within(credentials).getByRole('heading', { name: title }).closest<HTMLElement>('.mantine-Card-root');
    const csr = within(card('CSR Registered') as HTMLElement);
    expect(csr.getByText(/Ministry of Corporate Affairs/)).toHaveTextContent(/Schedule VII/);
    expect(csr.getByText('CSR00012345')).toBeInTheDocument();
    const tax = within(card('80G & NGO Darpan') as HTMLElement);
    for (const value of [
      'AAATS1234M',
      'BLRS12345M',
      'AAATS1234MF20214',
      'AAATS1234ME20214',
      'KA/2024/0123456',
    ]) {
      expect(tax.getByText(value)).toBeInTheDocument();
    }
    expect(tax.getByText('PAN')).toBeInTheDocument();
    expect(tax.getByText('TAN')).toBeInTheDocument();
    expect(
      within(credentials).getByText(
        'Sample numbers, shown until the trust publishes its own registration details.',
      ),
    ).toBeInTheDocument();
    const transparency = within(card('Transparent Utilization') as HTMLElement);
    for (const promise of ['Quarterly impact reports', 'Independent audit', 'Instant receipts']) {
      expect(transparency.getByText(promise)).toBeInTheDocument();
    }
  });

  it('lists the seven pillars, each with a description and related sevas', () => {
    renderPage();
    const pillars = within(screen.getByRole('region', { name: 'CSR pillars' })).getAllByRole('listitem');
    expect(pillars.map((pillar) => within(pillar).getByRole('heading').textContent)).toEqual(PILLARS);
    for (const pillar of pillars) {
      expect(within(pillar).getByText('Related sevas')).toBeInTheDocument();
      expect(pillar.textContent?.length).toBeGreaterThan(80);
    }
  });

  it('features Amrit Bhog Seva (monthly Purnima prasad) and Spiritual Education & Youth', () => {
    renderPage();
    const region = within(screen.getByRole('region', { name: 'Featured projects' }));
    const titles = region.getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Amrit Bhog Seva',
      'Spiritual Education & Youth',
    ]);
    const amritBhog = titles[0]?.closest('li') as HTMLElement;
    expect(amritBhog).toHaveTextContent(/Monthly, on every Purnima/);
    expect(amritBhog).toHaveTextContent(/prasad/);
  });

  it('scrolls the pillars at 42 px/s and the projects at 40 px/s', () => {
    vi.useFakeTimers();
    try {
      renderPage();
      const pillars = screen.getByRole('region', { name: 'CSR pillars' });
      const projects = screen.getByRole('region', { name: 'Featured projects' });
      act(() => vi.advanceTimersByTime(16));
      const [pillarsFrom, projectsFrom] = [pillars.scrollLeft, projects.scrollLeft];
      act(() => vi.advanceTimersByTime(1008));
      expect(pillars.scrollLeft - pillarsFrom).toBeCloseTo((42 * 1008) / 1000, 6);
      expect(projects.scrollLeft - projectsFrom).toBeCloseTo((40 * 1008) / 1000, 6);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the CSR e-mail address, and the enquiry form as the visitor scrolls near it', async () => {
    const sections = watchIntersections();
    renderPage();
    const section = within(screen.getByRole('region', { name: 'Partner With Us' }));
    expect(section.getByRole('link', { name: 'csr@srimandir.org' })).toHaveAttribute(
      'href',
      'mailto:csr@srimandir.org',
    );
    // The form's code is its own chunk, fetched once the form is near the viewport.
    expect(section.queryByRole('form', { name: 'CSR partnership enquiry' })).not.toBeInTheDocument();
    sections.scrollNear();
    expect(await section.findByRole('form', { name: 'CSR partnership enquiry' })).toBeInTheDocument();
  });
});
