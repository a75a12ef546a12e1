import { describe, expect, it } from 'vitest';
import { extractErrorMessage, extractSnackbarMessage, type NormalizedApiError } from './extract-message';

const full = {
  error: { msg: 'server msg' },
  api_errors: { details: 'api details', display_phrase: 'display phrase' },
  message: ['first of array', 'second'],
};

function err(status: number | undefined, data: unknown, message = 'client message'): NormalizedApiError {
  return { status, data, message, hasResponse: true };
}

describe('extractErrorMessage (spec 000 §8)', () => {
  it('401: the supplied fallback comes first, only for 401', () => {
    expect(extractErrorMessage(err(401, full), 'Session expired')).toBe('Session expired');
    expect(extractErrorMessage(err(400, full), 'Session expired')).toBe('server msg');
    expect(extractErrorMessage(err(401, full))).toBe('server msg');
    expect(extractErrorMessage(err(401, full), '  ')).toBe('server msg');
  });

  it.each([400, 401, 422, 500])('%i: the server error.msg comes next', (status) => {
    expect(extractErrorMessage(err(status, full))).toBe('server msg');
  });

  it('422 and 500: api_errors.details, then display_phrase', () => {
    const noMsg = { ...full, error: {} };
    expect(extractErrorMessage(err(422, noMsg))).toBe('api details');
    expect(extractErrorMessage(err(500, noMsg))).toBe('api details');
    const noDetails = { ...noMsg, api_errors: { display_phrase: 'display phrase' } };
    expect(extractErrorMessage(err(500, noDetails))).toBe('display phrase');
    expect(extractErrorMessage(err(422, { api_errors: [{ display_phrase: 'from list' }] }))).toBe('from list');
  });

  it('400 and 401 skip api_errors', () => {
    const noMsg = { ...full, error: {} };
    expect(extractErrorMessage(err(400, noMsg))).toBe('first of array');
    expect(extractErrorMessage(err(401, noMsg))).toBe('first of array');
  });

  it('then the first of a message array, or a string message', () => {
    expect(extractErrorMessage(err(500, { message: ['one', 'two'] }))).toBe('one');
    expect(extractErrorMessage(err(500, { message: ['', 'two'] }))).toBe('two');
    expect(extractErrorMessage(err(422, { message: 'plain' }))).toBe('plain');
  });

  it('then the client error message', () => {
    expect(extractErrorMessage(err(400, { message: [] }))).toBe('client message');
    expect(extractErrorMessage(err(500, 'not json'))).toBe('client message');
  });

  it("with nothing usable: 'Alas! Some error occurred.'", () => {
    expect(extractErrorMessage(err(400, null, ''))).toBe('Alas! Some error occurred.');
    expect(extractErrorMessage({ status: 500, hasResponse: true })).toBe('Alas! Some error occurred.');
    expect(extractErrorMessage(err(400, { error: { msg: 42 }, message: {} }, '   '))).toBe('Alas! Some error occurred.');
  });

  it('other statuses with a response show only the server error.msg (our decision), else the fallback', () => {
    expect(extractErrorMessage(err(403, { error: { msg: 'You are not authorized to approve/reject this approval.' } }))).toBe(
      'You are not authorized to approve/reject this approval.',
    );
    expect(extractErrorMessage(err(409, { message: 'ignored', api_errors: { details: 'ignored' } }, 'client'), 'fallback')).toBe(
      'Alas! Some error occurred.',
    );
    expect(extractSnackbarMessage(err(404, { message: 'ignored' }))).toBe('Something went wrong!');
  });

  it('errors without a response use their own message', () => {
    expect(extractErrorMessage({ hasResponse: false, message: 'Network Error' })).toBe('Network Error');
    expect(extractErrorMessage({ hasResponse: false, status: 500, data: full, message: 'timeout of 15000000ms exceeded' })).toBe(
      'timeout of 15000000ms exceeded',
    );
    expect(extractErrorMessage({ hasResponse: false })).toBe('Alas! Some error occurred.');
  });
});

describe('extractSnackbarMessage', () => {
  it("follows the same rules with 'Something went wrong!' as the last resort", () => {
    expect(extractSnackbarMessage(err(500, full))).toBe('server msg');
    expect(extractSnackbarMessage(err(401, full), 'fb')).toBe('fb');
    expect(extractSnackbarMessage(err(400, null, ''))).toBe('Something went wrong!');
    expect(extractSnackbarMessage(err(404, { message: 'ignored' }))).toBe('Something went wrong!');
    expect(extractSnackbarMessage({ hasResponse: false })).toBe('Something went wrong!');
    expect(extractSnackbarMessage({ hasResponse: false, message: 'offline' })).toBe('offline');
  });
});
