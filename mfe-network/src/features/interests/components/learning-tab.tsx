import { Spin } from '@nurse/ui-kit';
import { EmptyState, Tag } from '@nurse/ui-kit/data';
import { LoadFailure } from '../../shared/components/load-failure';
import { useLearningResourcesQuery } from '../../shared/api/network-api';
import { NETWORK_TEXTS } from '../../shared/texts';
import { ExternalLink } from './external-link';

/** Courses, certifications and workshops in the chosen specialties, each linking out to learn more. */
export function LearningTab({ specialties }: { specialties: readonly string[] }) {
  const resources = useLearningResourcesQuery(specialties);
  if (resources.isLoading) return <Spin />;
  if (resources.isError) {
    return (
      <LoadFailure
        title={NETWORK_TEXTS.loadFailed}
        error={resources.error}
        retrying={resources.isFetching}
        onRetry={() => void resources.refetch()}
      />
    );
  }
  const items = resources.data?.items ?? [];
  if (items.length === 0) return <EmptyState title="No learning resources found" />;
  return (
    <ul className="nw-cards" aria-label="Learning resources">
      {items.map((resource) => (
        <li key={resource.id} className="nw-card">
          <article aria-label={resource.title}>
            <h3 className="nw-card__title">{resource.title}</h3>
            <p className="nw-card__subtitle">{resource.provider}</p>
            <div className="nw-card__tags">
              <Tag color="blue">{resource.specialty}</Tag>
              <Tag>{resource.type}</Tag>
            </div>
            <p className="nw-card__facts">
              {resource.duration} · {resource.cost} ·{' '}
              <span aria-label={`Rated ${resource.rating} of 5`}>★ {resource.rating.toFixed(1)}</span>
            </p>
            <p className="nw-card__description">{resource.description}</p>
            {resource.prerequisites ? <p className="nw-muted">Prerequisites: {resource.prerequisites}</p> : null}
            <ExternalLink href={resource.link} label={`Learn More about ${resource.title}`}>
              Learn More
            </ExternalLink>
          </article>
        </li>
      ))}
    </ul>
  );
}
