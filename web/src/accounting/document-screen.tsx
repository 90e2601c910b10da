import {
  type DocumentDefinition,
  type DocumentPrintable,
  hasPattern,
  type NoPattern,
  type PrintableDocument,
  type PrintCell,
} from '@aqar/domain/document-definition';
import type { RegisteredDocument } from '@aqar/domain/documents';
import type { AnyRecord } from '@aqar/domain/records';
import { entityByKey, isEntityKey } from '@aqar/domain/registry';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Envelope, http } from '../api/http.ts';
import { type EntityRow, resourceClient } from '../api/resource-client.ts';
import { toast } from '../ui/toast.ts';
import { type PopupStack, usePopupStack } from '../ui/popup-stack-context.ts';
import type { GridOptions } from '../ui/form/record-form.tsx';
import type { FormValues } from '../ui/form/record-values.ts';
import { entityQueryKeys, type RecordFormController } from '../ui/form/use-record-form.ts';
import { formatDate, formatNumber } from '../ui/format.ts';
import { ListScreen } from '../ui/list/list-screen.tsx';
import { localName, referenceLabel } from '../ui/labels.ts';
import { userToday } from '../ui/format.ts';
import { displayText } from '../ui/narrative.ts';
import { amountWords } from './amount-words.ts';
import { baseCurrencyOf, type CurrencyInfo, useCurrencies } from './base-currency.ts';
import { documentLeads, documentPanels, documentTabPanels } from './document-panels.tsx';
import { ViewEntryButton } from './entry-popup.tsx';
import { PatternDocumentList } from './pattern-chooser.tsx';
import { type Pattern, usePattern } from './patterns.ts';
import { PrintDocumentButton, PrintPreview } from './print-preview.tsx';
import { TotalsFooter } from './totals-footer.tsx';

const currencyOf = (currencies: CurrencyInfo[], id: unknown) =>
  currencies.find((currency) => currency.id === id) ?? baseCurrencyOf(currencies);

/** The live totals footer the document declares, from the form's values. */
const DocumentTotals = ({
  definition,
  control,
  pattern,
}: {
  definition: DocumentDefinition;
  control: Control<FormValues>;
  pattern: Pattern | NoPattern;
}) => {
  const { t } = useTranslation('accounting');
  const { data: currencies = [] } = useCurrencies();
  const values = useWatch({ control });
  const decimals = currencyOf(currencies, values.currencyId)?.decimals ?? 2;
  const items = definition.document.screen.totals(values, pattern, { decimals });
  return (
    <TotalsFooter
      currencyId={values.currencyId}
      items={items.map((item) => ({ key: item.key, label: t(`totals.${item.label}`), value: item.value }))}
    />
  );
};

/**
 * Values that follow a field the user changes (`screen.follows`): a contract's building brings its
 * defaults, its unit its cost center, its start its end. Only the user's changes set them off, not
 * a record being loaded or another follow's values.
 */
const DocumentFollows = ({
  definition,
  controller,
  pattern,
}: {
  definition: DocumentDefinition;
  controller: RecordFormController;
  pattern: Pattern | NoPattern;
}) => {
  const follows = definition.document.screen.follows;
  const { form } = controller;
  useEffect(() => {
    if (!follows?.length) return;
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      for (const follow of follows) {
        if (!follow.when.includes(name)) continue;
        void (async () => {
          const loaded: Record<string, AnyRecord | undefined> = {};
          for (const [key, reference] of Object.entries(follow.load ?? {})) {
            const id = form.getValues(reference.field);
            const target = entityByKey(reference.entity);
            if (typeof id === 'string' && id !== '' && target)
              loaded[key] = await resourceClient(target)
                .get(id)
                .catch(() => undefined);
          }
          const next = follow.values(form.getValues(), pattern, loaded);
          for (const [field, value] of Object.entries(next))
            if (field in form.getValues()) form.setValue(field, value ?? null, { shouldDirty: true });
        })();
      }
    });
    return () => subscription.unsubscribe();
  }, [follows, form, pattern]);
  return null;
};

/** A document's command button (`screen.commands`): asks the server, then shows what it made. */
const CommandButton = ({
  definition,
  command,
  controller,
}: {
  definition: RegisteredDocument;
  command: { key: string; path: string };
  controller: RecordFormController;
}) => {
  const { t } = useTranslation('accounting');
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async () => {
      const id = String(controller.record?.id ?? '');
      const { data } = await http.post<Envelope<AnyRecord>>(
        `${definition.api}${command.path.replace(':id', id)}`,
      );
      return data.data;
    },
    onSuccess: async (made) => {
      toast.success(t(`commands.${command.key}Done`));
      await Promise.all(
        [...entityQueryKeys(definition.key), ['record', definition.key]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      if (typeof made?.number === 'number') await controller.jump(made.number);
    },
    onError: (error: Error) => toast.error(error.message),
  });
  return (
    <Button
      onClick={() => run.mutate()}
      loading={run.isPending}
      disabled={controller.dirty}
      data-testid={`command-${command.key}`}
    >
      {t(`commands.${command.key}`)}
    </Button>
  );
};

type DocumentPopup = NonNullable<DocumentDefinition['document']['screen']['popups']>[number];

/** Opens a declared popup (`screen.popups`) over the document `record`. */
const openPopup = (stack: PopupStack, popup: DocumentPopup, record: AnyRecord) => {
  if (isEntityKey(popup.entity) && typeof record.id === 'string')
    stack.open(popup.entity, { initialValues: { [popup.field]: record.id } });
};

/** A saved document's button that opens another entity's popup over it (its installment plan). */
const PopupButton = ({ popup, controller }: { popup: DocumentPopup; controller: RecordFormController }) => {
  const { t } = useTranslation('accounting');
  const stack = usePopupStack();
  return (
    <Button
      onClick={() => controller.record && openPopup(stack, popup, controller.record)}
      disabled={controller.dirty}
      data-testid={`popup-open-${popup.key}`}
    >
      {t(`popups.${popup.key}`)}
    </Button>
  );
};

const Cell = ({ cell, language }: { cell: PrintCell; language: string }) => {
  const { t } = useTranslation('accounting');
  if ('text' in cell) return <>{displayText(cell.text)}</>;
  if ('date' in cell) return <>{formatDate(cell.date)}</>;
  if ('amount' in cell) return <>{formatNumber(cell.amount, cell.places)}</>;
  if ('label' in cell) return <>{t(`print.${cell.label}`)}</>;
  const label = cell.fields.map((field) => referenceLabel(cell.reference, field, language)).find(Boolean);
  return <>{label || cell.fallback || ''}</>;
};

/** A printable document as the document declares it: header, lines, totals, amount in words, signatures. */
export const Printable = ({
  printable,
  pattern,
  currency,
}: {
  printable: PrintableDocument;
  pattern: Pattern | NoPattern;
  currency: CurrencyInfo | undefined;
}) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const words = amountWords(printable.amount, currency?.code ?? 'AED', currency?.decimals ?? 2);
  const { columns } = printable;
  return (
    <article className={`printable printable--${printable.kind}`} data-testid={`printable-${printable.kind}`}>
      <header className="printable__header">
        <div>
          <h1 className="printable__title">{t(`print.${printable.title}`)}</h1>
          {pattern.name ? (
            <p className="printable__subtitle">{localName(pattern.name, pattern.ltnname, language)}</p>
          ) : null}
        </div>
        <dl className="printable__meta">
          {printable.meta.map((item) => (
            <div key={item.label}>
              <dt>{t(`print.${item.label}`)}</dt>
              <dd>
                <Cell cell={item.cell} language={language} />
              </dd>
            </div>
          ))}
        </dl>
      </header>
      {printable.paragraphs?.map((paragraph) => (
        <p key={paragraph.label} className="printable__paragraph">
          {t(`print.${paragraph.label}`, paragraph.values ?? {})}
        </p>
      ))}
      <table className="printable__table">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label ?? column.heading ?? index}
                className={column.numeric ? 'num' : undefined}
              >
                {column.label ? t(`print.${column.label}`) : column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {printable.rows.map((cells, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: printed rows are never reordered
            <tr key={rowIndex}>
              {cells.map((cell, index) => (
                <td
                  key={columns[index]?.label ?? index}
                  className={columns[index]?.numeric ? 'num' : undefined}
                >
                  <Cell cell={cell} language={language} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {printable.tableTotal && (
          <tfoot>
            <tr>
              <th colSpan={columns.length - 1}>
                {t(`print.${printable.tableTotal.label}`)} ({currency?.code})
              </th>
              <th className="num" data-testid="printable-total">
                <Cell cell={printable.tableTotal.cell} language={language} />
              </th>
            </tr>
          </tfoot>
        )}
      </table>
      {printable.totals && (
        <dl className="printable__totals">
          {printable.totals.map((item) => (
            <div key={item.label} className={item.grand ? 'printable__grand' : undefined}>
              <dt>
                {t(`print.${item.label}`)}
                {item.grand ? <Fragment> ({currency?.code})</Fragment> : null}
              </dt>
              <dd data-testid={item.grand ? 'printable-total' : undefined}>
                <Cell cell={item.cell} language={language} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <section className="printable__words">
        <h2>{t('print.amountInWords')}</h2>
        <p lang="ar" dir="rtl" data-testid="words-ar">
          {words.ar}
        </p>
        <p lang="en" dir="ltr" data-testid="words-en">
          {words.en}
        </p>
      </section>
      {printable.note ? <p className="printable__note">{printable.note}</p> : null}
      <footer className="printable__signatures">
        {printable.signatures.map((signature) => (
          <span key={signature}>{t(`print.${signature}`)}</span>
        ))}
      </footer>
    </article>
  );
};

const PrintableRecord = ({
  definition,
  record,
  pattern,
}: {
  definition: DocumentDefinition;
  record: EntityRow;
  pattern: Pattern | NoPattern;
}) => {
  const { data: currencies = [] } = useCurrencies();
  const currency = currencyOf(currencies, record.currencyId);
  const printable = definition.document.screen.printable(record, pattern, {
    decimals: currency?.decimals ?? 2,
  });
  return <Printable printable={printable} pattern={pattern} currency={currency} />;
};

/**
 * A document's other printable (`screen.printables`, a contract's clearance letter): its button
 * shows it in the print preview and marks the document printed, and when, unless it already is.
 */
const MarkedPrintButton = ({
  definition,
  printable,
  controller,
  pattern,
}: {
  definition: RegisteredDocument;
  printable: DocumentPrintable<AnyRecord, AnyRecord>;
  controller: RecordFormController;
  pattern: Pattern | NoPattern;
}) => {
  const { t } = useTranslation('accounting');
  const queryClient = useQueryClient();
  const { data: currencies = [] } = useCurrencies();
  const [open, setOpen] = useState(false);
  const record = controller.record as EntityRow;
  const currency = currencyOf(currencies, record.currencyId);
  const mark = useMutation({
    mutationFn: async () => {
      const marks = printable.marks;
      if (!marks || record[marks.flag] === true) return;
      await http.patch(`${definition.api}/${record.id}`, {
        [marks.flag]: true,
        [marks.date]: record[marks.date] ?? userToday(),
      });
      await Promise.all(
        [['record', definition.key], ...entityQueryKeys(definition.key)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error: Error) => toast.error(error.message),
  });
  return (
    <div className="document-print-action">
      <Button
        icon={<PrinterOutlined aria-hidden />}
        disabled={controller.dirty}
        loading={mark.isPending}
        onClick={() => {
          setOpen(true);
          mark.mutate();
        }}
        data-testid={`print-${printable.key}`}
      >
        {t(`print.${printable.key}Print`)}
      </Button>
      {open && (
        <PrintPreview onClose={() => setOpen(false)}>
          <Printable
            printable={printable.printable(record, pattern, { decimals: currency?.decimals ?? 2 })}
            pattern={pattern}
            currency={currency}
          />
        </PrintPreview>
      )}
    </div>
  );
};

/** A grid's options from what the pattern declares: columns, and values that follow a chosen one. */
const gridOptions = (grid: string, form: ReturnType<DocumentDefinition['document']['screen']['form']>) => {
  const declared = form.grids?.[grid] ?? {};
  const options: GridOptions = {
    hiddenColumns: declared.hiddenColumns,
    requiredColumns: declared.requiredColumns,
  };
  const fills = declared.fills ?? [];
  if (fills.length > 0)
    options.onCellChange = (controller: RecordFormController, index: number, column: string) => {
      for (const fill of fills) {
        if (fill.when !== column) continue;
        const path = `${grid}.${index}.${fill.field}`;
        const current = controller.form.getValues(path);
        if (!current || Number(current) === 0)
          controller.form.setValue(path, fill.value, { shouldDirty: true });
      }
    };
  return options;
};

/** The form options of a document screen, for its pattern (empty without one) and seed records. */
export const useDocumentForm = (
  definition: RegisteredDocument,
  pattern: Pattern | NoPattern | undefined,
  seed: readonly AnyRecord[] | undefined,
) => {
  const { data: currencies = [] } = useCurrencies();
  const base = baseCurrencyOf(currencies);
  const stack = usePopupStack();
  return useMemo(() => {
    if (!pattern || !seed) return undefined;
    const { screen, prefill } = definition.document;
    const shape = screen.form(pattern);
    const validate = screen.validate;
    return {
      prefill: { ...(base ? { currencyId: base.id } : {}), ...prefill(pattern, seed) },
      grids: Object.fromEntries(
        Object.keys(definition.grids ?? {}).map((grid) => [grid, gridOptions(grid, shape)]),
      ),
      // The live footer shows the totals the stored fields repeat.
      hiddenFields: [...screen.footerFields, ...(shape.hiddenFields ?? [])],
      requiredFields: shape.requiredFields,
      validate: validate ? (values: FormValues) => validate(values, pattern) : undefined,
      tabExtras: (controller: RecordFormController) => {
        const panels = documentTabPanels[definition.key]?.(controller, pattern) ?? {};
        const extras: Partial<Record<string, ReactNode>> = { ...panels };
        for (const printable of screen.printables ?? []) {
          const record = controller.record;
          if (!printable.tab || !record || controller.isNew || !printable.available(record, pattern))
            continue;
          extras[printable.tab] = (
            <>
              {extras[printable.tab]}
              <MarkedPrintButton
                definition={definition}
                printable={printable}
                controller={controller}
                pattern={pattern}
              />
            </>
          );
        }
        return extras;
      },
      // A declared next step opens over the new document once it is saved.
      onSaved: (row: EntityRow, created: boolean) => {
        if (!created) return;
        for (const popup of screen.popups ?? [])
          if (popup.afterCreate?.(row, pattern)) openPopup(stack, popup, row);
      },
      lead: documentLeads[definition.key],
      extras: (controller: RecordFormController) => (
        <>
          <DocumentFollows definition={definition} controller={controller} pattern={pattern} />
          <DocumentTotals definition={definition} control={controller.form.control} pattern={pattern} />
          {documentPanels[definition.key]?.(controller, pattern)}
        </>
      ),
      actions: (controller: RecordFormController) =>
        controller.isNew ? null : (
          <>
            {controller.record &&
              screen.commands
                ?.filter((command) => command.available(controller.record as AnyRecord, pattern))
                .map((command) => (
                  <CommandButton
                    key={command.key}
                    definition={definition}
                    command={command}
                    controller={controller}
                  />
                ))}
            {screen.popups?.map((popup) => (
              <PopupButton key={popup.key} popup={popup} controller={controller} />
            ))}
            <ViewEntryButton record={controller.record} />
            {controller.record && (
              <PrintDocumentButton>
                <PrintableRecord definition={definition} record={controller.record} pattern={pattern} />
              </PrintDocumentButton>
            )}
          </>
        ),
    };
  }, [definition, pattern, seed, base, stack]);
};

const noSeed: readonly AnyRecord[] = [];
/** The pattern a document made without one hands its functions (`NoPattern`). */
const noPattern: NoPattern = {};

/** The records a new document starts from (`seed`), all of them; none when it declares none. */
export const useSeed = (definition: RegisteredDocument): readonly AnyRecord[] | undefined => {
  const seed = definition.document.seed;
  const target = seed ? entityByKey(seed.entity) : undefined;
  const query = useQuery({
    queryKey: ['document-seed', definition.key],
    queryFn: async ({ signal }) =>
      (await resourceClient(target!).list({ page: 0, pageSize: 1000, filters: seed?.filter }, signal)).rows,
    enabled: !!target,
    staleTime: 30_000,
  });
  if (!target) return noSeed;
  return query.data;
};

/**
 * `<route>?code=N`: the documents of one pattern, for any declared document: the pattern chooser,
 * the form starting from the pattern's `prefill`, shaped by its `form`, checked by its `validate`,
 * with the live totals footer, the generated entry and the printable document.
 */
const PatternDocumentScreen = ({ definition }: { definition: RegisteredDocument }) => {
  const [params] = useSearchParams();
  const code = params.get('code') ?? undefined;
  const { patterns, pattern, label, loading } = usePattern(definition.key, code);
  const form = useDocumentForm(definition, pattern, useSeed(definition));
  // What the pattern's form hides its list hides too (a flat rent lists no shop or parking).
  const hiddenFields = useMemo(
    () => (pattern ? definition.document.screen.form(pattern).hiddenFields : undefined),
    [definition, pattern],
  );
  return (
    <PatternDocumentList
      definition={definition}
      code={code}
      patterns={patterns}
      pattern={pattern}
      label={label}
      loading={loading}
      form={form}
      hiddenFields={hiddenFields}
    />
  );
};

/**
 * `<route>`: the one list of a document made without a pattern (owner expenses), its form
 * starting from `prefill` and its seed records, with the same footer, entry and printable.
 */
const PlainDocumentScreen = ({ definition }: { definition: RegisteredDocument }) => {
  const seed = useSeed(definition);
  const form = useDocumentForm(definition, noPattern, seed);
  return <ListScreen definition={definition} canAdd={!!form} form={form} />;
};

/** The screen of any declared document: per pattern, or one list when it has no pattern. */
export const DocumentScreen = ({ definition }: { definition: RegisteredDocument }) =>
  hasPattern(definition) ? (
    <PatternDocumentScreen definition={definition} />
  ) : (
    <PlainDocumentScreen definition={definition} />
  );
