import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError, http } from '../../api/http.ts';
import { Notice, PublicField, SubmitButton } from './public-field.tsx';

/** Completes the emailed reset link `/reset-password?token=…`. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [state, setState] = useState<{ done?: boolean; failure?: string; busy?: boolean }>({});

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: !password
        ? t('login.passwordRequired')
        : password.length < 8
          ? t('validation:passwordTooShort')
          : undefined,
      confirm: confirm !== password ? t('reset.mismatch') : undefined,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    setState({ busy: true });
    try {
      await http.post('/auth/reset-password', { token, password });
      setState({ done: true });
    } catch (caught) {
      setState({ failure: caught instanceof ApiError ? caught.message : t('errors.generic') });
    }
  };

  return (
    <div className="public-card">
      <h1 className="public-card__title">{t('reset.title')}</h1>
      {!token && <Notice kind="warning" text={t('reset.noToken')} />}
      {state.done ? (
        <Notice kind="success" text={t('reset.done')} />
      ) : (
        token && (
          <>
            {state.failure && <Notice kind="error" text={state.failure} />}
            <form onSubmit={reset} noValidate name="reset">
              <PublicField
                id="reset-password"
                label={t('reset.password')}
                error={errors.password}
                type="password"
                autoComplete="new-password"
                autoFocus
                value={password}
                onValue={setPassword}
              />
              <PublicField
                id="reset-confirm"
                label={t('reset.confirm')}
                error={errors.confirm}
                type="password"
                autoComplete="new-password"
                value={confirm}
                onValue={setConfirm}
              />
              <SubmitButton busy={state.busy} label={t('reset.submit')} />
            </form>
          </>
        )
      )}
      <div className="public-card__links">
        <Link to="/login">{t('forgot.back')}</Link>
      </div>
    </div>
  );
};
