export { aUser } from './a-user';
export { apiCalls, mockApi, mockBaseQuery, type ApiCall, type MockReply } from './mock-api';
export { aJob, aJobDetail } from './a-job';
export { aJobWrite } from './a-job-write';
