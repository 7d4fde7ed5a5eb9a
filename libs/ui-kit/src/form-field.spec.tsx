import { render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { FormField, describedBy } from './form-field';

describe('FormField', () => {
  it('labels the control and ties the hint and the error to it', () => {
    render(
      <FormField id="phone" label="Phone" hint="10 digits" error="Phone number must be at least 10 characters">
        <Input id="phone" {...describedBy('phone', { error: 'Phone number must be at least 10 characters', hint: true })} />
      </FormField>,
    );
    const input = screen.getByLabelText('Phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('phone-error phone-hint');
    expect(document.getElementById('phone-hint')?.textContent).toBe('10 digits');
    expect(document.getElementById('phone-error')?.textContent).toBe('Phone number must be at least 10 characters');
  });

  it('takes the hint under either name and names nothing without an error or a hint', () => {
    render(
      <FormField id="email" label="Email" extra="We never share it">
        <Input id="email" {...describedBy('email', null)} />
      </FormField>,
    );
    expect(screen.getByText('We never share it').id).toBe('email-hint');
    expect(screen.getByLabelText('Email').hasAttribute('aria-describedby')).toBe(false);
    expect(describedBy('email', undefined, true)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': 'email-hint' });
  });
});
