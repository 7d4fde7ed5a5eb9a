import { failureDescription } from '@nurse/api-client';
import { useNotify } from '@nurse/ui-kit';
import { useDeleteEntryMutation, useUpdateCertificationMutation, useUpdateLicenceMutation, type WalletKind } from '../api/wallet-api';

const DELETED = { licences: 'Licence', certifications: 'Certification' } as const;

/** A card's own actions on its entry: show it on her profile or not, and delete it; a failure is said in a toast. */
export function useEntryActions(kind: WalletKind, id: number) {
  const notify = useNotify();
  const [updateLicence, licenceUpdate] = useUpdateLicenceMutation();
  const [updateCertification, certificationUpdate] = useUpdateCertificationMutation();
  const [remove] = useDeleteEntryMutation();

  const showOnProfile = async (shown: boolean) => {
    const body = { showOnProfile: shown };
    try {
      await (kind === 'licences' ? updateLicence({ id, body }) : updateCertification({ id, body })).unwrap();
    } catch (error) {
      notify.error('Your profile was not changed', failureDescription(error, 'Please try again.'));
    }
  };

  const deleteEntry = async () => {
    try {
      await remove({ kind, id }).unwrap();
      notify.success(`${DELETED[kind]} deleted`);
    } catch (error) {
      notify.error(`The ${DELETED[kind].toLowerCase()} was not deleted`, failureDescription(error, 'Please try again.'));
    }
  };

  return { showOnProfile, switching: licenceUpdate.isLoading || certificationUpdate.isLoading, deleteEntry };
}
