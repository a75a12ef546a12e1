// Sign-in and access messages the server sends, once. The spec gives none of these texts except
// 'This field is required.' (kept in src/domain/validation/messages.ts); these wordings are ours.
export const AUTH_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  notAllowed: 'Your role does not allow you to use this console.',
  readOnly: 'You have read-only access.',
  invalidCredentials: 'Invalid username or password.',
  inactiveAccount: 'This account is inactive. Please contact your administrator.',
  tooManySignIns: 'Too many sign-in attempts. Please try again later.',
  tooManyResets: 'Too many password reset requests. Please try again later.',
  resetSent: 'If the account exists, a reset link has been sent to its e-mail address.',
  resetInvalid: 'This reset link is invalid or has expired.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordReset: 'Your password has been changed. Please sign in with the new password.',
} as const;
