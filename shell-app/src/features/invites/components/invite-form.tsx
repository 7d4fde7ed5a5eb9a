import { useState } from 'react';
import { Alert, Button, useNotify } from '@nurse/ui-kit';
import { Form, FormField, Input } from '@nurse/ui-kit/forms';
import { INVITE_TEXTS, LIMITS, VALIDATION, filterValidEmails, invitesSentMessage } from '@nurse/domain';
import { isNetworkError, readErrorMessage } from '@nurse/api-client';
import { useSendInvitesMutation } from '../api/invites-api';

const emptyFields = () => Array.from({ length: LIMITS.inviteFields }, () => '');

/** Three colleague email inputs; only entries that look like an email are sent. */
export function InviteForm({ idPrefix = 'invite' }: { idPrefix?: string }) {
  const [emails, setEmails] = useState<string[]>(emptyFields);
  const [error, setError] = useState<string | null>(null);
  const [sendInvites, { isLoading }] = useSendInvitesMutation();
  const toast = useNotify();

  const update = (index: number, value: string) => {
    setEmails((current) => current.map((item, i) => (i === index ? value : item)));
    setError(null);
  };

  const submit = async () => {
    const valid = filterValidEmails(emails);
    if (valid.length === 0) {
      setError(VALIDATION.invitesNone);
      return;
    }
    try {
      const { sentTo } = await sendInvites({ emails: valid }).unwrap();
      toast.success(invitesSentMessage(sentTo));
      setEmails(emptyFields());
    } catch (failure) {
      toast.error(isNetworkError(failure) ? INVITE_TEXTS.network : readErrorMessage(failure, INVITE_TEXTS.failed));
    }
  };

  return (
    <Form onFinish={() => void submit()} aria-label="Invite colleagues">
      {emails.map((value, index) => {
        const id = `${idPrefix}-email-${index + 1}`;
        return (
          <FormField key={id} id={id} label={`Colleague's email ${index + 1}`}>
            <Input
              id={id}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder="colleague@example.com"
              value={value}
              onChange={(event) => update(index, event.target.value)}
            />
          </FormField>
        );
      })}
      {error ? <Alert className="nk-form-error" type="error" title={error} role="alert" showIcon /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading} block>
        {isLoading ? 'Sending...' : 'Send Invites'}
      </Button>
    </Form>
  );
}
