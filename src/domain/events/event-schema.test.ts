import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../validation/zod-fields';
import { eventInputSchema } from './event-schema';

describe('event input', () => {
  it('requires the name and both dates', () => {
    const result = eventInputSchema.safeParse({ name: ' ', startDate: '', endDate: null });
    expect(result.success).toBe(false);
    const messages = fieldMessages(result.error!);
    expect(messages.name).toBe('This field is required.');
    expect(messages.startDate).toBe('This field is required.');
    expect(messages.endDate).toBe('This field is required.');
  });

  it('refuses a start after the end and accepts the same day', () => {
    const late = eventInputSchema.safeParse({ name: 'Expo', startDate: '2026-12-10', endDate: '2026-12-09' });
    expect(fieldMessages(late.error!).endDate).toBe('Start Date should be earlier than or equal to End Date');
    const same = eventInputSchema.parse({ name: 'Expo', startDate: '2026-12-10', endDate: '2026-12-10' });
    expect(same.active).toBe(true);
  });
});
