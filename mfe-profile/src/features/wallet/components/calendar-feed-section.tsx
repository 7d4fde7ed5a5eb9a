import { useEffect, useRef } from 'react';
import { Button, SecondaryText, useNotify } from '@nurse/ui-kit';
import { Input, type InputRef } from '@nurse/ui-kit/forms';
import { Alert, Skeleton } from '@nurse/ui-kit/feedback';
import { SectionCard } from '../../shared/components/section-card';
import { useCalendarFeedQuery, useMakeCalendarFeedMutation, useRevokeCalendarFeedMutation } from '../api/calendar-feed-api';
import { feedSinceText } from '../utils/ce-texts';
import { ConfirmButton } from './card-parts';
import { useNotifiedCall } from './use-notified-call';

/**
 * Her private calendar feed of expiry dates: turned on, its URL shown once with a copy button (the server
 * keeps only its hash), replaced by a new one, or turned off.
 */
export function CalendarFeedSection() {
  const notify = useNotify();
  const run = useNotifiedCall();
  const status = useCalendarFeedQuery();
  const [make, made] = useMakeCalendarFeedMutation();
  const [revoke] = useRevokeCalendarFeedMutation();
  const url = status.data?.active ? made.data?.url : undefined;
  const address = useRef<InputRef>(null);

  // The button she pressed is gone once the address shows: the focus goes to the address, selected to copy.
  useEffect(() => {
    if (url) address.current?.focus({ cursor: 'all' });
  }, [url]);

  const makeFeed = async () => {
    await run(() => make().unwrap(), null, 'The calendar feed was not made');
  };

  const turnOff = async () => {
    if (await run(() => revoke().unwrap(), 'Calendar feed turned off', 'The calendar feed was not turned off')) made.reset();
  };

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      notify.success('Address copied');
    } catch {
      notify.error('The address was not copied', 'Select it and copy it yourself.');
    }
  };

  return (
    <SectionCard titleId="wallet-calendar-title" title="Calendar feed">
      <p className="wl-feed__intro">
        Your phone’s calendar can subscribe to a private address that lists the expiry date of each licence and certification, and keeps
        them up to date.
      </p>
      {status.isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {status.isError ? (
        <Alert type="error" showIcon title="Your calendar feed could not be loaded. Reload the page to try again." />
      ) : null}
      {status.data && !status.data.active ? (
        <Button type="primary" onClick={() => void makeFeed()} loading={made.isLoading}>
          Turn on the calendar feed
        </Button>
      ) : null}
      {status.data?.active ? (
        <>
          {url ? (
            <div className="wl-feed__url">
              <label htmlFor="wallet-calendar-url" className="wl-fieldset__legend">
                Your calendar feed address
              </label>
              <div className="wl-feed__copy">
                <Input ref={address} id="wallet-calendar-url" value={url} readOnly aria-describedby="wallet-calendar-url-hint" />
                <Button onClick={() => void copy(url)}>Copy</Button>
              </div>
              <SecondaryText id="wallet-calendar-url-hint">
                Add it in your phone’s calendar as a subscribed calendar (on an iPhone: Settings, Calendar, Accounts, Add Subscribed
                Calendar). It is shown only now: keep it private, as anyone with it can see your expiry dates.
              </SecondaryText>
            </div>
          ) : (
            <SecondaryText>{feedSinceText(status.data.createdAt)}</SecondaryText>
          )}
          <div className="wl-actions">
            <Button onClick={() => void makeFeed()} loading={made.isLoading}>
              Make a new address
            </Button>
            <ConfirmButton
              text="Turn off"
              label="Turn off the calendar feed"
              question="Turn off the calendar feed?"
              okText="Turn off"
              cancelText="Keep it"
              onConfirm={turnOff}
            >
              <p>Its address stops working at once: calendars subscribed to it no longer get your expiry dates.</p>
            </ConfirmButton>
          </div>
        </>
      ) : null}
    </SectionCard>
  );
}
