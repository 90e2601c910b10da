import { CloseOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { pushKeyHandler } from '../ui/form/key-stack.ts';

/**
 * A printable document over the whole window; printing shows only it (print.css hides the rest
 * while `body.has-print-preview`).
 */
export const PrintPreview = ({ children, onClose }: { children: ReactNode; onClose: () => void }) => {
  const { t } = useTranslation('accounting');
  useEffect(() => {
    document.body.classList.add('has-print-preview');
    const release = pushKeyHandler((event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    });
    return () => {
      document.body.classList.remove('has-print-preview');
      release();
    };
  }, [onClose]);
  return createPortal(
    <div className="print-preview" role="dialog" aria-modal="true" data-testid="print-preview">
      <div className="print-preview__bar no-print">
        <Space>
          <Button
            type="primary"
            icon={<PrinterOutlined aria-hidden />}
            onClick={() => window.print()}
            data-testid="print-now"
          >
            {t('print.print')}
          </Button>
          <Button icon={<CloseOutlined aria-hidden />} onClick={onClose} data-testid="print-close">
            {t('print.close')}
          </Button>
        </Space>
      </div>
      <div className="print-preview__page">{children}</div>
    </div>,
    document.body,
  );
};

/** A document form's Print button: shows `children`, the printable document, in the preview. */
export const PrintDocumentButton = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('accounting');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<PrinterOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="print-document"
      >
        {t('print.print')}
      </Button>
      {open && <PrintPreview onClose={() => setOpen(false)}>{children}</PrintPreview>}
    </>
  );
};
