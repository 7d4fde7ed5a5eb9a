import type { ReactNode } from 'react';
import { EMPLOYMENT_TYPE_LABELS, JOB_SETTING_LABELS, SHIFT_PATTERN_LABELS, type PayUnit } from '@nurse/catalogue';
import type { Job, JobApplication, JobDetail } from '@nurse/api-client';
import { Tag } from '@nurse/ui-kit/data';
import { Drawer } from '@nurse/ui-kit/drawer';
import { QueryView } from '../../shared/components/query-view';
import { NETWORK_TEXTS } from '../../shared/texts';
import { ExternalLink } from '../../interests/components/external-link';
import { payInUnit } from '../../interests/utils/pay-in-unit';
import { formatPostedDay } from '../../interests/utils/posted-day';
import { useJobDetailQuery } from '../api/jobs-api';
import { JOBS_TEXTS } from '../texts';
import { PayHistory } from './pay-history';
import { SaveJobButton } from './save-job-button';

interface JobDetailsDrawerProps {
  open: boolean;
  job: Job;
  payUnit: PayUnit;
  entry: JobApplication | undefined;
  onApply: (job: Job) => void;
  onClose: () => void;
}

const joined = (items: readonly string[]) => items.join(', ');

/** The listing's facts that it gives, as label and value. */
function facts(job: JobDetail): [string, string][] {
  const rows: [string, string | number | null][] = [
    ['Employment type', EMPLOYMENT_TYPE_LABELS[job.employmentType]],
    ['Shift', SHIFT_PATTERN_LABELS[job.shiftPattern]],
    ['Setting', JOB_SETTING_LABELS[job.setting]],
    ['Schedule', job.schedule],
    ['Hours a week', job.hoursPerWeek],
    ['Contract weeks', job.contractWeeks],
    ['Starts', formatPostedDay(job.startDate)],
    ['Work mode', job.RemoteHybridInPerson],
    ['Experience', job.experienceYears > 0 ? `${job.experienceYears} years` : ''],
    ['Education', job.education],
    ['Licences', joined(job.requiredLicences)],
    ['Certifications', joined(job.requiredCertifications)],
    ['Credentials', job.credentialNote],
    ['Specialties', joined(job.specialties)],
    ['Posted', formatPostedDay(job.postedOn)],
    ['Closes', formatPostedDay(job.closingOn)],
  ];
  return rows
    .filter((row): row is [string, string | number] => row[1] !== null && row[1] !== '')
    .map(([label, value]) => [label, String(value)]);
}

function TextSection({ title, text }: { title: string; text: string }): ReactNode {
  if (!text) return null;
  return (
    <section className="nw-job-detail__section">
      <h3 className="nw-section-title">{title}</h3>
      <p className="nw-job-detail__text">{text}</p>
    </section>
  );
}

/** A listing's details in a side panel: every field it gives, its pay history, and whether it has closed. */
export function JobDetailsDrawer({ open, job, payUnit, entry, onApply, onClose }: JobDetailsDrawerProps) {
  const detail = useJobDetailQuery(job.id, { refetchOnMountOrArgChange: true, skip: !open });
  return (
    <Drawer open={open} onClose={onClose} title={job.title} size="min(560px, 100vw)">
      <QueryView query={detail} failedTitle={NETWORK_TEXTS.loadFailed} isEmpty={() => false} emptyTitle="">
        {(found) => {
          const closed = found.status === 'closed';
          const pay = payInUnit(found, payUnit);
          return (
            <div className="nw-job-detail">
              <p className="nw-card__subtitle">
                {found.employer} · {found.city}, {found.state}
              </p>
              {closed ? (
                <p>
                  <Tag color="red">{JOBS_TEXTS.closed}</Tag>
                  {found.closedAt ? <span className="nw-muted">{formatPostedDay(found.closedAt.slice(0, 10))}</span> : null}
                </p>
              ) : null}
              {pay ? <p className="nw-job-card__pay">{pay}</p> : null}
              {found.pay?.includes ? <p className="nw-muted">{found.pay.includes}</p> : null}
              <dl className="nw-job-detail__facts">
                {facts(found).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <TextSection title="About the job" text={found.description} />
              <TextSection title="Responsibilities" text={found.responsibilities} />
              <TextSection title="Qualifications" text={found.qualifications} />
              <TextSection title="Benefits" text={found.benefits} />
              <PayHistory changes={found.payHistory} />
              {closed ? null : (
                <div className="nw-job-card__actions">
                  <SaveJobButton job={found} entry={entry} />
                  <ExternalLink href={found.applyUrl} label={`${JOBS_TEXTS.apply} for ${found.title}`} onClick={() => onApply(found)}>
                    {JOBS_TEXTS.apply}
                  </ExternalLink>
                </div>
              )}
            </div>
          );
        }}
      </QueryView>
    </Drawer>
  );
}
