import '@testing-library/jest-dom/vitest';
import { jsonFetch, renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from './enquiry-form';

const CONTACT = '/api/contact';

function answer(reply: (request: Request) => unknown) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(jsonFetch({ [CONTACT]: reply }));
}

const stored = () => new Response(JSON.stringify({ success: true }), { status: 201 });

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submitButton = () => screen.getByRole('button', { name: /Submit/ });

type User = ReturnType<typeof userEvent.setup>;

/** Types into a field at once (key by key is slow and adds nothing here). */
async function enter(user: User, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

async function fillIn() {
  const user = userEvent.setup();
  await enter(user, 'Organization name', '  Acme Industries ');
  await enter(user, 'Contact person', 'Asha Rao');
  await enter(user, 'Designation', 'CSR Head');
  await enter(user, 'Email', 'asha@acme.example');
  await user.click(screen.getByRole('checkbox', { name: 'Education' }));
  await user.click(screen.getByRole('checkbox', { name: 'Relief' }));
  await enter(user, 'Message', 'Scholarships for 50 students.');
  return user;
}

async function fillInAndSubmit() {
  const user = await fillIn();
  await user.click(submitButton());
  return user;
}

function expectInputKept() {
  expect(field('Organization name')).toHaveValue('  Acme Industries ');
  expect(field('Contact person')).toHaveValue('Asha Rao');
  expect(field('Email')).toHaveValue('asha@acme.example');
  expect(screen.getByRole('checkbox', { name: 'Education' })).toBeChecked();
  expect(field('Message')).toHaveValue('Scholarships for 50 students.');
}

// Filling in the whole form in jsdom takes seconds on a busy machine.
describe('EnquiryForm', { timeout: 20_000 }, () => {
  beforeEach(() => useTestRuntimeConfig());

  it('offers the seven areas of interest', () => {
    renderWithProviders(<EnquiryForm />);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'Food & Nourishment',
      'Education',
      'Healthcare',
      'Environment',
      'Culture',
      'Public Institutions',
      'Relief',
    ]);
  });

  it('checks a field when it is left after a change, as the donation form does', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnquiryForm />);
    const message = screen.getByLabelText(/Message/);
    await user.click(message);
    await user.paste('Please call \u202Eevil\u202C back');
    await user.tab();
    expect(message).toHaveAccessibleDescription(
      /Remove the invisible or text-direction characters from this field/,
    );
    // Passed through untouched: no message yet.
    expect(screen.getByLabelText(/Email/)).not.toHaveAccessibleDescription(/./);
  });

  it('sends the enquiry, trimmed, with contributionType as an empty list', async () => {
    const sent: unknown[] = [];
    answer(async (request) => {
      sent.push(await request.json());
      return stored();
    });
    renderWithProviders(<EnquiryForm />);
    await fillInAndSubmit();
    await screen.findByText('Thanks! Our team will get in touch shortly.');
    expect(sent).toEqual([
      {
        organizationName: 'Acme Industries',
        contactPerson: 'Asha Rao',
        designation: 'CSR Head',
        email: 'asha@acme.example',
        areasOfInterest: ['Education', 'Relief'],
        contributionType: [],
        message: 'Scholarships for 50 students.',
      },
    ]);
  });

  it('leaves out optional fields left empty', async () => {
    const sent: unknown[] = [];
    answer(async (request) => {
      sent.push(await request.json());
      return stored();
    });
    renderWithProviders(<EnquiryForm />);
    const user = userEvent.setup();
    await enter(user, 'Organization name', 'Acme');
    await enter(user, 'Contact person', 'Asha');
    await enter(user, 'Email', 'asha@acme.example');
    await user.click(submitButton());
    await screen.findByText('Thanks! Our team will get in touch shortly.');
    expect(sent).toEqual([
      {
        organizationName: 'Acme',
        contactPerson: 'Asha',
        email: 'asha@acme.example',
        areasOfInterest: [],
        contributionType: [],
      },
    ]);
  });

  it('reads "Submitting..." and shows as disabled while sending', async () => {
    let reply: (response: Response) => void = () => {};
    answer(() => new Promise<Response>((resolve) => (reply = resolve)));
    renderWithProviders(<EnquiryForm />);
    await fillInAndSubmit();
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-disabled', 'true');
    reply(stored());
    expect(await screen.findByRole('button', { name: 'Submit Enquiry' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('keeps the focus on the button while sending and after the thanks, and sends once', async () => {
    let reply: (response: Response) => void = () => {};
    const fetch = answer(() => new Promise<Response>((resolve) => (reply = resolve)));
    renderWithProviders(<EnquiryForm />);
    const user = await fillIn();
    await user.tab();
    await user.keyboard('{Enter}');
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(fetch).toHaveBeenCalledTimes(1);
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    reply(stored());
    const thanks = await screen.findByRole('alert');
    expect(thanks).toHaveTextContent('Thanks! Our team will get in touch shortly.');
    expect(screen.getByRole('status')).toHaveTextContent('We respond within 1–2 business days.');
    expect(screen.getByRole('button', { name: 'Submit Enquiry' })).toHaveFocus();
    // Below the button, where a phone's screen ends: brought into view (by an effect, which
    // React may run a moment after the thanks is drawn).
    await vi.waitFor(() => expect(scrolledTo).toEqual([thanks]));
  });

  it('keeps the focus on the button while sending and after a failure', async () => {
    let fail: (error: Error) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((_, reject) => (fail = reject)),
    );
    renderWithProviders(<EnquiryForm />);
    const user = await fillIn();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toHaveFocus();
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    expect(screen.getByRole('button', { name: 'Submit Enquiry' })).toHaveFocus();
  });

  it('on success: the green thanks, the response time for screen readers, and an empty form', async () => {
    answer(stored);
    renderWithProviders(<EnquiryForm />);
    await fillInAndSubmit();
    const thanks = await screen.findByRole('alert');
    expect(thanks).toHaveTextContent('Thanks! Our team will get in touch shortly.');
    expect(thanks).toHaveAttribute('data-variant', 'light');
    expect(thanks.style.getPropertyValue('--alert-color')).toContain('green');
    expect(screen.getByRole('status')).toHaveTextContent('We respond within 1–2 business days.');
    for (const name of ['Organization name', 'Contact person', 'Designation', 'Email', 'Message']) {
      expect(field(name)).toHaveValue('');
    }
    expect(screen.getByRole('checkbox', { name: 'Education' })).not.toBeChecked();
  });

  it('takes the second click of a double-click on the sent form as nothing: the thanks stay, no field is missing', async () => {
    const fetch = answer(stored);
    renderWithProviders(<EnquiryForm />);
    const user = await fillInAndSubmit();
    await screen.findByRole('alert');
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Thanks! Our team will get in touch shortly.');
    expect(screen.queryByText('Organization name is required')).toBeNull();
    expect(field('Organization name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetch).toHaveBeenCalledTimes(1);
    await enter(user, 'Organization name', 'Second Company');
    await user.click(submitButton());
    expect(await screen.findByText('Contact person is required')).toBeVisible();
  });

  it("on a refusal: the server's message in red, and nothing typed is lost", async () => {
    answer(
      () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Organization is on our blocked list',
            error: 'Blocked',
          }),
          { status: 400 },
        ),
    );
    renderWithProviders(<EnquiryForm />);
    await fillInAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Organization is on our blocked list');
    expect(alert.style.getPropertyValue('--alert-color')).toContain('red');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expectInputKept();
  });

  it("ties the server's field messages to their fields", async () => {
    answer(
      () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Validation failed',
            error: 'Bad Request',
            fieldErrors: { email: ['This domain does not receive mail'] },
          }),
          { status: 400 },
        ),
    );
    renderWithProviders(<EnquiryForm />);
    await fillInAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(field('Email')).toHaveAccessibleDescription('This domain does not receive mail');
    expect(field('Email')).toHaveFocus();
  });

  it.each([
    [400, 'Submission failed. Please check the form fields.'],
    [500, 'Submission failed on our side. Please try again in a few minutes.'],
  ])('answered %i without a message, says "%s" and keeps what was typed', async (status, message) => {
    answer(() => new Response(null, { status }));
    renderWithProviders(<EnquiryForm />);
    await fillInAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expectInputKept();
  });

  it('says "Network error. Please try again." when no answer came, not the browser\'s "Failed to fetch"', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<EnquiryForm />);
    await fillInAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    expectInputKept();
  });

  it('submits again after a failure, and clears the failure on success', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetch.mockImplementation(jsonFetch({ [CONTACT]: stored }));
    renderWithProviders(<EnquiryForm />);
    const user = await fillInAndSubmit();
    await screen.findByText('Network error. Please try again.');
    await user.click(submitButton());
    await screen.findByText('Thanks! Our team will get in touch shortly.');
    expect(screen.queryByText('Network error. Please try again.')).not.toBeInTheDocument();
  });

  it('asks for the required fields, tied to them, focuses the first, and sends nothing', async () => {
    const fetch = answer(stored);
    renderWithProviders(<EnquiryForm />);
    await userEvent.setup().click(submitButton());
    expect(field('Organization name')).toHaveAccessibleDescription('Organization name is required');
    expect(field('Organization name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Contact person')).toHaveAccessibleDescription('Contact person is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Designation')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Organization name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('focuses the first field in error once its message is drawn, so both are read out together', async () => {
    answer(stored);
    renderWithProviders(<EnquiryForm />);
    const readOut: string[] = [];
    field('Organization name').addEventListener('focus', (event) => {
      const description = (event.target as HTMLElement).getAttribute('aria-describedby') ?? '';
      readOut.push(document.getElementById(description.split(' ').at(-1) ?? '')?.textContent ?? '');
    });
    await userEvent.setup().click(submitButton());
    await vi.waitFor(() => expect(field('Organization name')).toHaveFocus());
    expect(readOut).toEqual(['Organization name is required']);
  });

  it('asks for a valid e-mail address, and focuses it', async () => {
    const fetch = answer(stored);
    renderWithProviders(<EnquiryForm />);
    const user = userEvent.setup();
    await enter(user, 'Organization name', 'Acme');
    await enter(user, 'Contact person', 'Asha');
    await enter(user, 'Email', 'asha.acme');
    await user.click(submitButton());
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Email')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats a name of only spaces as missing', async () => {
    answer(stored);
    renderWithProviders(<EnquiryForm />);
    const user = userEvent.setup();
    await enter(user, 'Organization name', '   ');
    await user.click(submitButton());
    expect(field('Organization name')).toHaveAccessibleDescription('Organization name is required');
  });
});
