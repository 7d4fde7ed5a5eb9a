import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio } from './contrast';
import { theme } from 'antd';
import { clinicalTheme, palette } from './theme';
import { themeVar, themeVariableName, themeVariables, writeThemeVariables } from './theme-variables';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const FRONT_ENDS = ['shell-app/src', 'mfe-admin/src', 'mfe-chat/src', 'mfe-network/src', 'mfe-profile/src', 'libs'];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('theme variables', () => {
  const variables = themeVariables();

  it('names a token in kebab case under the kit prefix', () => {
    expect(themeVariableName('colorPrimary')).toBe('--nurse-color-primary');
    expect(themeVariableName('borderRadiusLG')).toBe('--nurse-border-radius-lg');
    expect(themeVar('colorFillSecondary')).toBe('var(--nurse-color-fill-secondary)');
  });

  it('takes its values from the theme antd is given', () => {
    expect(variables['--nurse-color-primary']).toBe(palette.primary);
    expect(variables['--nurse-color-bg-layout']).toBe(palette.background);
    expect(variables['--nurse-color-border']).toBe(palette.border);
    expect(variables['--nurse-color-primary-bg']).toBe(palette.primarySoft);
    expect(variables['--nurse-border-radius']).toBe('8px');
  });

  it('puts light text on the primary colour at WCAG AA contrast', () => {
    expect(contrastRatio(variables['--nurse-color-text-light-solid']!, variables['--nurse-color-primary']!)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws placeholders at WCAG AA contrast on a field and on the page background', () => {
    const { colorTextPlaceholder } = theme.getDesignToken(clinicalTheme);
    expect(contrastRatio(colorTextPlaceholder, palette.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colorTextPlaceholder, palette.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes them on the document root, where every element inherits them', () => {
    writeThemeVariables();
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--nurse-color-primary')).toBe(palette.primary);
    expect(root.getPropertyValue('--nurse-color-fill-secondary')).toBe(variables['--nurse-color-fill-secondary']);
  });

  it("is the only theme the front ends' CSS reads: no antd variable (defined only inside antd's components), no unknown name", () => {
    const problems = FRONT_ENDS.flatMap((dir) => cssFiles(path.join(REPO_ROOT, dir))).flatMap((file) => {
      const css = readFileSync(file, 'utf8');
      const where = path.relative(REPO_ROOT, file);
      const antd = [...css.matchAll(/var\((--ant-[\w-]+)/g)].map((match) => `${where} reads ${match[1]}`);
      const unknown = [...css.matchAll(/var\((--nurse-[\w-]+)/g)]
        .filter((match) => !(match[1]! in variables))
        .map((match) => `${where} reads ${match[1]}, which the kit does not write`);
      return [...antd, ...unknown];
    });
    expect(problems).toEqual([]);
  });
});
