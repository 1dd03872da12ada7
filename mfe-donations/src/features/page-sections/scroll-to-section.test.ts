import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section';

const jsdomScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  document.body.innerHTML = '';
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
});

describe('scrollToSection', () => {
  it('focuses the first field of the section, a date picker (select) included', () => {
    document.body.innerHTML = `
      <section id="contribute-form">
        <label>Purnima date <select id="date"><option>Pick</option></select></label>
        <label>Full name <input id="name"></label>
        <button>Contribute</button>
      </section>`;
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    scrollToSection('contribute-form');
    expect(scrolled).toHaveBeenCalledOnce();
    expect(document.activeElement?.id).toBe('date');
  });
});
