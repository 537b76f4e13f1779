import { NativeSelect, Field } from '@chakra-ui/react';
import { useState } from 'react';
import { errorOf } from '../../api/base-api';
import { CreatableSelect } from '../../components/creatable-select/creatable-select';
import { showToast } from '../../components/toasts/toast-store';
import { useCreateOrganizationMutation, useOrganizationQuery, useOrganizationsQuery } from './api';

interface OrganizationSelectProps {
  label: string;
  value: string;
  onChange: (organizationID: string) => void;
  /** The kind a created organization gets. */
  kind: 'employer' | 'university' | 'other';
}

/** Pick an organization by name, or create it (POST /rest/organizations). */
export function OrganizationSelect({ label, value, onChange, kind }: OrganizationSelectProps) {
  const [search, setSearch] = useState('');
  const [createKind, setCreateKind] = useState(kind);
  const list = useOrganizationsQuery(search.trim());
  const current = useOrganizationQuery(value, { skip: !value });
  const [create, creating] = useCreateOrganizationMutation();
  const options = (list.data?.organizations ?? []).map((o) => ({ value: o.id, label: o.name }));
  const chosen = value
    ? { value, label: current.data?.name ?? options.find((o) => o.value === value)?.label ?? '' }
    : null;

  return (
    <>
      <CreatableSelect
        label={label}
        options={options}
        value={chosen}
        isLoading={list.isFetching || creating.isLoading}
        onInputChange={setSearch}
        onChange={(option) => onChange(option.value)}
        onCreateOption={(name) => {
          void create({ name, kind: createKind }).then((answer) => {
            if (!('error' in answer)) return onChange(answer.data.id);
            const failure = errorOf(answer.error);
            // A name that exists already (409): choose the existing organization.
            const existing = (failure?.data as { id?: unknown } | undefined)?.id;
            if (failure?.type === 'organization-name-taken' && typeof existing === 'string')
              onChange(existing);
            else showToast('warning', failure?.message ?? 'The organization could not be created');
          });
        }}
      />
      <Field.Root>
        <Field.Label>Kind of a new organization</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={createKind}
            onChange={(e) => setCreateKind(e.currentTarget.value as OrganizationSelectProps['kind'])}
          >
            <option value="employer">Employer</option>
            <option value="university">University</option>
            <option value="other">Other</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </>
  );
}
