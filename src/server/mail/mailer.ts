import type { FastifyBaseLogger } from 'fastify';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[] };

/** The mail edge (we do not own mail delivery): SMTP when configured, otherwise the server log. */
export type Mailer = {
  readonly transport: 'smtp' | 'log';
  send: (message: MailMessage) => Promise<void>;
};

export function logMailer(log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    transport: 'log',
    async send(message) {
      // Attachments are logged by name and size, not content.
      const attachments = message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length }));
      log.info({ mail: { ...message, attachments } }, `mail to ${message.to}: ${message.subject}`);
    },
  };
}

export async function smtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, attachments: message.attachments });
    },
  };
}
