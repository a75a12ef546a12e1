import { describe, expect, it } from 'vitest';
import {
  ACCESS_DENIED_MESSAGES,
  CACHE_EXPIRY_INVALID_MESSAGE,
  FAILURE_MESSAGES,
  GENERIC_ERROR_MESSAGE,
  GENERIC_SUCCESS_MESSAGE,
  inactiveProfileAlertText,
  INACTIVE_PROFILE_ALERT_HEADER,
  SNACKBAR_FALLBACK_MESSAGE,
  SUCCESS_MESSAGES,
  WARNING_MESSAGES,
} from './messages';

describe('notice texts (exact spec text)', () => {
  it('generic texts', () => {
    expect(GENERIC_SUCCESS_MESSAGE).toBe('Action successfully completed!');
    expect(GENERIC_ERROR_MESSAGE).toBe('Alas! Some error occurred.');
    expect(SNACKBAR_FALLBACK_MESSAGE).toBe('Something went wrong!');
    expect(CACHE_EXPIRY_INVALID_MESSAGE).toBe('Cache expiry timestamp is invalid');
    expect(INACTIVE_PROFILE_ALERT_HEADER).toBe('Alert Inactive Profile');
  });

  it('keeps the spec typos', () => {
    expect(FAILURE_MESSAGES.markLostFailed).toBe('Unable to mark this opportunioty as lost, please try again after some time.');
    expect(FAILURE_MESSAGES.invoiceCancelFailed).toBe('Invoice cancelation failed');
    expect(FAILURE_MESSAGES.activationParametersFailed).toBe('Activation Parameters updation Failed');
  });

  it('contains every spec text once', () => {
    const spec = [
      'New contact added!', 'Contact updated', 'Contact deleted successfully.', 'Account Details Updated!', 'Legal Entity Updated',
      'New Legal Entity Created', 'Opportunity sent for discount approval', 'Opportunity sent for Extension approval',
      'Approval sent for Price Restoration', 'Product Activated Successfully!', 'Activation request sent', 'Call initiated successfully',
      'Tax Invoice generated successfully.', 'Termsheet sent to RCM', 'Milestone created', 'Product Config Deleted Successfully!',
      'Discount approval level removed successfully!', 'Slot approval request sent successfully!', 'Downloading Report...',
      'Fetching comments failed!', 'Fetching call status failed!', 'Unable to update opportunity', 'Opportunity creation failed!',
      'Failed to link projects', 'Failed to assign accounts!', 'Invalid ID selected in dropdown field',
      'Some error occurred, please try after some time', 'Unable to map account', 'Unable to delete milestone',
      'Timeout. Please select a shorter time period.', 'No opportunity available to pull', 'Unable to fix the RCM Case!',
      'Unable to get Sales Target Setting Cycles', 'Data not present in store', 'Unable to push data.',
      'Something went wrong while fetching data. Please refresh the page.', 'No data available under agent',
    ];
    const all = [...Object.values(SUCCESS_MESSAGES), ...Object.values(FAILURE_MESSAGES)];
    for (const text of spec) expect(all.filter((m) => m === text)).toHaveLength(1);
    expect(WARNING_MESSAGES.documentAlreadyExists).toBe('Document Already Exists!');
    expect(ACCESS_DENIED_MESSAGES.actOnApproval).toBe('You are not authorized to approve/reject this approval.');
  });

  it('the inactive alert quotes the Lookup account id and the BRM team', () => {
    expect(inactiveProfileAlertText(4521)).toContain('4521');
    expect(inactiveProfileAlertText(4521)).toContain('BRM team');
  });
});
