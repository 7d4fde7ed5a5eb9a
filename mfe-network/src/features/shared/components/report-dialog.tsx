import { useState } from 'react';
import { failureDescription } from '@nurse/api-client';
import { LIMITS, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@nurse/domain';
import { useNotify } from '@nurse/ui-kit';
import { Radio } from '@nurse/ui-kit/choice';
import { useReportMutation } from '../api/network-api';
import { ActionDialog } from './action-dialog';
import { TextField } from './text-field';
import { NETWORK_TEXTS } from '../texts';

interface ReportDialogProps {
  person: { id: number; name: string };
  /** The message reported, when the report is about one she received. */
  messageId?: number;
  onClose: () => void;
}

/** Reports a nurse (or one of her messages) to the administrators, with a reason and her own words. */
export function ReportDialog({ person, messageId, onClose }: ReportDialogProps) {
  const notify = useNotify();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [report, { isLoading }] = useReportMutation();

  const submit = async () => {
    if (!reason) return;
    try {
      await report({ reportedUserId: person.id, messageId, reason, details: details.trim() || undefined }).unwrap();
      notify.success(NETWORK_TEXTS.reportSent, NETWORK_TEXTS.reportSentBody);
      onClose();
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, NETWORK_TEXTS.reportFailed));
    }
  };

  return (
    <ActionDialog
      title={NETWORK_TEXTS.reportTitle(person.name)}
      actionLabel={NETWORK_TEXTS.reportSubmit}
      actionDisabled={!reason}
      busy={isLoading}
      danger
      onAction={() => void submit()}
      onClose={onClose}
    >
      <fieldset className="nw-fieldset">
        <legend className="nw-field__label">{NETWORK_TEXTS.reportReason}</legend>
        <Radio.Group
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason)}
          options={REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }))}
          className="nw-report__reasons"
        />
      </fieldset>
      <TextField label={NETWORK_TEXTS.reportDetails} value={details} onChange={setDetails} maxLength={LIMITS.reportDetailsMax} />
    </ActionDialog>
  );
}
