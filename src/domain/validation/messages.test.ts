import { describe, expect, it } from 'vitest';
import {
  AD_PRODUCT_MESSAGES,
  ENTITY_ID_SEARCH_MESSAGES,
  VALIDATION_MESSAGES,
  projectLimitMessage,
  requiredFieldMessage,
} from './messages';
import { MICROSITE_MESSAGES } from '../microsites/microsite-messages';
import { NP_SLOT_MESSAGES } from '../np-slots/np-slot-messages';

describe('validation messages (exact spec text)', () => {
  it('keeps the generic and PIN texts', () => {
    expect(VALIDATION_MESSAGES.required).toBe('This field is required.');
    expect(VALIDATION_MESSAGES.pinCode).toBe('PIN is not valid');
    expect(VALIDATION_MESSAGES.pinCodeMandatoryForPayment).toBe('PIN Code is mandatory for adding Payment');
  });

  it('keeps the entity-id search alerts', () => {
    expect(Object.values(ENTITY_ID_SEARCH_MESSAGES)).toEqual([
      'Please Select Department',
      'Please Select Branch',
      'Please Select Domain',
      'Please Select Entity Name',
      'Please Enter Entity ID',
      'Please use comma after value',
      'Please enter digits without leading zeros',
      'Please remove comma after last value',
      'Please enter not more than 100 IDs',
      'Please enter not more than 1 consecutive comma',
      'Please enter valid digit with max size 10',
    ]);
  });

  it('keeps the ad-product, microsite and NP slot texts', () => {
    expect(AD_PRODUCT_MESSAGES.amountGreaterThanZero).toBe('Please enter an amount greater than 0');
    expect(AD_PRODUCT_MESSAGES.startNotAfterEnd).toBe('Start Date should be earlier than or equal to End Date');
    expect(AD_PRODUCT_MESSAGES.competitorDiffersFromPrimary).toBe('Please select competitor projects different than the primary project');
    expect(AD_PRODUCT_MESSAGES.competitorMinimum).toContain('3');
    expect(AD_PRODUCT_MESSAGES.tagsCompulsoryNonFatal).toBe('Tags Tags are compulsory');
    expect(Object.values(MICROSITE_MESSAGES)).toEqual([
      'Please enter start date',
      'Please enter end date',
      'Please enter end date greater than start date',
      'Please enter project ID',
      'Please enter opportunity ID',
    ]);
    expect(NP_SLOT_MESSAGES.noCoverImage).toBe('Selected Project has no cover image. Please raise a Storm Ticket for the same.');
    expect(NP_SLOT_MESSAGES.noPricedConfiguration).toBe(
      'Selected Project has no configuration with available price. Please select some other project',
    );
  });

  it('builds the templated messages', () => {
    expect(requiredFieldMessage('Amount')).toBe('Please enter Amount');
    expect(projectLimitMessage(4)).toBe('Cannot Add more that 4 projects!');
  });
});
