import { MultiSelect, Radio, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES, type Role } from '@kabinet/contract/team-roles';
import type { NumberScope } from '@kabinet/contract/team';
import { useGroups } from './team-api.ts';

export interface AccessValue {
  role: Role;
  allNumbers: boolean;
  groupIds: string[];
}

export const toScope = (value: AccessValue): NumberScope =>
  value.allNumbers ? { allNumbers: true } : { allNumbers: false, groupIds: value.groupIds };

/** decision 029: a role and a number scope (every number, or chosen groups) */
export function AccessFields({
  value,
  onChange,
}: {
  value: AccessValue;
  onChange: (next: AccessValue) => void;
}) {
  const { t } = useTranslation(['team', 'errors']);
  const groups = useGroups();
  const options = (groups.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }));
  return (
    <Stack gap="sm">
      <Select
        label={t('fields.role')}
        data={ROLE_NAMES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        value={value.role}
        onChange={(role) => role && onChange({ ...value, role: role as Role })}
        allowDeselect={false}
        description={t(`roleHints.${value.role}`)}
      />
      <Radio.Group
        label={t('fields.scope')}
        value={value.allNumbers ? 'all' : 'groups'}
        onChange={(scope) => onChange({ ...value, allNumbers: scope === 'all' })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="all" label={t('scope.all')} />
          <Radio value="groups" label={t('scope.groups')} disabled={options.length === 0} />
        </Stack>
      </Radio.Group>
      {!value.allNumbers && (
        <MultiSelect
          label={t('fields.groups')}
          data={options}
          value={value.groupIds}
          onChange={(groupIds) => onChange({ ...value, groupIds })}
          error={value.groupIds.length === 0 ? t('errors:team_scope_empty') : undefined}
          searchable
        />
      )}
    </Stack>
  );
}
