import { fireEvent, render, screen } from '@testing-library/react';
import { NOTIFICATION_REGION_LABEL, useNotificationRegion } from './notification-region';

function Page() {
  const { region, getContainer } = useNotificationRegion();
  return (
    <>
      {region}
      <button type="button">Somewhere else</button>
      <output data-testid="container">{getContainer() === document.body ? 'body' : 'region'}</output>
    </>
  );
}

describe('useNotificationRegion', () => {
  it('renders a labelled landmark that F8 focuses', () => {
    render(<Page />);
    const region = screen.getByRole('region', { name: NOTIFICATION_REGION_LABEL });
    screen.getByRole('button', { name: 'Somewhere else' }).focus();

    fireEvent.keyDown(window, { key: 'F8' });

    expect(document.activeElement).toBe(region);
  });

  it('leaves focus alone for other keys and for F8 with a modifier', () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Somewhere else' });
    button.focus();

    fireEvent.keyDown(window, { key: 'F7' });
    fireEvent.keyDown(window, { key: 'F8', ctrlKey: true });

    expect(document.activeElement).toBe(button);
  });

  it('hands the landmark to antd as the notifications container', () => {
    const { rerender } = render(<Page />);
    rerender(<Page />);
    expect(screen.getByTestId('container').textContent).toBe('region');
  });
});
