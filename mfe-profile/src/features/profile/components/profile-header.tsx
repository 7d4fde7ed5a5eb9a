import { useRef } from 'react';
import type { User } from '@nurse/api-client';
import { AVATAR_ACCEPT, PROFILE_TOASTS, formatPhone } from '@nurse/domain';
import { Button, UserAvatar } from '@nurse/ui-kit';
import { useNotify } from '@nurse/ui-kit';
import { avatarFileProblem } from '../../shared/utils/files';
import { failureDescription } from '@nurse/api-client';
import { useUploadAvatarMutation } from '../api/profile-api';
import { LinkedinIcon, PencilIcon } from './icons';
import { HiddenFileInput } from '../../shared/components/hidden-file-input';

interface ProfileHeaderProps {
  user: User;
  onUserChange: (user: User) => void;
  onEdit: () => void;
  editing: boolean;
}

/** Photo (click to upload), name with the edit pencil, and the saved contact details. */
export function ProfileHeader({ user, onUserChange, onEdit, editing }: ProfileHeaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const [uploadAvatar, { isLoading: uploading }] = useUploadAvatarMutation();

  const upload = async (file: File) => {
    const problem = avatarFileProblem(file);
    if (problem) {
      notify.error(problem.title, problem.description);
      return;
    }
    try {
      const updated = await uploadAvatar({ id: user.id, file }).unwrap();
      onUserChange(updated);
      notify.success(PROFILE_TOASTS.photoUpdated.title);
    } catch (error) {
      notify.error(PROFILE_TOASTS.photoFailed.title, failureDescription(error, PROFILE_TOASTS.photoFailed.description));
    }
  };

  return (
    <div className="pf-header">
      <HiddenFileInput ref={input} accept={AVATAR_ACCEPT} testId="avatar-input" onFile={(file) => void upload(file)} />
      <Button
        type="text"
        className="pf-header__avatar"
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-busy={uploading || undefined}
      >
        <UserAvatar name={user.name ?? ''} src={user.profileImage} size={88} />
        <span className="pf-header__avatar-hint">
          {uploading ? 'Uploading...' : user.profileImage ? 'Change profile photo' : 'Upload profile photo'}
        </span>
      </Button>
      <div className="pf-header__details">
        <div className="pf-header__name-row">
          <h1 className="pf-title">{user.name}</h1>
          <Button
            type="text"
            icon={<PencilIcon />}
            onClick={onEdit}
            aria-label="Edit name and contact details"
            aria-expanded={editing}
            aria-controls="profile-edit-panel"
          />
        </div>
        <dl className="pf-header__contact">
          <dt className="pf-visually-hidden">Email</dt>
          <dd>{user.email}</dd>
          {user.phone ? (
            <>
              <dt className="pf-visually-hidden">Phone</dt>
              <dd>{formatPhone(user.phone)}</dd>
            </>
          ) : null}
          {user.location ? (
            <>
              <dt className="pf-visually-hidden">Location</dt>
              <dd>{user.location}</dd>
            </>
          ) : null}
          {user.linkedinUrl ? (
            <>
              <dt className="pf-visually-hidden">LinkedIn</dt>
              <dd>
                <a
                  href={user.linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="pf-header__linkedin"
                  aria-label="LinkedIn profile (opens in a new tab)"
                >
                  <LinkedinIcon />
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </div>
  );
}
