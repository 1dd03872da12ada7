import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FIELD, SECTION_HEADING, scrollToSection } from './scroll-to-section';

const jsdomScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  document.body.innerHTML = '';
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
});

describe('scrollToSection', () => {
  it('focuses the first field of a form section, a date picker (select) included', () => {
    document.body.innerHTML = `
      <section id="contribute-form">
        <label>Purnima date <select id="date"><option>Pick</option></select></label>
        <label>Full name <input id="name"></label>
        <button>Contribute</button>
      </section>`;
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    scrollToSection('contribute-form', FIRST_FIELD);
    expect(scrolled).toHaveBeenCalledOnce();
    expect(document.activeElement?.id).toBe('date');
  });

  it("focuses a reading section's heading, not its first link", () => {
    document.body.innerHTML = `
      <section id="partner">
        <a id="link" href="#x">Brochure</a>
        <h2 id="heading" tabindex="-1">Partner with us</h2>
      </section>`;
    Element.prototype.scrollIntoView = vi.fn();
    scrollToSection('partner', SECTION_HEADING);
    expect(document.activeElement?.id).toBe('heading');
  });
});
