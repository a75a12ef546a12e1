import type { FastifyReply } from 'fastify';
import { pdfDisposition } from './pdf-document';

/** Sends a PDF with its Content-Disposition (a download by default); private, since it holds customer data. */
export function sendPdf(reply: FastifyReply, fileName: string, bytes: Buffer, disposition: 'attachment' | 'inline' = 'attachment'): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', pdfDisposition(fileName, disposition))
    .header('cache-control', 'private, max-age=0')
    .header('content-length', bytes.length)
    .send(bytes);
}
