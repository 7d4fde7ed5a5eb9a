import { failureDescription } from '@nurse/api-client';
import { useNotify } from '@nurse/ui-kit';
import { Modal } from '@nurse/ui-kit/feedback';
import { useBlockMutation } from '../api/network-api';
import { useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../texts';

interface BlockDialogProps {
  person: { id: number; name: string };
  onClose: () => void;
  onBlocked: () => void;
}

/** Asks before blocking: a block ends the conversation and every way of reaching each other, both ways. */
export function BlockDialog({ person, onClose, onBlocked }: BlockDialogProps) {
  const { nurse } = useSignedInNurse();
  const notify = useNotify();
  const [block, { isLoading }] = useBlockMutation();

  const confirm = async () => {
    try {
      await block({ userId: nurse.id, blockedUserId: person.id }).unwrap();
      notify.success(NETWORK_TEXTS.blocked(person.name));
      onBlocked();
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, NETWORK_TEXTS.blockFailed));
    }
  };

  return (
    <Modal
      open
      title={NETWORK_TEXTS.blockTitle(person.name)}
      okText={NETWORK_TEXTS.block}
      okButtonProps={{ danger: true, loading: isLoading }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{NETWORK_TEXTS.blockBody}</p>
    </Modal>
  );
}
