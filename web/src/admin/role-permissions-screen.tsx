import {
  type Grants,
  type PermissionAction,
  permissionActions,
  permissionSubjects,
} from '@aqar/domain/permissions';
import { entityByKey } from '@aqar/domain/registry';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Envelope, http } from '../api/http.ts';
import { reportTitle } from '../reports/report-labels.ts';
import { entityTitle } from '../ui/labels.ts';

interface RoleRecord {
  id: string;
  name: string;
  grants: Grants | null;
}

/**
 * A custom role's permissions as a matrix: every subject of the registries (entities, documents,
 * reports, areas) by every action, a box where the subject has that action. Saved as the role's
 * `grants`; the server reads them on the next request of each staff member with the role.
 */
export const RolePermissionsScreen = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { message } = App.useApp();
  const subjects = useMemo(() => permissionSubjects(), []);
  const role = useQuery({
    queryKey: ['role', id],
    queryFn: async () => (await http.get<Envelope<RoleRecord>>(`/roles/${id}`)).data.data,
  });
  const [grants, setGrants] = useState<Record<string, PermissionAction[]>>({});
  useEffect(() => {
    if (role.data)
      setGrants(Object.fromEntries(Object.entries(role.data.grants ?? {}).map(([k, v]) => [k, [...v]])));
  }, [role.data]);
  const save = useMutation({
    mutationFn: async () => http.patch(`/roles/${id}`, { grants }),
    onSuccess: () => void message.success(t('roles.saved')),
  });
  const label = (key: string) => {
    if (key.startsWith('report:')) return reportTitle(t, key.slice('report:'.length));
    const entity = entityByKey(key);
    return entity ? entityTitle(t, entity) : t(`roles.areas.${key}`);
  };
  const toggle = (subject: string, action: PermissionAction, on: boolean) =>
    setGrants((current) => {
      const actions = new Set(current[subject] ?? []);
      if (on) actions.add(action);
      else actions.delete(action);
      return { ...current, [subject]: permissionActions.filter((candidate) => actions.has(candidate)) };
    });
  const columns = [
    {
      key: 'subject',
      title: t('roles.subject'),
      render: (_: unknown, row: (typeof subjects)[number]) => label(row.key),
    },
    ...permissionActions.map((action) => ({
      key: action,
      title: t(`roles.actions.${action}`),
      align: 'center' as const,
      render: (_: unknown, row: (typeof subjects)[number]) =>
        row.actions.includes(action) ? (
          <Checkbox
            checked={grants[row.key]?.includes(action) ?? false}
            onChange={(event) => toggle(row.key, action, event.target.checked)}
            aria-label={`${label(row.key)}: ${t(`roles.actions.${action}`)}`}
            data-testid={`grant-${row.key}-${action}`}
          />
        ) : null,
    })),
  ];
  return (
    <section className="role-permissions" aria-labelledby="role-permissions-title">
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBlockEnd: 16 }} wrap>
        <Typography.Title level={1} id="role-permissions-title" style={{ margin: 0 }}>
          {t('roles.title', { name: role.data?.name ?? '' })}
        </Typography.Title>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="role-save">
          {t('roles.save')}
        </Button>
      </Space>
      <Table
        rowKey="key"
        size="small"
        loading={role.isLoading}
        dataSource={subjects}
        columns={columns}
        pagination={false}
        sticky
      />
    </section>
  );
};
