import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, type NavigateFunction, useNavigate } from './router';
import { ScrollToTarget } from './scroll-to-target';

function renderAt(path: string) {
  const router: { navigate: NavigateFunction } = { navigate: () => undefined };
  function CaptureNavigate() {
    router.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTarget />
      <CaptureNavigate />
      <a href="/csr">CSR</a>
      <main>
        <section id="faq">FAQ</section>
      </main>
    </MemoryRouter>,
  );
  return router;
}

describe('ScrollToTarget', () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('scrollTo', scrollTo);
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollTo.mockReset();
    scrollIntoView.mockReset();
  });

  it('scrolls to the top when the route changes', async () => {
    const router = renderAt('/events');
    scrollTo.mockReset();
    await act(() => router.navigate('/csr'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('leaves the page the visitor landed on where they are, and scrolls to the top on every route change after', async () => {
    const router = renderAt('/mandir-nirman-seva');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/csr'));
    await act(() => router.navigate('/mandir-nirman-seva'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
  });

  it('keeps the position when only the query changes (a tab, a chosen amount)', async () => {
    const router = renderAt('/mandir-nirman-seva');
    scrollTo.mockReset();
    await act(() => router.navigate('/mandir-nirman-seva?type=rangamandap&qty=21'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the hash target instead of the top', async () => {
    const router = renderAt('/events');
    scrollTo.mockReset();
    await act(() => router.navigate('/mandir-nirman-seva#faq'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves the focus to the main content on a route change, and leaves it alone on landing', async () => {
    const router = renderAt('/mandir-nirman-seva');
    expect(document.activeElement).toBe(document.body);
    (document.querySelector('a') as HTMLElement).focus();
    await act(() => router.navigate('/csr'));
    expect(document.activeElement).toBe(document.querySelector('main'));
    expect(document.querySelector('main')).toHaveAttribute('tabindex', '-1');
  });

  it('takes a link whose hash is not valid percent-encoding as written, instead of failing the page', async () => {
    const router = renderAt('/events#%');
    await act(() => router.navigate('/csr#%E0%A4'));
    expect(document.querySelector('main')).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('moves the focus to the hash target a link in the app scrolls to', async () => {
    const router = renderAt('/legal/privacy-policy');
    await act(() => router.navigate('/legal/privacy-policy#faq'));
    expect(document.activeElement).toBe(document.getElementById('faq'));
  });

  it('keeps the focus on the hash target when the live page draws it anew in place of its prerendered copy', async () => {
    const router = renderAt('/legal/privacy-policy');
    await act(() => router.navigate('/legal/privacy-policy#faq'));
    const copy = document.getElementById('faq') as HTMLElement;
    expect(copy).toHaveFocus();

    const live = document.createElement('section');
    live.id = 'faq';
    live.textContent = 'FAQ, live';
    copy.replaceWith(live);
    await vi.waitFor(() => expect(live).toHaveFocus());
  });

  it('leaves the focus where the visitor has moved it when the hash target is drawn anew', async () => {
    const router = renderAt('/legal/privacy-policy');
    await act(() => router.navigate('/legal/privacy-policy#faq'));
    const csrLink = document.querySelector('a') as HTMLElement;
    csrLink.focus();

    const live = document.createElement('section');
    live.id = 'faq';
    document.getElementById('faq')?.replaceWith(live);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(csrLink).toHaveFocus();
  });
});
