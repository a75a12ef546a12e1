// Messages the opportunity services send where the spec gives no text (the spec's own texts live in
// src/domain/errors/messages.ts and src/domain/validation/messages.ts). Wordings here are ours.

export const OPPORTUNITY_MESSAGES = {
  opportunityNotFound: 'Opportunity not found.',
  accountNotFound: 'Account not found.',
  packageMappingNotFound: 'Package not found on this opportunity.',
  productMappingNotFound: 'Product not found on this opportunity.',
  projectMappingNotFound: 'Linked project not found.',
  staleVersion: 'This opportunity was changed by someone else. Reload it and try again.',
  brokerStageNotBroker: 'Broker stage applies to broker opportunities only.',
  brokerStageInvalid: 'Please select a valid broker stage.',
  statusInvalid: 'Please select a valid status.',
  useMarkAsLost: 'Use "Mark as lost" to mark an opportunity as lost.',
  kindInvalid: 'Kind must be one of general, owner, broker, builder, tenant.',
  discountTooHigh: 'Discount cannot be more than the sales price.',
  discountInvalid: 'Discount must be a positive amount with at most 2 decimals.',
  quantityInvalid: 'Quantity must be a whole number of at least 1.',
  packageOnTermsheet: 'This package is on a termsheet and cannot be removed.',
  productActivated: 'This product is already activated and cannot be removed.',
  projectAlreadyLinked: 'This project is already linked to this package.',
  noEmailContact: 'No contact with an email address on this opportunity.',
  reassignTargetInvalid: 'Please select an active agent of your team in this domain.',
  reassignOthersForbidden: 'Only team leaders, managers and admins may reassign opportunities of other agents.',
  noAgentToAutoAssign: 'No active agent is available in this team to assign.',
  packageStatusInvalid: 'Please select a valid package status.',
} as const;

export { accountNotEditableMessage, opportunityNotEditableMessage } from '../termsheets/money-editability';

export function missingActivationParametersMessage(names: readonly string[]): string {
  return `Please fill the required activation parameters: ${names.join(', ')}`;
}
