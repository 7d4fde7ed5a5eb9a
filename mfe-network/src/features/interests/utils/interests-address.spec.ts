import { jobsRoute } from '@nurse/domain';
import { readInterestsAddress } from './interests-address';

const read = (path: string) => readInterestsAddress(new URLSearchParams(path.split('?')[1] ?? ''));

describe('readInterestsAddress', () => {
  it('opens what a notification names: the Jobs tab at a view, with a listing', () => {
    expect(read(jobsRoute('saved-searches'))).toEqual({ tab: 'jobs', view: 'saved-searches', jobId: null });
    expect(read(jobsRoute('applications', 42))).toEqual({ tab: 'jobs', view: 'applications', jobId: 42 });
  });

  it('opens the People tab and the search for a plain or unknown address', () => {
    expect(read('/areas-of-interest')).toEqual({ tab: 'people', view: 'search', jobId: null });
    expect(read('/areas-of-interest?tab=nope&view=nope&job=-1')).toEqual({ tab: 'people', view: 'search', jobId: null });
    expect(read('/areas-of-interest?tab=jobs&job=abc').jobId).toBeNull();
  });
});
