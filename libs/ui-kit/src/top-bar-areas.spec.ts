import { currentArea } from './top-bar-areas';

const AREAS = ['/dashboard', '/areas-of-interest', '/areas-of-interest?tab=jobs', '/network'];

describe('currentArea', () => {
  it('marks Jobs on the Jobs tab, whatever view or listing it shows, and Interests on its other tabs', () => {
    expect(currentArea(AREAS, '/areas-of-interest', '?tab=jobs&view=saved-searches&job=4')).toBe('/areas-of-interest?tab=jobs');
    expect(currentArea(AREAS, '/areas-of-interest', '')).toBe('/areas-of-interest');
    expect(currentArea(AREAS, '/areas-of-interest', '?tab=learning')).toBe('/areas-of-interest');
  });

  it('marks an area by its path alone, and none off the bar', () => {
    expect(currentArea(AREAS, '/network', '?q=ann')).toBe('/network');
    expect(currentArea(AREAS, '/wallet', '')).toBeUndefined();
  });
});
