import { theme, type ThemeConfig } from 'antd';
import { clinicalTheme } from './theme';

type DesignToken = ReturnType<typeof theme.getDesignToken>;

/**
 * The design tokens that the screens' own CSS may read, as `var(--nurse-<token in kebab case>)`.
 * antd declares its own CSS variables only on the elements of its components, so a plain element
 * (a message bubble, a card) reads these, which the kit writes on the document root.
 */
export const THEME_VARIABLE_TOKENS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryBg',
  'colorPrimaryBorder',
  'colorTextLightSolid',
  'colorText',
  'colorTextHeading',
  'colorTextSecondary',
  'colorError',
  'colorSuccessBorder',
  'colorBgContainer',
  'colorBgLayout',
  'colorFillSecondary',
  'colorFillQuaternary',
  'colorBorder',
  'colorBorderSecondary',
  'borderRadius',
  'borderRadiusLG',
  'borderRadiusSM',
] as const satisfies readonly (keyof DesignToken)[];

export type ThemeVariableToken = (typeof THEME_VARIABLE_TOKENS)[number];

const PREFIX = '--nurse-';

/** `colorPrimary` -> `--nurse-color-primary`, `borderRadiusLG` -> `--nurse-border-radius-lg`. */
export function themeVariableName(token: ThemeVariableToken): string {
  return PREFIX + token.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** `var(--nurse-…)` of a token, for inline styles. */
export function themeVar(token: ThemeVariableToken): string {
  return `var(${themeVariableName(token)})`;
}

/** The custom properties of a theme, computed by antd from the same configuration its components get. */
export function themeVariables(config: ThemeConfig = clinicalTheme): Record<string, string> {
  const token = theme.getDesignToken(config);
  const variables: Record<string, string> = {};
  for (const name of THEME_VARIABLE_TOKENS) {
    const value = token[name];
    variables[themeVariableName(name)] = typeof value === 'number' ? `${value}px` : String(value);
  }
  return variables;
}

let written: Record<string, string> | null = null;

/** Writes the kit's theme on the document root, where every element inherits it (computed once per page). */
export function writeThemeVariables(root: HTMLElement = document.documentElement): void {
  written ??= themeVariables();
  for (const [name, value] of Object.entries(written)) {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
}
