import {
  type LocalModules,
  type PageRoute,
  type PrerenderVariantProps,
  siteRoutesOf,
} from '@temple/shared/core';
import { describe, expect, it } from 'vitest';
import { useLocation } from '../ui/router';
import { SitePages } from '../ui/site-pages';
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
  'pages/HomePage': async () => ({ default: () => <h1>Home</h1> }),
  'pages/EventsPage': async () => ({ default: () => <h1>Events</h1> }),
  'pages/LegalPage': async () => ({ default: LegalPage }),
  'pages/ContactPage': async () => ({ default: () => <h1>Contact</h1> }),
};

const CONTENT_ROUTES = siteRoutesOf('pages', [
  { path: '/', module: 'HomePage', title: '', description: '' },
  { path: '/events', module: 'EventsPage', title: 'Events', description: '' },
  ...['disclaimer', 'privacy-policy', 'terms-and-conditions'].map(
    (document): PageRoute => ({
      path: `/legal/${document}`,
      module: 'LegalPage',
      title: document,
      description: '',
      props: { document },
    }),
  ),
]);

const DONATION_ROUTES = siteRoutesOf('gifts', [
  { path: '/mandir-nirman-seva', module: 'DonationHubPage', title: '', description: '' },
  {
    path: '/payment-status',
    module: 'PaymentStatusPage',
    title: '',
    description: '',
    prerender: {
      search: '?order_id=prerender',
      data: {
        request: '/status/{order_id}',
        variantField: 'status',
        variants: ['PENDING', 'SUCCESS', 'FAILED'],
      },
    },
  },
  { path: '/test-integration', module: 'TestIntegrationPage', title: '', description: '', prerender: false },
]);

describe('prerendering', () => {
  it("renders each of a remote's routes, with the route's props", async () => {
    const pages = await prerenderRemotePages(CONTENT_ROUTES, CONTENT_MODULES);
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['/', '/events', '/legal/disclaimer']));
    expect(pages['/legal/disclaimer']).toContain('<h1>disclaimer</h1>');
    expect(pages['/legal/privacy-policy']).toContain('<h1>privacy-policy</h1>');
  });

  it('leaves out a page drawn only live, and says which module a remote does not have', async () => {
    const pages = await prerenderRemotePages(DONATION_ROUTES, {
      'gifts/DonationHubPage': async () => ({ default: () => <h1>Hub</h1> }),
      'gifts/PaymentStatusPage': async () => ({ default: StatusPage }),
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
    const csr = siteRoutesOf('partners', [{ path: '/csr', module: 'CsrPage', title: '', description: '' }]);
    await expect(prerenderRemotePages(csr, {})).rejects.toThrow(
      'partners/CsrPage is not among the modules of partners',
    );
  });

  it("leaves a slot in the shell's HTML where any page's own HTML goes, and marks the header's current link", async () => {
    function App() {
      const { pathname } = useLocation();
      return (
        <>
          <nav>{pathname === '/events' ? <b>Events</b> : 'Events'}</nav>
          <main>
            <SitePages notFound={<h1>Oops! Page not found</h1>} />
          </main>
        </>
      );
    }
    const pages = await prerenderShell(App, ['/events']);
    expect(Object.keys(pages)).toEqual(['/_page', '/events', '/404']);
    expect(pages['/_page']).toContain('<nav>Events</nav><main><temple-page-slot></temple-page-slot></main>');
    expect(pages['/events']).toContain(
      '<nav><b>Events</b></nav><main><temple-page-slot></temple-page-slot></main>',
    );
    expect(pages['/404']).toContain('Oops! Page not found');
    expect(pages['/404']).not.toContain('temple-page-slot');
  });

  it('takes no input until the live page has replaced it; links still work', async () => {
    const pages = await prerenderRemotePages(CONTENT_ROUTES, CONTENT_MODULES);
    const html = pages['/legal/terms-and-conditions'] ?? '';
    expect(html).toContain('<input inert="" readonly="" name="email"/>');
    expect(html).toContain('<textarea inert="" readonly="" name="message">');
    expect(html).toContain('<button inert="" type="submit">');
    expect(html).toContain('<a href="/contact">');
    expect(await withInertControls('<form class="f"><input name="a"/></form>')).toBe(
      '<form data-not-live="" class="f"><input inert="" readonly="" name="a"/></form>',
    );
    expect(await withInertControls('<select name="x"></select><p title="<button">a &lt;button&gt;</p>')).toBe(
      '<select inert="" name="x"></select><p title="<button">a &lt;button&gt;</p>',
    );
  });
});
