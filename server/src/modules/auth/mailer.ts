import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/** SMTP when configured; otherwise the mail goes to the server log so a reset link is never lost. */
export const createMailer = (smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): SendMail => {
  if (!smtpUrl) {
    return async (mail) => {
      log.info({ mailTo: mail.to, subject: mail.subject }, `Mail not sent (SMTP_URL unset):\n${mail.text}`);
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
};
