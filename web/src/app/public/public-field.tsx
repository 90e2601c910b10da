import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PublicFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  onValue: (value: string) => void;
}

/**
 * Label, input and error of the small public forms. Plain elements rather than Ant Design keep
 * the login screen's JavaScript small; passwords get a show/hide button.
 */
export const PublicField = ({ id, label, error, onValue, type = 'text', ...input }: PublicFieldProps) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className="public-field">
      <label htmlFor={id} className="public-field__label">
        {label}
      </label>
      <span className={`public-field__control${error ? ' public-field__control--error' : ''}`}>
        <input
          id={id}
          type={isPassword && visible ? 'text' : type}
          className="public-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onValue(event.target.value)}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className="public-field__reveal"
            aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? '◡' : '◉'}
          </button>
        )}
      </span>
      {error && (
        <div id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
};

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Notice = ({
  kind,
  text,
  testId,
}: {
  kind: 'error' | 'success' | 'warning';
  text: string;
  testId?: string;
}) => (
  <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
    {text}
  </div>
);

export const SubmitButton = ({ busy, label, testId }: { busy?: boolean; label: string; testId?: string }) => (
  <button
    type="submit"
    className="plain-button plain-button--primary plain-button--block"
    disabled={busy}
    aria-busy={busy}
    data-testid={testId}
  >
    {busy && <span className="spinner" aria-hidden="true" />}
    {label}
  </button>
);
