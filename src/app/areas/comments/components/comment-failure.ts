import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import type { SaveFailurePolicy } from '../../../lib/forms/save-failure';

/** A comment that fails says 'Posting comment failed!' (spec); a refusal of the input also says why, on the form. */
export const COMMENT_FAILURE: SaveFailurePolicy = { inline: [400], notice: { always: FAILURE_MESSAGES.postCommentFailed } };
