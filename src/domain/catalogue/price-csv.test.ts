import { describe, expect, it } from 'vitest';
import { errorReportCsv, paiseOfRupeeText, rupeeTextOfPaise } from './price-csv';
import { priceQueryOf } from './price-schema';
import { isCampaignFamilyPackage } from './constants';

describe('price CSV cells', () => {
  it('reads rupees with up to two decimals and Indian grouping, exactly', () => {
    expect(paiseOfRupeeText('1499')).toEqual({ paise: 149900 });
    expect(paiseOfRupeeText('0.1')).toEqual({ paise: 10 });
    expect(paiseOfRupeeText('1,23,456.75')).toEqual({ paise: 12345675 });
    expect(paiseOfRupeeText('12,345')).toEqual({ paise: 1234500 });
    expect(paiseOfRupeeText('₹ 2,50,000')).toEqual({ paise: 25000000 });
    for (const bad of ['1.234', '-5', '1,2345', '123,456', 'abc', '1e5']) expect(paiseOfRupeeText(bad)).toHaveProperty('error');
    expect(paiseOfRupeeText('')).toEqual({ error: 'This field is required.' });
  });

  it('writes paise back as the same text', () => {
    for (const paise of [0, 5, 149900, 12345675]) expect(paiseOfRupeeText(rupeeTextOfPaise(paise))).toEqual({ paise });
  });

  it('writes the error report with quoting', () => {
    expect(errorReportCsv([{ row: 3, column: 'ratePrice', message: 'a, b' }])).toBe('row,column,message\n3,ratePrice,"a, b"\n');
  });
});

describe('price query (spec 001 §5)', () => {
  it('drops empty parameter values', () => {
    expect(priceQueryOf({ cityId: 3, localityId: null, regionId: undefined, tier: '', localityName: '  ', page: 0 })).toEqual({ cityId: 3, page: 0 });
  });
});

describe('campaign family filter (spec 001 §5)', () => {
  it("keeps only packages with 'Value' in the name", () => {
    expect(isCampaignFamilyPackage('Winter Bonanza Value Pack')).toBe(true);
    expect(isCampaignFamilyPackage('Winter Bonanza Trial')).toBe(false);
  });
});
