import { useState } from 'react';
import { failureDescription } from '@nurse/api-client';
import { useNotify } from '@nurse/ui-kit';
import { useSendMessageMutation } from '../api/network-api';
import { useSignedInNurse } from '@nurse/host';

/**
 * A draft to one nurse and the way to send it: blank drafts are not sent, nor is a second one while the
 * first is on its way. The draft clears once the server has stored the message and is kept when it
 * refuses, whose reason shows in a toast titled `failureTitle`.
 */
export function useSendMessage(toUserId: number, failureTitle: string, failureFallback: string) {
  const { nurse } = useSignedInNurse();
  const notify = useNotify();
  const [draft, setDraft] = useState('');
  const [sendMessage, { isLoading }] = useSendMessageMutation();
  const blank = draft.trim() === '';

  const send = async (): Promise<boolean> => {
    if (blank || isLoading) return false;
    try {
      await sendMessage({ fromUserId: nurse.id, toUserId, content: draft }).unwrap();
      setDraft('');
      return true;
    } catch (error) {
      notify.error(failureTitle, failureDescription(error, failureFallback));
      return false;
    }
  };

  return { draft, setDraft, blank, sending: isLoading, send };
}
