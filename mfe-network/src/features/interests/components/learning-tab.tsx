import { Tag } from '@nurse/ui-kit/data';
import { hasNoItems, QueryView } from '../../shared/components/query-view';
import { useLearningResourcesQuery } from '../../shared/api/network-api';
import { NETWORK_TEXTS } from '../../shared/texts';
import { ExternalLink } from './external-link';

/** Courses, certifications and workshops in the chosen specialties, each linking out to learn more. */
export function LearningTab({ specialties }: { specialties: readonly string[] }) {
  return (
    <QueryView
      query={useLearningResourcesQuery(specialties)}
      failedTitle={NETWORK_TEXTS.loadFailed}
      isEmpty={hasNoItems}
      emptyTitle="No learning resources found"
    >
      {({ items }) => (
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
      )}
    </QueryView>
  );
}
