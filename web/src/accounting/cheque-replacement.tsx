import { SwapOutlined } from '@ant-design/icons';
import { replacementChequeValues } from '@aqar/domain/calc/cheque-replacement';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { opReturn } from '@aqar/domain/entities/accounting/cheque-operations';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type EntityRow, resourceClient } from '../api/resource-client.ts';
import { userToday } from '../ui/format.ts';
import { referenceLabel } from '../ui/labels.ts';
import { usePopupStack } from '../ui/popup-stack-context.ts';
import { testIdProps } from '../ui/test-id.ts';

const cheques = resourceClient(cheque);

/**
 * The other end of a replacement (docs/cheques.md): "Replaced by cheque X" on the returned cheque,
 * "Replaces cheque X" on the new one, each a link to the other cheque's form under its pattern.
 */
export const ChequeLink = ({
  row,
  field,
}: {
  row: EntityRow;
  field: 'replacementChequeId' | 'replacesChequeId';
}) => {
  const { t, i18n } = useTranslation('accounting');
  const id = row[field];
  const other = useQuery({
    queryKey: ['record', cheque.key, 'link', id],
    queryFn: ({ signal }) => cheques.get(String(id), signal),
    enabled: typeof id === 'string',
    staleTime: 30_000,
  });
  if (typeof id !== 'string') return null;
  const number = referenceLabel(row, field, i18n.resolvedLanguage ?? i18n.language) || other.data?.number;
  const text = t(field === 'replacementChequeId' ? 'cheques.replacedBy' : 'cheques.replaces', { number });
  const target = other.data;
  return target ? (
    <Link
      className="cheque-operations__link"
      to={`${cheque.route}?code=${target.code}&number=${target.number}`}
      data-testid={`cheque-link-${field}`}
    >
      {text}
    </Link>
  ) : (
    <span className="cheque-operations__link">{text}</span>
  );
};

/**
 * Records the new cheque a client gave for a returned one: a cheque form over everything open,
 * prefilled from the returned cheque (`replacementChequeValues`), saved by the return's
 * replacement route, which writes the cheque and the return's link to it in one transaction.
 * `offer` asks first, right after a return is saved.
 */
export const useChequeReplacement = (returned: EntityRow | null, onSaved: () => void) => {
  const { t } = useTranslation('accounting');
  const { modal } = App.useApp();
  const popups = usePopupStack();

  const record = useCallback(
    (returnId: string) => {
      if (!returned) return;
      popups.open(cheque.key, {
        initialValues: replacementChequeValues(returned, userToday()),
        complete: true,
        createPath: `${opReturn.api}/${returnId}/replacement`,
        onSaved,
      });
    },
    [returned, popups, onSaved],
  );

  const offer = useCallback(
    (returnId: string) => {
      modal.confirm({
        title: t('cheques.replacementOffer'),
        content: t('cheques.replacementOfferText'),
        okText: t('cheques.recordReplacement'),
        cancelText: t('cheques.later'),
        icon: <SwapOutlined aria-hidden />,
        okButtonProps: testIdProps('replacement-offer-ok'),
        cancelButtonProps: testIdProps('replacement-offer-later'),
        onOk: () => record(returnId),
      });
    },
    [modal, t, record],
  );

  return { record, offer };
};

/** The bar's button for a return left open without a replacement: record the new cheque later. */
export const RecordReplacementButton = ({ onClick, loading }: { onClick: () => void; loading: boolean }) => {
  const { t } = useTranslation('accounting');
  return (
    <Button
      icon={<SwapOutlined aria-hidden />}
      loading={loading}
      onClick={onClick}
      data-testid="cheque-record-replacement"
    >
      {t('cheques.recordReplacement')}
    </Button>
  );
};
