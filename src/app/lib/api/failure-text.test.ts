import { describe, expect, it } from 'vitest';
import { ApiFailure } from './api-failure';
import { failureText, serverFailureText } from './failure-text';

function failure(status: number | undefined, data: unknown, message = 'Request failed with status code 500'): ApiFailure {
  return new ApiFailure({ status, data, message, noticeMessage: message });
}

describe('failureText: the server message if present, otherwise the fallback', () => {
  it('prefers what the server said', () => {
    expect(failureText(failure(409, { error: { msg: 'This opportunity is Closed and can no longer be edited.' } }), 'Unable to update opportunity')).toBe(
      'This opportunity is Closed and can no longer be edited.',
    );
    expect(serverFailureText(failure(422, { api_errors: { details: 'Pricing is stale' } }))).toBe('Pricing is stale');
    expect(serverFailureText(failure(400, { message: ['First', 'Second'] }))).toBe('First');
  });

  it('falls back to the spec’s text when the server said nothing usable', () => {
    expect(failureText(failure(500, { error: { msg: '  ' } }), 'Opportunity creation failed!')).toBe('Opportunity creation failed!');
    expect(failureText(failure(502, '<html>bad gateway</html>'), 'Unable to add package')).toBe('Unable to add package');
    expect(failureText(new Error('boom'), 'Unable to delete milestone')).toBe('Unable to delete milestone');
  });

  it('says what happened when no answer came back', () => {
    expect(failureText(failure(undefined, undefined, 'Network Error'), 'Failed to link projects')).toBe('Network Error');
  });
});
