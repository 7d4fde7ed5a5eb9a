import type { DataSource } from 'typeorm';
import { JobAlertEntity } from '../modules/careers/alerts/entities/job-alert.entity';
import { JobSpecialtyEntity } from '../modules/careers/jobs/entities/job-specialty.entity';
import { JobEntity } from '../modules/careers/jobs/entities/job.entity';
import { UserEntity } from '../modules/users/entities/user.entity';
import { insertRows } from './insert-rows';
import { seededJob, seededJobAlertFilters } from './seed-jobs';

const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * Stores `jobs` open listings with their specialties, and saved searches with alerts on for the first
 * `alerts` live nurses, last checked a day ago so the next alert pass has listings to tell of.
 */
export async function storeJobBoard(
  dataSource: DataSource,
  jobs: number,
  alerts: number,
  random: () => number,
): Promise<{ jobs: number; alerts: number }> {
  const now = new Date();
  const firstSerial = ((await dataSource.getRepository(JobEntity).maximum('id')) ?? 0) + 1;
  for (let offset = 0; offset < jobs; offset += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, jobs - offset) }, (_, index) =>
      seededJob(firstSerial + offset + index, now, random),
    );
    await dataSource.transaction(async (manager) => {
      await insertRows(
        manager,
        JobEntity,
        batch.map(({ job }, index) => ({ ...job, id: firstSerial + offset + index })),
      );
      await insertRows(
        manager,
        JobSpecialtyEntity,
        batch.flatMap(({ specialties }, index) => specialties.map((specialty) => ({ jobId: firstSerial + offset + index, specialty }))),
      );
    });
  }
  const nurses =
    alerts > 0
      ? await dataSource
          .getRepository(UserEntity)
          .find({ select: { id: true }, where: { accountStatus: 'live' }, order: { id: 'ASC' }, take: alerts })
      : [];
  const checkedAt = new Date(now.getTime() - DAY_MS);
  for (let offset = 0; offset < nurses.length; offset += BATCH) {
    await insertRows(
      dataSource.manager,
      JobAlertEntity,
      nurses
        .slice(offset, offset + BATCH)
        .map(({ id }) => ({ userId: id, name: 'Saved search', filters: seededJobAlertFilters(random), alertsOn: true, checkedAt })),
    );
  }
  return { jobs, alerts: nurses.length };
}
