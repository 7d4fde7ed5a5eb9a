import { render, screen } from '@testing-library/react';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows the count up to 9', () => {
    render(<CountBadge count={9} label="unread messages" />);
    expect(screen.getByText('9')).toBeTruthy();
    expect(screen.getByLabelText('9 unread messages')).toBeTruthy();
  });

  it("shows '9+' above 9", () => {
    render(<CountBadge count={12} label="unread messages" />);
    expect(screen.getByText('9+')).toBeTruthy();
    expect(screen.getByLabelText('12 unread messages')).toBeTruthy();
  });

  it('shows the raw count where the screen asks for it', () => {
    render(<CountBadge count={12} label="unread messages" raw />);
    expect(screen.getByText('12')).toBeTruthy();
  });

  it('shows nothing for zero', () => {
    const { container } = render(<CountBadge count={0} label="unread messages" />);
    expect(container.textContent).toBe('');
  });
});
