import { useState } from 'react';
import { failureDescription, type GroupDetail, type GroupMember } from '@nurse/api-client';
import { groupFormErrors, groupRoomLeft } from '@nurse/domain';
import { Button, UserAvatar, useNotify } from '@nurse/ui-kit';
import { Drawer } from '@nurse/ui-kit/drawer';
import { useSignedInNurse } from '@nurse/host';
import {
  useAddGroupMembersMutation,
  useRemoveGroupMemberMutation,
  useRenameGroupMutation,
  useSetGroupMutedMutation,
} from '../../shared/api/groups-api';
import { ActionDialog } from '../../shared/components/action-dialog';
import { NETWORK_TEXTS } from '../../shared/texts';
import { GROUP_UI_TEXTS } from '../texts';
import { ConnectionChooser } from './connection-chooser';
import { GroupNameField } from './group-name-field';

interface GroupDetailsProps {
  group: GroupDetail;
  onClose: () => void;
  /** She left the group: its thread closes. */
  onLeft: () => void;
}

/**
 * A group's details in a side panel: its name (the creator renames it), mute, its members (the creator
 * removes one), adding her own connections (any member, up to the limit) and leaving (after a confirmation).
 */
export function GroupDetails({ group, onClose, onLeft }: GroupDetailsProps) {
  const { nurse } = useSignedInNurse();
  const isCreator = group.creatorId === nurse.id;
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const notify = useNotify();
  const [leave, leaving] = useRemoveGroupMemberMutation();

  const leaveGroup = async () => {
    try {
      await leave({ groupId: group.id, userId: nurse.id }).unwrap();
      setConfirmingLeave(false);
      notify.success(GROUP_UI_TEXTS.left(group.name));
      onClose();
      onLeft();
    } catch (error) {
      setConfirmingLeave(false);
      notify.error(GROUP_UI_TEXTS.leaveFailed, failureDescription(error, NETWORK_TEXTS.tryAgain));
    }
  };

  return (
    <Drawer open onClose={onClose} title={GROUP_UI_TEXTS.detailsOf(group.name)} size="min(420px, 100vw)">
      <div className="nw-group-details">
        {isCreator ? <RenameForm group={group} /> : null}
        <MuteSwitch group={group} />
        <MemberList group={group} nurseId={nurse.id} isCreator={isCreator} />
        <AddMembers group={group} />
        <Button danger block onClick={() => setConfirmingLeave(true)}>
          {GROUP_UI_TEXTS.leave}
        </Button>
      </div>
      {confirmingLeave ? (
        <ActionDialog
          title={GROUP_UI_TEXTS.leaveTitle(group.name)}
          actionLabel={GROUP_UI_TEXTS.leave}
          actionDisabled={false}
          busy={leaving.isLoading}
          danger
          onAction={() => void leaveGroup()}
          onClose={() => setConfirmingLeave(false)}
        >
          <p>{GROUP_UI_TEXTS.leaveBody}</p>
        </ActionDialog>
      ) : null}
    </Drawer>
  );
}

function RenameForm({ group }: { group: GroupDetail }) {
  const notify = useNotify();
  const [name, setName] = useState(group.name);
  const [tried, setTried] = useState(false);
  const [rename, { isLoading }] = useRenameGroupMutation();
  const error = groupFormErrors(name).name;

  const submit = async () => {
    setTried(true);
    if (error || name.trim() === group.name) return;
    try {
      await rename({ groupId: group.id, name: name.trim() }).unwrap();
      notify.success(GROUP_UI_TEXTS.renamed);
    } catch (failure) {
      notify.error(GROUP_UI_TEXTS.renameFailed, failureDescription(failure, NETWORK_TEXTS.tryAgain));
    }
  };

  return (
    <form
      className="nw-group-details__section"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <GroupNameField value={name} onChange={setName} error={tried ? error : undefined} />
      <Button htmlType="submit" loading={isLoading} disabled={name.trim() === group.name}>
        {GROUP_UI_TEXTS.rename}
      </Button>
    </form>
  );
}

function MuteSwitch({ group }: { group: GroupDetail }) {
  const notify = useNotify();
  const [setMuted, { isLoading }] = useSetGroupMutedMutation();
  const toggle = async () => {
    const muted = !group.muted;
    try {
      await setMuted({ groupId: group.id, muted }).unwrap();
      notify.success(muted ? GROUP_UI_TEXTS.mutedTitle(group.name) : GROUP_UI_TEXTS.unmutedTitle(group.name));
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, GROUP_UI_TEXTS.muteFailed));
    }
  };
  return (
    <Button block onClick={() => void toggle()} loading={isLoading} aria-pressed={group.muted}>
      {group.muted ? NETWORK_TEXTS.unmute : NETWORK_TEXTS.mute}
    </Button>
  );
}

function MemberList({ group, nurseId, isCreator }: { group: GroupDetail; nurseId: number; isCreator: boolean }) {
  const notify = useNotify();
  const [remove, { isLoading, originalArgs }] = useRemoveGroupMemberMutation();
  const removeMember = async (member: GroupMember) => {
    try {
      await remove({ groupId: group.id, userId: member.userId }).unwrap();
      notify.success(GROUP_UI_TEXTS.removed(member.name));
    } catch (error) {
      notify.error(GROUP_UI_TEXTS.removeFailed, failureDescription(error, NETWORK_TEXTS.tryAgain));
    }
  };
  return (
    <section className="nw-group-details__section" aria-labelledby={`group-${group.id}-members`}>
      <h3 id={`group-${group.id}-members`} className="nw-group-details__heading">
        {`${GROUP_UI_TEXTS.members} (${group.members.length})`}
      </h3>
      <ul className="nw-group-members">
        {group.members.map((member) => (
          <li key={member.userId} className="nw-group-members__row">
            <UserAvatar name={member.name} src={member.profileImage} size={32} />
            <span className="nw-group-members__name">
              {member.name}
              {member.userId === nurseId ? <span className="nw-muted"> ({GROUP_UI_TEXTS.you})</span> : null}
              {member.isCreator ? <span className="nw-muted"> · {GROUP_UI_TEXTS.creator}</span> : null}
            </span>
            {isCreator && member.userId !== nurseId ? (
              <Button
                size="small"
                danger
                aria-label={GROUP_UI_TEXTS.removeMember(member.name)}
                loading={isLoading && originalArgs?.userId === member.userId}
                onClick={() => void removeMember(member)}
              >
                {GROUP_UI_TEXTS.remove}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddMembers({ group }: { group: GroupDetail }) {
  const notify = useNotify();
  const [chosen, setChosen] = useState<number[]>([]);
  const [add, { isLoading }] = useAddGroupMembersMutation();
  const room = groupRoomLeft(group.members.length);

  const submit = async () => {
    if (chosen.length === 0) return;
    try {
      await add({ groupId: group.id, userIds: chosen }).unwrap();
      notify.success(GROUP_UI_TEXTS.added(chosen.length));
      setChosen([]);
    } catch (error) {
      notify.error(GROUP_UI_TEXTS.addFailed, failureDescription(error, NETWORK_TEXTS.tryAgain));
    }
  };

  return (
    <section className="nw-group-details__section" aria-labelledby={`group-${group.id}-add`}>
      <h3 id={`group-${group.id}-add`} className="nw-group-details__heading">
        {GROUP_UI_TEXTS.addMembers}
      </h3>
      <ConnectionChooser excludeIds={group.members.map((member) => member.userId)} chosen={chosen} onChange={setChosen} room={room} />
      <Button type="primary" onClick={() => void submit()} disabled={chosen.length === 0} loading={isLoading}>
        {GROUP_UI_TEXTS.add}
      </Button>
    </section>
  );
}
