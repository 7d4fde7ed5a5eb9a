import { failureDescription, type CareerRecommendation } from '@nurse/api-client';
import { Button, useNotify } from '@nurse/ui-kit';
import { Tag } from '@nurse/ui-kit/data';
import { useRemoveMutation, useSetCompletedMutation } from '../api/career-plan-api';
import { WIZARD_TEXTS } from '../texts';

const LEVEL_COLOURS = { high: 'red', medium: 'gold', low: 'green' } as const;

/** One step of her plan: badges, what it is, what it brings, the steps in order, and its toggle. */
export function RecommendationCard({ item }: { item: CareerRecommendation }) {
  const notify = useNotify();
  const [setCompleted, completing] = useSetCompletedMutation();
  const [remove, removing] = useRemoveMutation();

  const toggle = async () => {
    try {
      await setCompleted({ id: item.id, isCompleted: !item.isCompleted }).unwrap();
      notify.success(WIZARD_TEXTS.progressUpdated);
    } catch (error) {
      notify.error(WIZARD_TEXTS.updateFailed, failureDescription(error, WIZARD_TEXTS.tryAgain));
    }
  };
  const drop = async () => {
    try {
      await remove(item.id).unwrap();
      notify.success(WIZARD_TEXTS.removed);
    } catch (error) {
      notify.error(WIZARD_TEXTS.deleteFailed, failureDescription(error, WIZARD_TEXTS.tryAgain));
    }
  };

  return (
    <article className={`cw-card${item.isCompleted ? ' cw-card--done' : ''}`} aria-label={item.title}>
      <div className="cw-card__head">
        <div className="cw-card__badges">
          <Tag color={LEVEL_COLOURS[item.priority]}>{`${item.priority} priority`}</Tag>
          <Tag>{WIZARD_TEXTS.categories[item.category]}</Tag>
        </div>
        <Button
          type="text"
          danger
          size="small"
          onClick={() => void drop()}
          loading={removing.isLoading}
          aria-label={`Delete ${item.title}`}
        >
          Delete
        </Button>
      </div>
      <h2 className="cw-card__title">{item.title}</h2>
      <p className="cw-card__description">{item.description}</p>
      <dl className="cw-card__facts">
        <dt>Timeframe</dt>
        <dd>{item.estimatedTimeframe}</dd>
        <dt>Market demand</dt>
        <dd>{item.marketDemand}</dd>
        <dt>Potential salary increase</dt>
        <dd>{item.potentialSalaryIncrease}</dd>
      </dl>
      <h3 className="cw-card__steps-title">{WIZARD_TEXTS.requiredSteps}</h3>
      <ol className="cw-card__steps">
        {item.requiredSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button
        type={item.isCompleted ? 'default' : 'primary'}
        onClick={() => void toggle()}
        loading={completing.isLoading}
        aria-pressed={item.isCompleted}
      >
        {item.isCompleted ? WIZARD_TEXTS.completed : WIZARD_TEXTS.markComplete}
      </Button>
    </article>
  );
}
