import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string };

/** The mail edge (we do not own mail delivery): SMTP when configured, otherwise the server log. */
export type Mailer = {
  readonly transport: 'smtp' | 'log';
  send: (message: MailMessage) => Promise<void>;
};

export function logMailer(log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    transport: 'log',
    async send(message) {
      log.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
    },
  };
}

export async function smtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
