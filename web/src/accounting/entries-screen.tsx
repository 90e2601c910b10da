import { LinkOutlined } from '@ant-design/icons';
import { documentOfOrigin } from '@aqar/domain/documents';
import { entryIssues, entryTotals } from '@aqar/domain/ledger/entry-rules';
import type { AnyRecord } from '@aqar/domain/records';
import { registry } from '@aqar/domain/registry';
import { Alert, Button, Checkbox, Input } from 'antd';
import { useMemo, useState } from 'react';
import { type Control, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../api/http.ts';
import type { EntityRow } from '../api/resource-client.ts';
import { RecordForm, type RecordFormProps } from '../ui/form/record-form.tsx';
import type { RecordFormController } from '../ui/form/use-record-form.ts';
import type { FormValues } from '../ui/form/record-values.ts';
import { validationMessage } from '../ui/labels.ts';
import { ListScreen } from '../ui/list/list-screen.tsx';
import { baseCurrencyOf, useCurrencies } from './base-currency.ts';
import { TotalsFooter } from './totals-footer.tsx';

const definition = registry.entries;

/** A line as the form holds it, before validation: the generic form's values are untyped. */
type Line = AnyRecord;

const isNonZero = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && Number(value) !== 0;

/** Live debit, credit and difference, and the entry's own faults (spec section 5). */
const EntryFooter = ({ control, generated }: { control: Control<FormValues>; generated: boolean }) => {
  const { t } = useTranslation('accounting');
  const lines = (useWatch({ control, name: 'lines' }) as Line[] | undefined) ?? [];
  const currencyId = useWatch({ control, name: 'currencyId' });
  const { errors, submitCount } = useFormState({ control });
  const plan = lines.map((line) => ({
    accountId: String(line.accountId ?? ''),
    debit: (line.debit as string) || 0,
    credit: (line.credit as string) || 0,
  }));
  let totals = { debit: '0', credit: '0', difference: '0' };
  let issues: string[] = [];
  try {
    const sums = entryTotals(plan);
    totals = {
      debit: sums.debit.toFixed(),
      credit: sums.credit.toFixed(),
      difference: sums.difference.toFixed(),
    };
    const touched = submitCount > 0 || !sums.debit.isZero() || !sums.credit.isZero();
    if (touched && !generated)
      issues = entryIssues({ rate: 1, lines: plan })
        .filter((issue) => !issue.path.startsWith('lines.') && issue.path !== 'lines')
        .filter(
          (issue) => submitCount > 0 || ['debitAndCreditEqual', 'differenceZero'].includes(issue.message),
        )
        .map((issue) => issue.message);
  } catch {
    // An unreadable amount is reported under its own cell.
  }
  // Faults the last save attempt found on the entry as a whole.
  for (const path of ['debit', 'credit', 'difference', 'lines']) {
    const error = errors[path] as { message?: string; root?: { message?: string } } | undefined;
    const message = error?.message ?? error?.root?.message;
    if (message && !issues.includes(message)) issues.push(message);
  }
  const balanced = Number(totals.difference) === 0;
  return (
    <TotalsFooter
      currencyId={currencyId}
      items={[
        { key: 'debit', label: t('totals.debit'), value: totals.debit },
        { key: 'credit', label: t('totals.credit'), value: totals.credit },
        {
          key: 'difference',
          label: t('totals.difference'),
          value: totals.difference,
          tone: balanced ? 'ok' : 'bad',
        },
      ]}
    >
      {issues.length > 0 && (
        <ul className="totals-footer__issues" role="alert" data-testid="entry-issues">
          {issues.map((message) => (
            <li key={message}>{validationMessage(t, message)}</li>
          ))}
        </ul>
      )}
    </TotalsFooter>
  );
};

/** The entry form's search box: an entry number opens that entry. */
const EntrySearch = ({ controller }: { controller: RecordFormController }) => {
  const { t } = useTranslation('accounting');
  const [value, setValue] = useState('');
  return (
    <Input.Search
      className="entry-search"
      aria-label={t('entry.search')}
      placeholder={t('entry.search')}
      inputMode="numeric"
      value={value}
      onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
      onSearch={(text) => text && void controller.jump(Number(text))}
      style={{ maxWidth: 180 }}
      data-testid="entry-search"
    />
  );
};

const OriginalLink = ({ record }: { record: EntityRow | null }) => {
  const { t } = useTranslation('accounting');
  const navigate = useNavigate();
  const origin = String(record?.createdFrom ?? '');
  if (!record || !origin) return null;
  // The screen of the declared document whose entries carry this origin.
  const document = documentOfOrigin(origin);
  const route = document?.route;
  const code = record.createdFromCode;
  return (
    <Button
      icon={<LinkOutlined aria-hidden />}
      disabled={!route}
      data-testid="entry-original"
      onClick={async () => {
        if (!route || !document) return;
        // The document's number, by id, in its pattern's numbering (read at its API, which
        // need not be spelt like its route: /owner-expenses, /owner_expenses).
        const response = await http.get(`${document.api}/${String(record.createdFromId)}`);
        const number = response.data?.data?.number;
        // Numbered per parent record (a cheque's partials): the parent goes with the number.
        const scope = document.numberScope;
        const parent =
          scope && scope !== 'code' ? `${scope}=${String(response.data?.data?.[scope] ?? '')}&` : '';
        navigate(
          `${route}?${code !== null && code !== undefined ? `code=${code}&` : ''}${parent}number=${number}`,
        );
      }}
    >
      {t('entry.original')}
    </Button>
  );
};

/** What the entries list and the create-entry page share. */
const useEntryForm = (): Omit<RecordFormProps, 'definition' | 'target' | 'onClose'> => {
  const { data: currencies = [] } = useCurrencies();
  const base = baseCurrencyOf(currencies);
  const { t } = useTranslation('accounting');
  return useMemo(
    () => ({
      prefill: base ? ({ currencyId: base.id } as FormValues) : undefined,
      readOnly: (record: EntityRow | null) => !!record?.createdFrom,
      hiddenFields: ['debit', 'credit'],
      grids: {
        lines: {
          // Typing an amount on one side of a line clears the other side.
          onCellChange: (controller: RecordFormController, index: number, column: string, value: unknown) => {
            if ((column === 'debit' || column === 'credit') && isNonZero(value)) {
              const other = `lines.${index}.${column === 'debit' ? 'credit' : 'debit'}`;
              if (isNonZero(controller.form.getValues(other)))
                controller.form.setValue(other, 0, { shouldDirty: true });
            }
          },
        },
      },
      headerExtras: (controller: RecordFormController) => (
        <>
          <EntrySearch controller={controller} />
          {/* Shows, never sets: an entry is generated by saving its document with gen-entries on. */}
          <Checkbox checked={!!controller.record?.createdFrom} disabled data-testid="entry-gen-entries">
            {t('entry.genEntries')}
          </Checkbox>
        </>
      ),
      extras: (controller: RecordFormController) => (
        <>
          {controller.record?.createdFrom ? (
            <Alert type="info" showIcon className="entry-generated" title={t('entry.generated')} />
          ) : null}
          <EntryFooter control={controller.form.control} generated={!!controller.record?.createdFrom} />
        </>
      ),
      actions: (controller: RecordFormController) => <OriginalLink record={controller.record} />,
    }),
    [base, t],
  );
};

/** `/entries`: every journal entry; Add goes to the create-entry form. */
export const EntriesScreen = () => {
  const { t } = useTranslation('accounting');
  const form = useEntryForm();
  return <ListScreen definition={definition} title={t('menu.entries')} form={form} addPath="/create-entry" />;
};

/** `/create-entry`: a new manual entry; saving stays on a blank one, closing goes to the list. */
export const CreateEntryPage = () => {
  const navigate = useNavigate();
  const { t } = useTranslation('accounting');
  const form = useEntryForm();
  return (
    <RecordForm
      {...form}
      definition={definition}
      title={t('entry.title')}
      target={{ kind: 'new' }}
      onTargetChange={(target) => {
        if (target.kind === 'number') navigate(`/entries?number=${target.number}`);
      }}
      onClose={() => navigate('/entries')}
    />
  );
};
