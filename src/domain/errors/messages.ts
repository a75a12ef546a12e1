/**
 * Notice texts of spec 000 §8, 001 §5/§7/§8 and 002 §8, exact (typos included: 'opportunioty',
 * 'cancelation', 'updation'). Where the spec writes 'Created/Updated/Deleted' the texts are spelled out.
 * Screens and the server import these; no notice text is typed anywhere else.
 */

/** Generic texts. */
export const GENERIC_SUCCESS_MESSAGE = 'Action successfully completed!';
export const GENERIC_ERROR_MESSAGE = 'Alas! Some error occurred.';
export const SNACKBAR_FALLBACK_MESSAGE = 'Something went wrong!';
export const CACHE_EXPIRY_INVALID_MESSAGE = 'Cache expiry timestamp is invalid';
export const LOGIN_FAILED_MESSAGE = 'Login Failed';

export const SUCCESS_MESSAGES = {
  // Accounts, contacts, legal entities, opportunities (000 §8)
  contactAdded: 'New contact added!',
  contactUpdated: 'Contact updated',
  contactDeleted: 'Contact deleted successfully.',
  accountUpdated: 'Account Details Updated!',
  legalEntityUpdated: 'Legal Entity Updated',
  legalEntityCreated: 'New Legal Entity Created',
  discountApprovalSent: 'Opportunity sent for discount approval',
  extensionApprovalSent: 'Opportunity sent for Extension approval',
  priceRestorationApprovalSent: 'Approval sent for Price Restoration',
  productActivated: 'Product Activated Successfully!',
  activationRequestSent: 'Activation request sent',
  callInitiated: 'Call initiated successfully',
  // Money, catalogue, people, incentives (001 §7/§8)
  matrixLevelAdded: 'Matrix level added successfully!',
  discountApprovalLevelAdded: 'Discount approval level added successfully!',
  discountApprovalLevelRemoved: 'Discount approval level removed successfully!',
  taxInvoiceGenerated: 'Tax Invoice generated successfully.',
  detailsSharedShortly: 'Details will be shared shortly',
  termsheetSharedShortly: 'Termsheet will be shared shortly',
  linkShared: 'Link shared successfully',
  packageDetailsShared: 'Package Details shared successfully',
  digislateInvoiceCancelled: 'Digislate invoice cancelled',
  agentContactUpdated: 'Agent contact updated.',
  agentCityUpdated: 'Agent city updated',
  campaignAdded: 'Campaign Added',
  campaignsUpdated: 'Campaigns Updated',
  userCreated: 'User created successfully',
  agentProfileContactUpdated: 'Contact updated Successfully!',
  productConfigCreated: 'Product Config Created Successfully!',
  productConfigUpdated: 'Product Config Updated Successfully!',
  productConfigDeleted: 'Product Config Deleted Successfully!',
  activationParametersUpdated: 'Activation Parameters updated successfully',
  milestoneCreated: 'Milestone created',
  milestoneUpdated: 'Milestone updated',
  milestoneDeleted: 'Milestone deleted',
  paymentRecollected: 'Payment Recollected',
  paymentRepresented: 'Payment Represented',
  prePaymentLinkSent: 'Pre Payment Link Sent Successfully',
  termsheetCreated: 'New Termsheet Created',
  termsheetUpdated: 'Termsheet Updated!',
  termsheetSentToRcm: 'Termsheet sent to RCM',
  taxInvoiceShared: 'Tax Invoice Shared successfully!',
  regionCreated: 'Region created successfully!',
  ownerCasesMigrated: 'Owner Cases migrated successfully',
  packagesDeleted: 'Packages deleted successfully',
  slabCreated: 'Slab created successfully',
  ruleCreated: 'Rule created successfully',
  targetUpdated: 'Target Updated successfully',
  downloadingReport: 'Downloading Report...',
  campaignCreated: 'Successfully created new campaign',
  campaignDeleted: 'Successfully deleted campaign',
  // Ad products, events (002 §8)
  eventCreated: 'Event Created Successfully!',
  eventUpdated: 'Event Updated Successfully!',
  slotAdded: 'Slot added successfully!',
  slotApprovalRequestSent: 'Slot approval request sent successfully!',
} as const;

export const FAILURE_MESSAGES = {
  // 000 §8
  fetchCommentsFailed: 'Fetching comments failed!',
  fetchCallStatusFailed: 'Fetching call status failed!',
  updateOpportunityFailed: 'Unable to update opportunity',
  createOpportunityFailed: 'Opportunity creation failed!',
  markLostFailed: 'Unable to mark this opportunioty as lost, please try again after some time.',
  linkProjectsFailed: 'Failed to link projects',
  assignAccountsFailed: 'Failed to assign accounts!',
  invalidDropdownId: 'Invalid ID selected in dropdown field',
  tryAfterSomeTime: 'Some error occurred, please try after some time',
  mapAccountFailed: 'Unable to map account',
  noSuchAccounts: 'No Such Accounts Exists.',
  // 001 §5/§8
  deleteMilestoneFailed: 'Unable to delete milestone',
  createMilestoneFailed: 'Unable to create a new milestone',
  addPackageFailed: 'Unable to add package',
  activationParametersFailed: 'Activation Parameters updation Failed',
  activationUnavailable: 'Activation cannot be done right now!',
  reportDownloadTimeout: 'Timeout. Please select a shorter time period.',
  invoiceCancelFailed: 'Invoice cancelation failed',
  linkShareFailed: 'Link sharing failed',
  packageDetailsShareFailed: 'Package Details sharing failed',
  pullQueueEmpty: 'No opportunity available to pull',
  createTermsheetFailed: 'Unable to create a new Termsheet!',
  updateTermsheetFailed: 'Unable to update the Termsheet!',
  fixRcmCaseFailed: 'Unable to fix the RCM Case!',
  packageUpdateRetry: 'Some error occurred, try updating package again!',
  packageUpdateFailed: 'Package Update Failed',
  mappingsUpdateFailed: 'Mappings Update Failed',
  pricingUpdateFailed: 'Pricing Update Failed',
  incentiveRulesFailed: 'Unable to get incentive rules',
  fetchIncentiveFailed: 'Unable to Fetch Incentive',
  rulesFailed: 'Unable to get Rules',
  salesTargetsFailed: 'Unable to get Sales Targets',
  targetCyclesFailed: 'Unable to get Sales Target Setting Cycles',
  noVirtualNumber: 'No virtual Number present',
  noEmployee: 'No employee exists with this id',
  // 002 §8
  slotMissingLocally: 'Data not present in store',
  postCommentFailed: 'Unable to post comment',
  pushDataFailed: 'Unable to push data.',
  pocListFailed: 'Something went wrong while trying to fetch POC list.',
  fetchDataFailed: 'Something went wrong while fetching data. Please refresh the page.',
  ownerActivityStatusesUnavailable: 'Owner Activity Statuses unavailable',
  noDataUnderAgent: 'No data available under agent',
} as const;

export const WARNING_MESSAGES = {
  documentAlreadyExists: 'Document Already Exists!',
} as const;

/** Denials (000 §6, 001 §5). */
export const ACCESS_DENIED_MESSAGES = {
  viewApprovalDetails: 'You are not authorized to view Approval Details.',
  actOnApproval: 'You are not authorized to approve/reject this approval.',
  addComplimentaryProducts: 'You are not authorized to add Complimentary Products.',
  viewComplimentaryProducts: 'You are not authorized to view Complimentary Products.',
} as const;

/** Header of the inactive-profile alert (spec 000 §2). */
export const INACTIVE_PROFILE_ALERT_HEADER = 'Alert Inactive Profile';

/** The alert's text; the spec gives its content, the wording is ours. */
export function inactiveProfileAlertText(lookupAccountId: number | string): string {
  return `This account is inactive. Please contact the BRM team, quoting Lookup account id ${lookupAccountId}.`;
}

/** Invoice notices (spec 002 §8 describes them; the wording is ours). */
export const INVOICE_NOTICES = {
  alreadySent: 'This invoice has already been sent. Select a POC to send it again.',
  selectPoc: 'Please select a POC to send the invoice to.',
} as const;

