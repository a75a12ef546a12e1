import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../validation/zod-fields';
import { commentSchema, commentSchemaForArea } from './comment-schema';

const valid = { activityType: 'Meeting', text: 'Met at site', happenedAt: '2024-03-05T10:00:00+05:30' };

function errorsOf(schema: typeof commentSchema | ReturnType<typeof commentSchemaForArea>, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldMessages(result.error);
}

describe('comment schema', () => {
  it('accepts each activity type in general areas', () => {
    for (const activityType of ['Email', 'Call', 'Dropin', 'Meeting']) {
      expect(commentSchemaForArea('general').parse({ ...valid, activityType }).activityType).toBe(activityType);
    }
  });

  it('the owner area allows Call only', () => {
    expect(errorsOf(commentSchemaForArea('owner'), valid)).toEqual({ activityType: 'This activity type is not allowed here.' });
    expect(errorsOf(commentSchemaForArea('owner'), { ...valid, activityType: 'Call' })).toEqual({});
  });

  it('requires the text and a time', () => {
    expect(errorsOf(commentSchema, { activityType: 'Call', text: '  ' })).toEqual({
      text: 'This field is required.',
      happenedAt: 'This field is required.',
    });
    expect(errorsOf(commentSchema, { ...valid, activityType: 'Fax' })).toEqual({ activityType: 'This activity type is not allowed here.' });
    expect(errorsOf(commentSchema, { ...valid, activityType: undefined })).toEqual({ activityType: 'This field is required.' });
  });
});
