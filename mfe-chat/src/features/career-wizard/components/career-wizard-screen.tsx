import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { failureDescription } from '@nurse/api-client';
import { LIVE_EVENTS, ROUTES } from '@nurse/domain';
import { useLiveEvent, useRemoteHost, useSignedInNurse } from '@nurse/host';
import { Button, ButtonLink, Spin, useNotify } from '@nurse/ui-kit';
import { EmptyState, Panel, Progress } from '@nurse/ui-kit/data';
import { careerPlanApi, useGenerateMutation, useLazyGenerationQuery, useRecommendationsQuery } from '../api/career-plan-api';
import { WIZARD_TEXTS } from '../texts';
import { progressOf } from '../utils/progress';
import { RecommendationCard } from './recommendation-card';

const FOLLOW_EVERY_MS = 1000;
const FOLLOW_AT_MOST = 60;

/**
 * /career-wizard: her plan with its progress, generated from her profile on request. A plan that takes
 * longer than the server waits is followed until it is made.
 */
export function CareerWizardScreen() {
  const { nurse } = useSignedInNurse();
  const notify = useNotify();
  const dispatch = useDispatch();
  const plan = useRecommendationsQuery();
  const [generate] = useGenerateMutation();
  const [readGeneration] = useLazyGenerationQuery();
  const [generating, setGenerating] = useState(false);
  const items = plan.data ?? [];
  const progress = progressOf(items);
  // A plan made for her (in this tab or another) shows at once when the live socket says so.
  useLiveEvent(useRemoteHost().live, LIVE_EVENTS.plan, () => dispatch(careerPlanApi.util.invalidateTags(['Plan'])));

  /** Asks until the queued plan is made (or fails), then reads it. */
  const follow = async (): Promise<boolean> => {
    for (let asked = 0; asked < FOLLOW_AT_MOST; asked += 1) {
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS));
      const { state } = await readGeneration().unwrap();
      if (state !== 'queued') {
        dispatch(careerPlanApi.util.invalidateTags(['Plan']));
        return state === 'done';
      }
    }
    return false;
  };

  const run = async () => {
    setGenerating(true);
    try {
      const outcome = await generate(nurse.id).unwrap();
      const made = outcome.state === 'done' || (outcome.state === 'queued' && (await follow()));
      if (made) notify.success(WIZARD_TEXTS.generated);
      else notify.error(WIZARD_TEXTS.generationFailed, WIZARD_TEXTS.tryAgain);
    } catch (error) {
      notify.error(WIZARD_TEXTS.generationFailed, failureDescription(error, WIZARD_TEXTS.tryAgain));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="cw-page">
      <ButtonLink to={ROUTES.dashboard} type="default">
        {WIZARD_TEXTS.back}
      </ButtonLink>
      <div className="cw-page__head">
        <h1 className="cw-page__title">{WIZARD_TEXTS.title}</h1>
        {items.length > 0 ? (
          <Button onClick={() => void run()} loading={generating}>
            {generating ? WIZARD_TEXTS.generating : WIZARD_TEXTS.refresh}
          </Button>
        ) : null}
      </div>
      {plan.isLoading ? (
        <Spin />
      ) : items.length === 0 ? (
        <Panel>
          <EmptyState
            title={WIZARD_TEXTS.emptyTitle}
            description={WIZARD_TEXTS.emptyBody}
            action={
              <Button type="primary" size="large" onClick={() => void run()} loading={generating}>
                {generating ? WIZARD_TEXTS.generating : WIZARD_TEXTS.generate}
              </Button>
            }
          />
        </Panel>
      ) : (
        <>
          <Panel title={<h2 className="cw-section-title">Your progress</h2>}>
            <Progress percent={progress.percent} aria-label={`${progress.percent}% complete`} />
            <p className="cw-muted">{WIZARD_TEXTS.progress(progress.completed, progress.total)}</p>
          </Panel>
          <ul className="cw-cards" aria-label="Career recommendations">
            {items.map((item) => (
              <li key={item.id}>
                <RecommendationCard item={item} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
