import { unauthorizedCall } from './unauthorized-call';

/** A rejected RTK Query call as its middleware dispatches it. */
const rejected = (apiPath: string, endpointName: string, status: number) => ({
  type: `${apiPath}/executeQuery/rejected`,
  payload: { status, data: { message: 'Not signed in' } },
  meta: { arg: { endpointName }, requestId: 'r1', rejectedWithValue: true, requestStatus: 'rejected' as const },
  error: { message: 'Rejected' },
});

const paths = new Set(['shellApi', 'profileApi']);

describe('unauthorizedCall', () => {
  it('names the api and endpoint of a call refused with 401', () => {
    expect(unauthorizedCall(rejected('profileApi', 'updateProfile', 401), paths)).toEqual({
      apiPath: 'profileApi',
      endpoint: 'updateProfile',
    });
  });

  it('ignores other statuses, other apis and actions that are not rejections', () => {
    expect(unauthorizedCall(rejected('profileApi', 'updateProfile', 403), paths)).toBeNull();
    expect(unauthorizedCall(rejected('adminApi', 'users', 401), paths)).toBeNull();
    expect(unauthorizedCall({ type: 'profileApi/executeQuery/fulfilled', payload: { status: 401 } }, paths)).toBeNull();
  });
});
