import { readFileSync } from 'node:fs';
import path from 'node:path';
import { palette } from '@nurse/ui-kit';

const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../public/manifest.webmanifest'), 'utf8')) as Record<string, unknown>;

describe('the web app manifest', () => {
  it("takes its colours from the product's theme", () => {
    expect(manifest['theme_color']).toBe(palette.primary);
    expect(manifest['background_color']).toBe(palette.background);
  });

  it('matches the theme colour the page declares', () => {
    const page = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
    expect(page).toContain(`<meta name="theme-color" content="${palette.primary}" />`);
  });
});
