import { palette } from './theme';
import './user-avatar.css';

/** Initials of the first and last name: 'Mary Jane Seacole' → 'MS', 'kate' → 'K', nothing → '?'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts[parts.length - 1]?.[0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/**
 * White initials on the primary teal (about 5.5:1, above WCAG AA's 4.5:1); antd's default grey
 * background gives white text only about 1.6:1.
 */
export const AVATAR_COLOURS = { text: '#ffffff', background: palette.primary } as const;

export interface UserAvatarProps {
  name: string;
  src?: string | null;
  size?: number;
}

/**
 * A person's photo, or her initials when she has none. Decorative: the surrounding link or heading names
 * her. Plain markup rather than antd's Avatar, whose group brings popovers into every page's first download.
 */
export function UserAvatar({ name, src, size = 36 }: UserAvatarProps) {
  return (
    <span
      className="nk-user-avatar"
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        color: AVATAR_COLOURS.text,
        backgroundColor: src ? 'transparent' : AVATAR_COLOURS.background,
      }}
    >
      {src ? <img src={src} alt="" width={size} height={size} /> : <span aria-hidden="true">{initialsOf(name)}</span>}
    </span>
  );
}
