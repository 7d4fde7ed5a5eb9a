import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './tabs';

const items = [
  { key: 'people', label: 'People', children: <p>People panel</p> },
  { key: 'jobs', label: 'Jobs', children: <p>Jobs panel</p> },
  { key: 'learning', label: 'Learning', children: <p>Learning panel</p> },
];

describe('Tabs', () => {
  it('shows the first panel and only the selected one', () => {
    render(<Tabs aria-label="Browse by" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Browse by' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'People' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('People panel');
    fireEvent.click(screen.getByRole('tab', { name: 'Jobs' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Jobs panel');
    expect(screen.queryByText('People panel')).toBeNull();
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', () => {
    render(<Tabs items={items} />);
    const people = screen.getByRole('tab', { name: 'People' });
    fireEvent.keyDown(people, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Learning' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Learning panel');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(people);
    fireEvent.keyDown(people, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Jobs' }).getAttribute('tabindex')).toBe('0');
    expect(people.getAttribute('tabindex')).toBe('-1');
  });

  it('opens the tab the screen names, and tells it which one she selects', () => {
    const onChange = jest.fn();
    const { rerender } = render(<Tabs items={items} activeKey="jobs" onChange={onChange} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Jobs panel');
    fireEvent.click(screen.getByRole('tab', { name: 'Learning' }));
    expect(onChange).toHaveBeenCalledWith('learning');
    rerender(<Tabs items={items} activeKey="learning" onChange={onChange} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Learning panel');
  });
});
