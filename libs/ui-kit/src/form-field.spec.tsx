import { fireEvent, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { Form } from './form';
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

  it('gives an antd control inside the error status, and marks a required field outside its label text', () => {
    const { rerender } = render(
      <FormField id="email" label="Email" error="Enter your email" required>
        <Input id="email" />
      </FormField>,
    );
    expect(screen.getByLabelText('Email').className).toContain('ant-input-status-error');
    expect(screen.getByRole('alert').textContent).toBe('Enter your email');
    rerender(
      <FormField id="email" label="Email" required>
        <Input id="email" />
      </FormField>,
    );
    expect(screen.getByLabelText('Email').className).not.toContain('ant-input-status-error');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Form', () => {
  it('calls onFinish on submit without leaving the page', () => {
    const onFinish = jest.fn();
    render(
      <Form aria-label="Invite colleagues" onFinish={onFinish}>
        <button type="submit">Send</button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Invite colleagues' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('focuses the first refused control after each refusal, and leaves focus alone before any', () => {
    const fields = (refusals: number, invalid: string[]) => (
      <Form aria-label="Listing" refusals={refusals}>
        {['title', 'employer', 'city'].map((id) => (
          <FormField key={id} id={id} label={id} error={invalid.includes(id) ? 'Give it' : undefined}>
            <Input id={id} {...describedBy(id, invalid.includes(id) ? 'Give it' : undefined)} />
          </FormField>
        ))}
      </Form>
    );
    const { rerender } = render(fields(0, ['employer', 'city']));
    expect(document.activeElement).toBe(document.body);
    rerender(fields(1, ['employer', 'city']));
    expect(document.activeElement).toBe(screen.getByLabelText('employer'));
    rerender(fields(2, ['city']));
    expect(document.activeElement).toBe(screen.getByLabelText('city'));
  });
});
