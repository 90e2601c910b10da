import { conflict, validationFailed } from '../../http/errors.ts';
import type { EntityHooks, RecordOf } from '../../resources/hooks.ts';
import type { Row } from '../../resources/record.ts';
import { hashPassword, minPasswordLength } from './passwords.ts';

const takePassword = async (values: Partial<RecordOf<'staff'>>, extra: Row, required: boolean) => {
  const password = values.password;
  delete values.password;
  if (password === undefined || password === null) {
    if (required) throw validationFailed({ password: 'required' });
    return;
  }
  if (typeof password !== 'string' || password.length < minPasswordLength)
    throw validationFailed({ password: 'passwordTooShort' });
  extra.passwordHash = await hashPassword(password);
};

/** Staff accounts: passwords are hashed on the way in and never stored or returned as such. */
export const staffHooks: EntityHooks<RecordOf<'staff'>> = {
  beforeCreate: async ({ values, extra }) => {
    if (typeof values.email === 'string') values.email = values.email.toLowerCase();
    await takePassword(values, extra, true);
  },
  beforeUpdate: async ({ tx, values, extra, before }) => {
    if (typeof values.email === 'string') values.email = values.email.toLowerCase();
    await takePassword(values, extra, false);
    // A new password, or disabling the account, ends every session of that account (its access
    // tokens with them: access.ts finds no live sign-in behind them).
    if (extra.passwordHash || (values.disabled === true && !before.disabled))
      await tx.query(
        'update refresh_tokens set revoked_at = now() where staff_id = $1 and revoked_at is null',
        [before.id],
      );
  },
  beforeDelete: async ({ before, actor }) => {
    if (before.id === actor.id) throw conflict('You cannot delete your own account while signed in with it.');
  },
};
