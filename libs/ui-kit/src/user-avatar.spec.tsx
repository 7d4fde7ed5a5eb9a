import { render, screen } from '@testing-library/react';
import { contrastRatio } from './contrast';
import { AVATAR_COLOURS, UserAvatar, initialsOf } from './user-avatar';

describe('initialsOf', () => {
  it('takes the first and last name', () => {
    expect(initialsOf('mary jane seacole')).toBe('MS');
    expect(initialsOf('kate')).toBe('K');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('UserAvatar', () => {
  it('shows the initials when there is no photo, readable against the background', () => {
    render(<UserAvatar name="Ada Lovelace" />);
    expect(screen.getByText('AL')).toBeTruthy();
    expect(contrastRatio(AVATAR_COLOURS.text, AVATAR_COLOURS.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
    // antd's default avatar grey, which white initials used to sit on.
    expect(contrastRatio('#ffffff', '#bfbfbf')).toBeLessThan(2);
  });

  it('shows the photo when there is one', () => {
    const { container } = render(<UserAvatar name="Ada Lovelace" src="/api/users/1/photo" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/users/1/photo');
  });
});
