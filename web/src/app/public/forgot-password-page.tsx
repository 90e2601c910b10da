import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, http } from '../../api/http.ts';
import { emailPattern, Notice, PublicField, SubmitButton } from './public-field.tsx';

export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [state, setState] = useState<{ sent?: boolean; failure?: string; busy?: boolean }>({});

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim()
      ? t('login.emailRequired')
      : emailPattern.test(email.trim())
        ? undefined
        : t('login.emailInvalid');
    setError(problem);
    if (problem) return;
    setState({ busy: true });
    try {
      await http.post('/auth/forget-password', { email: email.trim() });
      setState({ sent: true });
    } catch (caught) {
      setState({ failure: caught instanceof ApiError ? caught.message : t('errors.generic') });
    }
  };

  return (
    <div className="public-card">
      <h1 className="public-card__title">{t('forgot.title')}</h1>
      {state.sent ? (
        <Notice kind="success" text={t('forgot.sent')} />
      ) : (
        <>
          <p className="public-card__subtitle">{t('forgot.subtitle')}</p>
          {state.failure && <Notice kind="error" text={state.failure} />}
          <form onSubmit={send} noValidate name="forgot">
            <PublicField
              id="forgot-email"
              label={t('login.email')}
              error={error}
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              onValue={setEmail}
            />
            <SubmitButton busy={state.busy} label={t('forgot.submit')} />
          </form>
        </>
      )}
      <div className="public-card__links">
        <Link to="/login">{t('forgot.back')}</Link>
      </div>
    </div>
  );
};
