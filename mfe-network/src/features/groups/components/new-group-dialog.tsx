import { useState } from 'react';
import { failureDescription } from '@nurse/api-client';
import { groupFormErrors, MESSAGE_GROUP_MAX_MEMBERS } from '@nurse/domain';
import { useNotify } from '@nurse/ui-kit';
import { useCreateGroupMutation } from '../../shared/api/groups-api';
import { ActionDialog } from '../../shared/components/action-dialog';
import { GROUP_UI_TEXTS } from '../texts';
import { ConnectionChooser } from './connection-chooser';
import { GroupNameField } from './group-name-field';
import '../groups.css';

interface NewGroupDialogProps {
  onClose: () => void;
  /** The group was made: its thread opens. */
  onCreated: (groupId: number) => void;
}

/**
 * New group: its name (1 to 60 characters) and the connections she brings in (at least one, at most 19
 * beside her). The limits' messages show once she tries to create it; the server's refusal, if any, in a toast.
 */
export function NewGroupDialog({ onClose, onCreated }: NewGroupDialogProps) {
  const notify = useNotify();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const [create, { isLoading }] = useCreateGroupMutation();
  const errors = groupFormErrors(name, chosen.length);
  const shown = tried ? errors : {};

  const submit = async () => {
    setTried(true);
    if (errors.name || errors.members) return;
    try {
      const group = await create({ name: name.trim(), memberIds: chosen }).unwrap();
      notify.success(GROUP_UI_TEXTS.created(group.name));
      onCreated(group.id);
      onClose();
    } catch (error) {
      notify.error(GROUP_UI_TEXTS.createFailed, failureDescription(error, GROUP_UI_TEXTS.createFailed));
    }
  };

  return (
    <ActionDialog
      title={GROUP_UI_TEXTS.newGroupTitle}
      actionLabel={GROUP_UI_TEXTS.create}
      actionDisabled={false}
      busy={isLoading}
      onAction={() => void submit()}
      onClose={onClose}
    >
      <form
        className="nw-group-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <GroupNameField value={name} onChange={setName} error={shown.name} />
        <ConnectionChooser
          excludeIds={[]}
          chosen={chosen}
          onChange={setChosen}
          room={MESSAGE_GROUP_MAX_MEMBERS - 1}
          error={shown.members}
        />
      </form>
    </ActionDialog>
  );
}
