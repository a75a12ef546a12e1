import { GENERIC_SUCCESS_MESSAGE, SNACKBAR_FALLBACK_MESSAGE } from '../../../domain/errors/messages';
import { REPORT_SUCCESS_SNACKBAR_DURATION_MS, SNACKBAR_DURATION_MS } from '../../../domain/reference/limits';

/** Spec 000 §9: success 4000 ms, report success 5000 ms, every other notice stays until dismissed. */
export const NOTICE_DURATIONS = {
  success: SNACKBAR_DURATION_MS,
  reportSuccess: REPORT_SUCCESS_SNACKBAR_DURATION_MS,
  error: null,
  warning: null,
  info: null,
} as const;

/** Spec 000 §8: 'Action successfully completed!' and 'Something went wrong!'. */
export const NOTICE_DEFAULT_MESSAGES = {
  success: GENERIC_SUCCESS_MESSAGE,
  error: SNACKBAR_FALLBACK_MESSAGE,
} as const;
