import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { TextInput } from '../ui/inputs';
import { checkWhenLeftChanged } from './check-when-left-changed';

let touched: (path: string) => boolean = () => false;

function CityForm() {
  const form = useForm({
    initialValues: { city: '' },
    validate: { city: (value) => (value.trim() ? null : 'City is required') },
    enhanceGetInputProps: checkWhenLeftChanged,
  });
  touched = form.isTouched;
  return <TextInput label="City" {...form.getInputProps('city')} />;
}

describe('checkWhenLeftChanged', () => {
  it("keeps the form library's own focus handling", async () => {
    renderWithProviders(<CityForm />);
    await userEvent.click(screen.getByLabelText('City'));
    expect(touched('city')).toBe(true);
  });

  it('checks a field emptied again and left, not one Tab passed through', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CityForm />);
    const city = screen.getByLabelText('City');
    await user.click(city);
    await user.tab();
    expect(city).not.toHaveAttribute('aria-invalid');
    await user.click(city);
    await user.type(city, 'Mysuru');
    await user.tab();
    await user.click(city);
    await user.clear(city);
    await user.tab();
    expect(city).toHaveAccessibleDescription('City is required');
  });
});
