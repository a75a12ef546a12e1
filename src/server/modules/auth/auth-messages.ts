// The sign-in and access messages live in domain (the endpoint table's reset-password schema names one).
export { AUTH_MESSAGES } from '../../../domain/auth/auth-messages';
