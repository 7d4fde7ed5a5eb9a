import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { jobsQuery, type JobsView } from '@nurse/domain';
import { failureDescription } from '@nurse/api-client';
import { useNotify } from '@nurse/ui-kit';
import { Panel } from '@nurse/ui-kit/data';
import { Tabs } from '@nurse/ui-kit/navigation';
import { useUpdateSpecialtiesMutation } from '../../shared/api/network-api';
import { SpecialtyDialog } from '../../shared/components/dialogs';
import { useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../../shared/texts';
import { filterSpecialties, toggle } from '../utils/filter-specialties';
import { readInterestsAddress } from '../utils/interests-address';
import { FilterChips } from './filter-chips';
import { JobsTab } from './jobs-tab';
import { LearningTab } from './learning-tab';
import { PeopleTab } from './people-tab';

type ListName = 'confirmedSpecialties' | 'selectedCareerAreas';

/**
 * /areas-of-interest and /interests: her specialties (Experienced In) and interests (Also Interested In)
 * as chips that filter people, jobs and learning below. Editing either list saves it at once. The
 * address keeps the tab, the job board's view and an open listing, so a notification can lead to them.
 */
export function InterestsScreen() {
  const { nurse, setNurse } = useSignedInNurse();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<ListName | null>(null);
  const [updateSpecialties] = useUpdateSpecialtiesMutation();
  const [params, setParams] = useSearchParams();
  const address = readInterestsAddress(params);
  const showTab = (tab: string) => setParams(tab === address.tab ? params : { tab }, { replace: true });
  const showJobs = (view: JobsView) => setParams(jobsQuery(view), { replace: true });
  const experienced = nurse.confirmedSpecialties;
  const interested = nurse.selectedCareerAreas;

  const save = async (list: ListName, items: string[]) => {
    setEditing(null);
    try {
      const updated = await updateSpecialties({ id: nurse.id, body: { [list]: items } }).unwrap();
      setNurse(updated);
      // A chip that left both lists no longer filters.
      const kept = new Set([...updated.confirmedSpecialties, ...updated.selectedCareerAreas]);
      setSelected((current) => current.filter((item) => kept.has(item)));
      notify.success('Specialties updated');
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, 'Failed to update specialties. Please try again.'));
    }
  };

  const onToggle = (item: string) => setSelected((current) => toggle(current, item));
  const specialties = filterSpecialties(selected, experienced, interested);
  // A saved search can bring back a specialty that has since left both lists: it filters, so it shows.
  const fromSavedSearch = selected.filter((item) => !experienced.includes(item) && !interested.includes(item));

  return (
    <div className="nw-page">
      <h1 className="nw-page__title">Interests</h1>
      <Panel>
        <FilterChips
          label="Experienced In"
          tone="green"
          items={experienced}
          selected={selected}
          onToggle={onToggle}
          onEdit={() => setEditing('confirmedSpecialties')}
          empty="Add the specialties you have experience in."
        />
        <FilterChips
          label="Also Interested In"
          tone="blue"
          items={interested}
          selected={selected}
          onToggle={onToggle}
          onEdit={() => setEditing('selectedCareerAreas')}
          empty="Add the specialties you would like to explore."
        />
        {fromSavedSearch.length > 0 ? (
          <FilterChips label="From a saved search" tone="blue" items={fromSavedSearch} selected={selected} onToggle={onToggle} empty="" />
        ) : null}
      </Panel>
      <Panel>
        <Tabs
          aria-label="Browse by"
          activeKey={address.tab}
          onChange={showTab}
          items={[
            { key: 'people', label: 'People', children: <PeopleTab specialties={specialties} /> },
            {
              key: 'jobs',
              label: 'Jobs',
              children: (
                <JobsTab
                  specialties={selected}
                  onSpecialties={setSelected}
                  view={address.view}
                  onView={showJobs}
                  openJobId={address.jobId}
                  onDetailsClosed={() => showJobs(address.view)}
                />
              ),
            },
            { key: 'learning', label: 'Learning', children: <LearningTab specialties={selected} /> },
          ]}
        />
      </Panel>
      {editing === 'confirmedSpecialties' ? (
        <SpecialtyDialog
          open
          title="Experienced In"
          items={experienced}
          chipColor="green"
          chipsLabel="Experienced in"
          onSave={(items) => void save('confirmedSpecialties', items)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {editing === 'selectedCareerAreas' ? (
        <SpecialtyDialog
          open
          title="Also Interested In"
          items={interested}
          alsoExclude={experienced}
          chipColor="blue"
          chipsLabel="Also interested in"
          onSave={(items) => void save('selectedCareerAreas', items)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
