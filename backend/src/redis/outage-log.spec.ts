import { Logger } from '@nestjs/common';
import { OutageLog } from './outage-log';

describe('OutageLog', () => {
  it('logs an outage once however many retries fail, and its end once', () => {
    const logger = new Logger('test');
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(logger, 'log').mockImplementation(() => undefined);
    const outages = new OutageLog(logger, 'Redis (requests)');

    outages.recovered();
    for (let attempt = 0; attempt < 20; attempt++) outages.failed(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    outages.recovered();
    outages.recovered();
    outages.failed(new Error('read ECONNRESET'));

    expect(warn.mock.calls).toEqual([
      ['Redis (requests) is unreachable (connect ECONNREFUSED 127.0.0.1:6379); retrying'],
      ['Redis (requests) is unreachable (read ECONNRESET); retrying'],
    ]);
    expect(log.mock.calls).toEqual([['Redis (requests) is reachable again']]);
  });
});
