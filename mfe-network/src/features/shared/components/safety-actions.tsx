import { useState } from 'react';
import { Button, Space } from '@nurse/ui-kit';
import { NETWORK_TEXTS } from '../texts';
import { BlockDialog, ReportDialog } from './dialogs';

/**
 * Report and Block for a nurse on a card. A blocked nurse leaves every list at once: blocking refreshes
 * what the screens show.
 */
export function SafetyActions({ person }: { person: { id: number; name: string } }) {
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  return (
    <Space size={0} className="nw-safety">
      <Button type="link" size="small" onClick={() => setDialog('report')} aria-label={`Report ${person.name}`}>
        {NETWORK_TEXTS.report}
      </Button>
      <Button type="link" size="small" danger onClick={() => setDialog('block')} aria-label={`Block ${person.name}`}>
        {NETWORK_TEXTS.block}
      </Button>
      {dialog === 'report' ? <ReportDialog person={person} onClose={() => setDialog(null)} /> : null}
      {dialog === 'block' ? <BlockDialog person={person} onClose={() => setDialog(null)} onBlocked={() => setDialog(null)} /> : null}
    </Space>
  );
}
