import { describe, expect, it } from 'vitest';
import { toApiFailure } from '../api/api-failure';
import { placeSaveFailure } from './save-failure';

const answered = (status: number, data: unknown) => toApiFailure({ response: { status, data }, timeoutMs: 0 });
const noAnswer = toApiFailure({ cause: new TypeError('Failed to fetch'), timeoutMs: 0 });
const formFields = (name: string) => (['name', 'phone', 'pinCode'].includes(name) ? name : undefined);

describe('where a failed save shows', () => {
  it('at the field a 400 or 422 names, when the form has it', () => {
    expect(placeSaveFailure(answered(400, { error: { msg: 'Bad phone' }, field: 'phone' }), {}, formFields)).toEqual({ field: { name: 'phone', message: 'Bad phone' }, formError: null, notice: null });
    expect(placeSaveFailure(answered(422, { error: { msg: 'Bad name' }, field: 'name', api_errors: { details: 'x', display_phrase: 'y' } }), {}, formFields).field).toEqual({ name: 'name', message: 'Bad name' });
    // A field the form does not have: at the top of the form.
    expect(placeSaveFailure(answered(400, { error: { msg: 'Bad account' }, field: 'accountId' }), {}, formFields)).toEqual({ field: null, formError: 'Bad account', notice: null });
    // Only refusals of the input go to a field.
    expect(placeSaveFailure(answered(409, { error: { msg: 'Changed meanwhile' }, field: 'name' }), {}, formFields).field).toBeNull();
  });

  it('at the field its known message belongs to, when the refusal names none (a service or the device)', () => {
    const policy = { inline: [], fieldOfMessage: { 'PIN is not valid': 'pinCode' } };
    expect(placeSaveFailure(answered(400, { error: { msg: 'PIN is not valid' } }), policy, formFields).field).toEqual({ name: 'pinCode', message: 'PIN is not valid' });
  });

  it('at the top of the form for the inline statuses (by default 400, 401, 403, 404, 409, 422), else as the general notice', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(placeSaveFailure(answered(status, { error: { msg: 'No.' } }), {}, formFields)).toEqual({ field: null, formError: 'No.', notice: null });
    expect(placeSaveFailure(answered(409, { error: { msg: 'No.' } }), { inline: [400, 401] }, formFields)).toEqual({ field: null, formError: null, notice: 'No.' });
    expect(placeSaveFailure(answered(500, { error: { msg: 'Something went wrong!' } }), {}, formFields)).toEqual({ field: null, formError: null, notice: 'Something went wrong!' });
    expect(placeSaveFailure(noAnswer, {}, formFields)).toEqual({ field: null, formError: null, notice: 'Network Error' });
    // The database away (issue 54): the server's 503 says to try again; the form keeps its values (nothing resets it).
    expect(placeSaveFailure(answered(503, { error: { msg: 'The server is busy. Please try again in a moment.' } }), {}, formFields)).toEqual({ field: null, formError: null, notice: 'The server is busy. Please try again in a moment.' });
    // Not a failed call at all (a bug): the notice's own text.
    expect(placeSaveFailure(new Error('boom'), {}, formFields)).toEqual({ field: null, formError: null, notice: undefined });
  });

  it('with the call’s own fallback text, a text for every failure, or no notice when the call announced it', () => {
    expect(placeSaveFailure(answered(503, {}), { notice: { fallback: 'Unable to add package' } }, formFields).notice).toBe('Unable to add package');
    expect(placeSaveFailure(answered(400, { error: { msg: 'Discount too high' } }), { inline: [], notice: { fallback: 'Unable to add package' } }, formFields).notice).toBe('Discount too high');
    expect(placeSaveFailure(answered(400, { error: { msg: 'Too old' } }), { inline: [400], notice: { always: 'Unable to post comment' } }, formFields)).toEqual({
      field: null,
      formError: 'Too old',
      notice: 'Unable to post comment',
    });
    expect(placeSaveFailure(answered(500, {}), { notice: { always: 'Unable to post comment' } }, formFields).notice).toBe('Unable to post comment');
    expect(placeSaveFailure(answered(500, {}), { notice: 'announced' }, formFields).notice).toBeNull();
  });
});
