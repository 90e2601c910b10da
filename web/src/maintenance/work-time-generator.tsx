import { ThunderboltOutlined } from '@ant-design/icons';
import { userWorkTime } from '@aqar/domain/entities/maintenance/user-work-time';
import { shiftPeriod } from '@aqar/domain/entities/maintenance/work-shifts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../api/http.ts';
import { ReferencePicker } from '../ui/fields/reference-picker.tsx';
import { entityQueryKeys } from '../ui/form/use-record-form.ts';
import { ListScreen } from '../ui/list/list-screen.tsx';
import { toast } from '../ui/toast.ts';

const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => (from + index) % 24).map((hour) => ({
    value: hour,
    label: `${String(hour).padStart(2, '0')}:00`,
  }));

interface Shifts {
  userId: string | null;
  period: number;
  days: number;
  startDay: Dayjs;
  lightStart: number;
  lightEnd: number;
  nightStart: number;
  nightEnd: number;
}

const initial: Shifts = {
  userId: null,
  period: shiftPeriod.light,
  days: 7,
  startDay: dayjs(),
  lightStart: 9,
  lightEnd: 14,
  nightStart: 17,
  nightEnd: 22,
};

/**
 * The bulk generator of work times (domain-reference 2.36): a worker's light shift, night shift or
 * both, every day from a start day over a number of days, in the browser's time zone. The server
 * refuses the whole batch when one shift overlaps a work time the worker has.
 */
const WorkTimeGenerator = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Shifts>();
  const period = Form.useWatch('period', form) ?? initial.period;
  const submit = async (values: Shifts) => {
    setSaving(true);
    try {
      const response = await http.post<{ count: number }>(`${userWorkTime.api}/generate`, {
        ...values,
        startDay: values.startDay.format('YYYY-MM-DD'),
        utcOffsetMinutes: values.startDay.utcOffset(),
      });
      toast.success(t('maintenance.generator.done', { count: response.data.count }));
      await Promise.all(
        entityQueryKeys(userWorkTime.key).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      setOpen(false);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button
        icon={<ThunderboltOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="generate-shifts"
      >
        {t('maintenance.generator.open')}
      </Button>
      <Modal
        open={open}
        title={t('maintenance.generator.title')}
        okText={t('maintenance.generator.generate')}
        cancelText={t('actions.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
          <Form.Item
            name="userId"
            label={t('maintenance.generator.worker')}
            rules={[{ required: true, message: t('validation:workerRequired') }]}
          >
            <ReferencePicker
              field={{ type: 'reference', entity: 'user', pickerFilter: { cardType: 4 } }}
              value={undefined}
              onChange={() => undefined}
              ariaLabel={t('maintenance.generator.worker')}
              allowAdd={false}
            />
          </Form.Item>
          <Form.Item name="period" label={t('maintenance.generator.period')}>
            <Select
              options={Object.values(shiftPeriod).map((value) => ({
                value,
                label: t(`options.shiftPeriod.${['light', 'night', 'both'][value - 1]}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="startDay" label={t('maintenance.generator.startDay')} rules={[{ required: true }]}>
            <DatePicker />
          </Form.Item>
          <Form.Item name="days" label={t('maintenance.generator.days')} rules={[{ required: true }]}>
            <InputNumber min={1} max={366} precision={0} />
          </Form.Item>
          {period !== shiftPeriod.night && (
            <>
              <Form.Item name="lightStart" label={t('maintenance.generator.lightStart')}>
                <Select options={hours(9, 13)} />
              </Form.Item>
              <Form.Item name="lightEnd" label={t('maintenance.generator.lightEnd')}>
                <Select options={hours(14, 17)} />
              </Form.Item>
            </>
          )}
          {period !== shiftPeriod.light && (
            <>
              <Form.Item name="nightStart" label={t('maintenance.generator.nightStart')}>
                <Select options={hours(17, 21)} />
              </Form.Item>
              <Form.Item name="nightEnd" label={t('maintenance.generator.nightEnd')}>
                <Select options={hours(22, 25)} />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </>
  );
};

/** The work times list, with the shift generator beside Add. */
export const WorkTimesScreen = () => <ListScreen definition={userWorkTime} toolbar={<WorkTimeGenerator />} />;
