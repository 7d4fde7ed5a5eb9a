import type { ThemeConfig } from 'antd';

/** Calm clinical palette: hospital teal, soft blue-grey surfaces, clear status colours. */
export const palette = {
  primary: '#0f766e',
  primaryHover: '#115e59',
  /** The pale tint behind selected and hovered items. */
  primarySoft: '#e6f2f1',
  surface: '#ffffff',
  background: '#f3f7f9',
  border: '#d7e3e8',
  text: '#17323a',
  textMuted: '#4b6770',
  success: '#2f855a',
  warning: '#b7791f',
  error: '#c53030',
  info: '#2b6cb0',
} as const;

export const clinicalTheme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    // antd derives a grey (#a8b5b2) from this dark teal; the tint keeps primary text on it readable.
    colorPrimaryBg: palette.primarySoft,
    colorTextLightSolid: palette.surface,
    colorInfo: palette.info,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.error,
    colorTextBase: palette.text,
    // antd's default secondary texts (help, statistic titles) are too faint on white for WCAG AA.
    colorTextSecondary: palette.textMuted,
    colorTextDescription: palette.textMuted,
    // Placeholders (search boxes, selects, the message and assistant boxes) too: antd's derived grey is 1.6:1.
    colorTextPlaceholder: palette.textMuted,
    // Status texts on their pale status backgrounds (tags, alerts) need darker shades than the derived ones.
    colorSuccessText: '#22543d',
    colorWarningText: '#744210',
    colorInfoText: '#2c5282',
    colorBgLayout: palette.background,
    colorBorder: palette.border,
    borderRadius: 8,
    fontSize: 15,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Button: { controlHeight: 40, fontWeight: 500 },
    Input: { controlHeight: 40 },
    Select: { controlHeight: 40 },
    Card: { borderRadiusLG: 12 },
  },
};

/** The product name shown in the top bar and page titles. */
export const BRAND_NAME = 'Nurse Career Network';
