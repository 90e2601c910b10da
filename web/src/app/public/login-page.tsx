import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, type Envelope, http } from '../../api/http.ts';
import { type SessionUser, session } from '../../api/session.ts';
import { emailPattern, Notice, PublicField, SubmitButton } from './public-field.tsx';

export const LoginPage = () => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | undefined>(() => session.takeSignOutReason());
  const [busy, setBusy] = useState(false);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: !email.trim()
        ? t('login.emailRequired')
        : emailPattern.test(email.trim())
          ? undefined
          : t('login.emailInvalid'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const response = await http.post<Envelope<{ user: SessionUser }>>('/auth/website-signin', {
        email: email.trim(),
        password,
      });
      // The answer set the session's cookies; the guest-only guard sends the user on.
      session.start(response.data.data.user);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : t('errors.generic'));
      setBusy(false);
    }
  };

  return (
    <div className="public-card">
      <h1 className="public-card__title">{t('login.title')}</h1>
      <p className="public-card__subtitle">{t('login.subtitle')}</p>
      {failure && <Notice kind="error" text={failure} testId="login-error" />}
      <form onSubmit={signIn} noValidate name="login">
        <PublicField
          id="login-email"
          label={t('login.email')}
          error={errors.email}
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onValue={setEmail}
        />
        <PublicField
          id="login-password"
          label={t('login.password')}
          error={errors.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
        <SubmitButton busy={busy} label={t('login.submit')} testId="login-submit" />
      </form>
      <div className="public-card__links">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
      </div>
    </div>
  );
};
