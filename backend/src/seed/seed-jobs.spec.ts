import { hoursPerPayUnit } from '@nurse/catalogue';
import { seededJob, seededJobAlertFilters } from './seed-jobs';
import { randomSource } from './seed-nurses';

describe('seeded job listings', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('are open, published in the last 90 days, with a pay range whose hourly figure agrees with its unit', () => {
    const random = randomSource(7);
    for (let serial = 1; serial <= 200; serial += 1) {
      const { job, specialties } = seededJob(serial, now, random);
      expect(job.status).toBe('open');
      expect(specialties).toHaveLength(1);
      expect(now.getTime() - job.publishedAt!.getTime()).toBeLessThan(90 * 86_400_000);
      expect(job.payMinCents!).toBeLessThan(job.payMaxCents!);
      const perHour = hoursPerPayUnit(job.payUnit!, job.hoursPerWeek!);
      expect(job.payMaxHourlyCents).toBe(Math.round(job.payMaxCents! / perHour));
      if (job.employmentType === 'travel') expect(job.payUnit).toBe('weekly');
    }
  });

  it('give saved searches three filters', () => {
    const filters = seededJobAlertFilters(randomSource(3));
    expect(Object.keys(filters).sort()).toEqual(['minPay', 'minPayUnit', 'shift', 'state']);
  });
});
