import { hasPattern, isDocument } from '@aqar/domain/document-definition';
import type { RegisteredDocument } from '@aqar/domain/documents';
import { RecordForm, type RecordFormProps } from '../ui/form/record-form.tsx';
import type { PopupFormRenderer } from '../ui/popup-stack.tsx';
import { useDocumentForm, useSeed } from './document-screen.tsx';
import { usePattern } from './patterns.ts';

/** A document's form in a popup, as its screen shows it for the pattern of code `code`. */
const DocumentPopupForm = ({
  definition,
  code,
  props,
}: {
  definition: RegisteredDocument;
  code: number;
  props: RecordFormProps;
}) => {
  const { pattern, label } = usePattern(definition.key, String(code));
  const form = useDocumentForm(definition, pattern, useSeed(definition));
  // The form waits for its pattern (one cached list): a prefill without it would miss its defaults.
  if (!form) return null;
  // Both run on save: the document's next step, then the popup's own (which closes it).
  const onSaved: RecordFormProps['onSaved'] = (row, created) => {
    form.onSaved?.(row, created);
    props.onSaved?.(row, created);
  };
  return (
    <RecordForm
      {...props}
      {...form}
      prefill={{ ...form.prefill, ...props.prefill }}
      title={label}
      onSaved={onSaved}
    />
  );
};

/**
 * Popups of documents opened with a pattern code (a contract's new cheque, code 2) are the
 * document's own form: its pattern's prefill under the values given, its totals, entry and print.
 */
export const renderDocumentPopup: PopupFormRenderer = (definition, options, props) => {
  if (options.code === undefined || !isDocument(definition) || !hasPattern(definition)) return undefined;
  return (
    <DocumentPopupForm definition={definition as RegisteredDocument} code={options.code} props={props} />
  );
};
