import type { Alert, AlertKind } from '@aqar/domain/alerts/alerts';
import type { IsoDay } from '@aqar/domain/calc/calendar';
import type { Queryable } from '../../db/client.ts';
import type { SendMail } from '../auth/mailer.ts';
import { alertPage } from './alert-queries.ts';

/** The most alerts one digest lists; the rest are counted. */
const digestLimit = 100;

/**
 * The digest's sentences, in English: a mail has no reader's language to follow (the screen's own
 * texts, in eight languages, are the web app's `alerts.text`).
 */
const sentences: Record<AlertKind, (alert: Alert) => string> = {
  chequeDue: (a) =>
    `Cheque ${a.number} from ${a.name ?? '-'} for ${a.amount} ${a.currency ?? ''} is due on ${a.day}`,
  chequeOverdue: (a) =>
    `Cheque ${a.number} from ${a.name ?? '-'} for ${a.amount} ${a.currency ?? ''} was due on ${a.day}`,
  chequeReturned: (a) => `Cheque ${a.number} from ${a.name ?? '-'} was returned and not replaced`,
  contractExpiring: (a) => `Contract ${a.number} of ${a.name ?? '-'} ends on ${a.day}`,
  reservationExpiring: (a) => `Reservation ${a.number} in ${a.name ?? '-'} ends on ${a.day}`,
  unitVacant: (a) => `Unit ${a.number} in ${a.name ?? '-'} has been vacant since ${a.day}`,
  maintenancePending: (a) => `Maintenance order ${a.number} "${a.name ?? ''}" waits for approval`,
  statementUnpaid: (a) => `Owner statement ${a.number} of ${a.name ?? '-'} (${a.amount}) is not paid yet`,
};

/** The text of one user's digest: their unread alerts of the day. */
export const digestText = (alerts: Alert[], unread: number) =>
  [
    `You have ${unread} unread alert${unread === 1 ? '' : 's'} today.`,
    '',
    ...alerts.map((alert) => `- ${sentences[alert.kind](alert)}`),
    ...(unread > alerts.length ? ['', `… and ${unread - alerts.length} more in Aqar.`] : []),
  ].join('\n');

/**
 * Mails each user who asked for it (`digest` in their alert settings) their unread alerts of
 * `today`, once a day: a user's day is claimed in the database before the mail goes, so any
 * number of server processes send it once. A user with nothing unread gets no mail. Returns how
 * many mails were sent.
 */
export const sendAlertDigests = async (db: Queryable, sendMail: SendMail, today: IsoDay): Promise<number> => {
  const { rows: due } = await db.query<{ staffId: string; email: string }>(
    `select s.staff_id as "staffId", st.email from alert_settings s join staff st on st.id = s.staff_id
      where (s.value ->> 'digest')::boolean and not st.disabled
        and (s.digest_sent_on is null or s.digest_sent_on < $1::date)`,
    [today],
  );
  let sent = 0;
  for (const { staffId, email } of due) {
    const claimed = await db.query(
      `update alert_settings set digest_sent_on = $2::date
        where staff_id = $1 and (digest_sent_on is null or digest_sent_on < $2::date)`,
      [staffId, today],
    );
    if (claimed.rowCount === 0) continue;
    const page = await alertPage(db, staffId, today, 'latin', {
      page: 0,
      pageSize: digestLimit,
      unreadOnly: true,
    });
    if (page.unread === 0) continue;
    await sendMail({
      to: email,
      subject: `Aqar: ${page.unread} alert${page.unread === 1 ? '' : 's'} for ${today}`,
      text: digestText(page.items, page.unread),
    });
    sent += 1;
  }
  return sent;
};
