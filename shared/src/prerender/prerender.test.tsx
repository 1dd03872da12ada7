import type { LocalModules, PrerenderVariantProps } from '@temple/shared/core';
import { describe, expect, it } from 'vitest';
import { RemoteModule } from '../ui/remote-module';
import { Route, Routes, useLocation } from '../ui/router';
import { prerenderRemotePages, prerenderShell, withInertControls } from './index';

function LegalPage({ document }: { document: string }) {
  return (
    <form>
      <h1>{document}</h1>
      <input name="email" />
      <textarea name="message" />
      <button type="submit">Send</button>
      <a href="/contact">Contact</a>
    </form>
  );
}

function StatusPage({ prerenderVariant }: PrerenderVariantProps) {
  const { search } = useLocation();
  return <p>{prerenderVariant ?? search}</p>;
}

const CONTENT_MODULES: LocalModules = {
  'mfe_content/HomePage': async () => ({ default: () => <h1>Home</h1> }),
  'mfe_content/EventsPage': async () => ({ default: () => <h1>Events</h1> }),
  'mfe_content/LegalPage': async () => ({ default: LegalPage }),
  'mfe_content/ContactPage': async () => ({ default: () => <h1>Contact</h1> }),
};

describe('prerendering', () => {
  it("renders each of a remote's routes, with the route's props", async () => {
    const pages = await prerenderRemotePages('mfe_content', CONTENT_MODULES);
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['/', '/events', '/legal/disclaimer']));
    expect(pages['/legal/disclaimer']).toContain('<h1>disclaimer</h1>');
    expect(pages['/legal/privacy-policy']).toContain('<h1>privacy-policy</h1>');
  });

  it('leaves out a page drawn only live, and says which module a remote does not have', async () => {
    const pages = await prerenderRemotePages('mfe_donations', {
      'mfe_donations/DonationHubPage': async () => ({ default: () => <h1>Hub</h1> }),
      'mfe_donations/ShiladaanPage': async () => ({ default: () => <h1>Shila</h1> }),
      'mfe_donations/RangamandapPage': async () => ({ default: () => <h1>Ranga</h1> }),
      'mfe_donations/AmritBhogPage': async () => ({ default: () => <h1>Bhog</h1> }),
      'mfe_donations/PaymentStatusPage': async () => ({ default: StatusPage }),
    });
    expect(pages['/test-integration']).toBeUndefined();
    // The status page is drawn as it is for any order: checking; and once per status, for the server to fill.
    expect(pages['/payment-status']).toContain('?order_id=prerender');
    expect(pages['/payment-status.SUCCESS']).toContain('<p>SUCCESS</p>');
    expect(Object.keys(pages).filter((key) => key.startsWith('/payment-status.'))).toEqual([
      '/payment-status.PENDING',
      '/payment-status.SUCCESS',
      '/payment-status.FAILED',
    ]);
    await expect(prerenderRemotePages('mfe_csr', {})).rejects.toThrow('mfe_csr/CsrPage');
  });

  it("leaves a slot in the shell's HTML where the page's own HTML goes", () => {
    function App() {
      return (
        <main>
          <Routes>
            <Route path="/events" element={<RemoteModule id="mfe_content/EventsPage" />} />
            <Route path="*" element={<h1>Not found</h1>} />
          </Routes>
        </main>
      );
    }
    const pages = prerenderShell(App);
    expect(pages['/events']).toContain('<main><temple-page-slot></temple-page-slot></main>');
    expect(pages['/404']).toContain('<main><h1>Not found</h1></main>');
  });

  it('takes no input until the live page has replaced it; links still work', async () => {
    const pages = await prerenderRemotePages('mfe_content', CONTENT_MODULES);
    const html = pages['/legal/terms-and-conditions'] ?? '';
    expect(html).toContain('<input readonly inert name="email"/>');
    expect(html).toContain('<textarea readonly inert name="message">');
    expect(html).toContain('<button inert type="submit">');
    expect(html).toContain('<a href="/contact">');
    expect(withInertControls('<select name="x"></select>')).toBe('<select inert name="x"></select>');
  });
});
