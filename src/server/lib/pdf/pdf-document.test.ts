import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { PdfBuilder, pdfDisposition } from './pdf-document';

describe('PdfBuilder', () => {
  it('embeds a font that renders the rupee sign and Indian names', async () => {
    const bytes = await (await PdfBuilder.create({ title: 'Test' }))
      .title('TAX INVOICE')
      .fields([['Recipient', 'Śrīnivāsa Rāmānujan Iyengar'], ['Total', '₹1,18,000.00']])
      .table([{ header: 'Item', width: 0.6 }, { header: 'Amount', width: 0.4, align: 'right' }], [['Premium', '₹1,00,000.00']])
      .toBuffer();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('₹1,18,000.00');
    expect(text).toContain('Śrīnivāsa Rāmānujan Iyengar');
    expect(text).toContain('TAX INVOICE');
  });

  it('names the download safely', () => {
    expect(pdfDisposition('Termsheet 12.pdf')).toBe(`attachment; filename="Termsheet_12.pdf"; filename*=UTF-8''Termsheet%2012.pdf`);
  });
});
