import { ArrowLeftOutlined } from '@ant-design/icons';
import { materialGroup } from '@aqar/domain/entities/stores/material-group';
import { material } from '@aqar/domain/entities/stores/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, Input, Modal, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Envelope, http } from '../api/http.ts';
import { ReferencePicker } from '../ui/fields/reference-picker.tsx';
import { toast } from '../ui/toast.ts';

interface RequestedMaterial {
  id: string;
  serviceId: string;
  serviceNumber: number;
  serviceTitle: string | null;
  name: string | null;
  ltnname: string | null;
  quantity: string;
  status: number;
  workerUserIdLabel: string | null;
}

const unregisteredPath = `${material.api}/unregister-materials`;
const queryKey = ['maintenance', 'unregistered-materials'];

/**
 * Materials that maintenance orders asked for by name and that have no card yet (domain-reference
 * 2.29, `/materials/unregister-materials`): one action registers one as a material card, in a
 * group with a code, and links the orders' rows of that name to it.
 */
export const UnregisteredMaterialsScreen = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [registering, setRegistering] = useState<RequestedMaterial | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ code: string; materialGroupId: string }>();
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await http.get<Envelope<RequestedMaterial[]>>(unregisteredPath, { signal })).data.data ?? [],
  });
  const latin = i18n.resolvedLanguage !== 'ar';
  const nameOf = (row: RequestedMaterial) =>
    (latin ? row.ltnname || row.name : row.name || row.ltnname) ?? '';
  const register = async (values: { code: string; materialGroupId: string }) => {
    if (!registering) return;
    setSaving(true);
    try {
      await http.post(`${unregisteredPath}/${registering.id}/register`, values);
      toast.success(t('maintenance.unregistered.done', { name: nameOf(registering) }));
      setRegistering(null);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      className="list-screen"
      aria-labelledby="unregistered-title"
      data-entity="unregistered-materials"
    >
      <div className="list-screen__titlebar">
        <Tooltip title={t('actions.back')}>
          <Button
            type="text"
            icon={<ArrowLeftOutlined className="flip-rtl" aria-hidden />}
            aria-label={t('actions.back')}
            onClick={() => navigate(-1)}
            className="no-print"
          />
        </Tooltip>
        <h1 id="unregistered-title" className="list-screen__title">
          {t('maintenance.unregistered.title')}
        </h1>
      </div>
      {query.error && <Alert type="error" showIcon message={(query.error as Error).message} />}
      <Table<RequestedMaterial>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('maintenance.unregistered.none')} /> }}
        columns={[
          { key: 'name', title: t('maintenance.unregistered.name'), render: (_, row) => nameOf(row) },
          {
            key: 'order',
            title: t('maintenance.unregistered.order'),
            render: (_, row) => `${row.serviceNumber}${row.serviceTitle ? ` · ${row.serviceTitle}` : ''}`,
          },
          { key: 'worker', title: t('maintenance.unregistered.worker'), dataIndex: 'workerUserIdLabel' },
          {
            key: 'quantity',
            title: t('maintenance.unregistered.quantity'),
            dataIndex: 'quantity',
            align: 'end',
          },
          {
            key: 'action',
            title: <span className="visually-hidden">{t('maintenance.unregistered.register')}</span>,
            render: (_, row) => (
              <Button
                onClick={() => {
                  form.resetFields();
                  setRegistering(row);
                }}
                aria-label={`${t('maintenance.unregistered.register')} ${nameOf(row)}`}
              >
                {t('maintenance.unregistered.register')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={registering !== null}
        title={registering ? t('maintenance.unregistered.registerTitle', { name: nameOf(registering) }) : ''}
        okText={t('maintenance.unregistered.register')}
        cancelText={t('actions.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setRegistering(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={register}>
          <Form.Item
            name="code"
            label={t('entities.material.fields.code')}
            rules={[{ required: true, message: t('validation:required') }]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name="materialGroupId"
            label={t('entities.material.fields.materialGroupId')}
            rules={[{ required: true, message: t('validation:required') }]}
          >
            <ReferencePicker
              field={{ type: 'reference', entity: materialGroup.key }}
              value={undefined}
              onChange={() => undefined}
              ariaLabel={t('entities.material.fields.materialGroupId')}
              allowAdd={false}
            />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
};
