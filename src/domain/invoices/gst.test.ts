import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalTextOfPaise, gstSplit, invoiceLineOf, paiseOfDecimalText, percentOfPaise, rupeesText, taxableOfLines } from './gst';

describe('GST split', () => {
  it('splits 18% into CGST 9% + SGST 9% within a state', () => {
    expect(gstSplit(100_000_00n, '27', '27')).toEqual({
      kind: 'intra',
      taxablePaise: 100_000_00n,
      cgstPaise: 9_000_00n,
      sgstPaise: 9_000_00n,
      igstPaise: 0n,
      taxPaise: 18_000_00n,
      totalPaise: 118_000_00n,
    });
  });

  it('charges IGST 18% across states', () => {
    expect(gstSplit(100_000_00n, '27', '29')).toEqual({
      kind: 'inter',
      taxablePaise: 100_000_00n,
      cgstPaise: 0n,
      sgstPaise: 0n,
      igstPaise: 18_000_00n,
      taxPaise: 18_000_00n,
      totalPaise: 118_000_00n,
    });
  });

  it('rounds each head to the paisa, half up', () => {
    // ₹10.05 taxable: 9% = 90.45 paise → 90; 18% = 180.9 → 181.
    expect(gstSplit(1005n, '07', '07')).toMatchObject({ cgstPaise: 90n, sgstPaise: 90n, taxPaise: 180n, totalPaise: 1185n });
    expect(gstSplit(1005n, '07', '09')).toMatchObject({ igstPaise: 181n, totalPaise: 1186n });
    // Exactly half a paisa rounds up: 50 paise × 9% = 4.5 → 5.
    expect(percentOfPaise(50n, 9)).toBe(5n);
    expect(percentOfPaise(49n, 9)).toBe(4n);
    // The documented one-paisa difference between the two splits.
    expect(gstSplit(3n, '27', '27').taxPaise).toBe(0n);
    expect(gstSplit(3n, '27', '29').taxPaise).toBe(1n);
  });

  it('keeps CGST equal to SGST and within a paisa of IGST for any value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), (taxable) => {
        const intra = gstSplit(taxable, '27', '27');
        const inter = gstSplit(taxable, '27', '29');
        expect(intra.cgstPaise).toBe(intra.sgstPaise);
        const diff = intra.taxPaise - inter.taxPaise;
        expect(diff >= -1n && diff <= 1n).toBe(true);
        expect(intra.totalPaise).toBe(taxable + intra.taxPaise);
      }),
    );
  });

  it('takes the discount off before tax, line by line', () => {
    const lines = [
      invoiceLineOf({ description: 'Premium', sac: '998365', quantity: 2, unitPricePaise: 45_000_00n, unitDiscountPaise: 5_000_00n }),
      invoiceLineOf({ description: 'Basic', sac: '998365', quantity: 1, unitPricePaise: 999_99n, unitDiscountPaise: 0n }),
    ];
    expect(lines[0]).toMatchObject({ valuePaise: 90_000_00n, discountPaise: 10_000_00n, taxablePaise: 80_000_00n });
    expect(taxableOfLines(lines)).toBe(80_999_99n);
    // 18% of 80,999.99 = 14,579.9982 → 14,580.00 (IGST); 9% = 7,289.9991 → 7,290.00 each.
    expect(gstSplit(80_999_99n, '27', '29').igstPaise).toBe(14_580_00n);
    expect(gstSplit(80_999_99n, '27', '27')).toMatchObject({ cgstPaise: 7_290_00n, sgstPaise: 7_290_00n });
  });

  it('writes and reads rupees exactly', () => {
    expect(rupeesText(12_34_56_789_01n)).toBe('₹12,34,56,789.01');
    expect(rupeesText(5n)).toBe('₹0.05');
    expect(rupeesText(100_000_00n)).toBe('₹1,00,000.00');
    expect(paiseOfDecimalText('1234.5')).toBe(123450n);
    expect(paiseOfDecimalText('0.07')).toBe(7n);
    expect(decimalTextOfPaise(123450n)).toBe('1234.50');
  });
});
