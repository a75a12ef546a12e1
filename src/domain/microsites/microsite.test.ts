import { describe, expect, it } from 'vitest';
import { micrositeContentSchema, micrositeSlotInputSchema, micrositeSlotProblems } from './microsite';

const ok = { opportunityId: 12, projectId: 77, startDate: '2030-03-01', endDate: '2030-03-31' };
const messagesOf = (input: unknown) => {
  const parsed = micrositeSlotInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('microsite slot rules (spec 002 §5)', () => {
  it('says each message at its field', () => {
    expect(messagesOf({ ...ok, startDate: '' })).toEqual(['startDate: Please enter start date']);
    expect(messagesOf({ ...ok, endDate: null })).toEqual(['endDate: Please enter end date']);
    expect(messagesOf({ ...ok, endDate: '2030-02-28' })).toEqual(['endDate: Please enter end date greater than start date']);
    expect(messagesOf({ ...ok, endDate: '2030-03-01' })).toEqual(['endDate: Please enter end date greater than start date']);
    expect(messagesOf({ ...ok, projectId: undefined })).toEqual(['projectId: Please enter project ID']);
    expect(messagesOf({ ...ok, opportunityId: null })).toEqual(['opportunityId: Please enter opportunity ID']);
    expect(messagesOf({ ...ok, startDate: '2030-02-30' })).toEqual(['startDate: Please enter a valid date.']);
    expect(messagesOf(ok)).toEqual([]);
  });

  it('gives every message of an empty form, in the form order, the first being the one the form shows', () => {
    const problems = micrositeSlotProblems({});
    expect(problems.map((p) => p.message)).toEqual(['Please enter start date', 'Please enter end date', 'Please enter project ID', 'Please enter opportunity ID']);
    const none = { opportunityId: null, projectId: null, startDate: null, endDate: null };
    const first = (input: Parameters<typeof micrositeSlotProblems>[0]) => micrositeSlotProblems(input)[0]?.message ?? null;
    expect(first(none)).toBe('Please enter start date');
    expect(first({ ...ok, endDate: '2030-01-01' })).toBe('Please enter end date greater than start date');
    expect(first({ ...ok, projectId: null })).toBe('Please enter project ID');
    expect(first({ ...ok, opportunityId: null })).toBe('Please enter opportunity ID');
    expect(first(ok)).toBeNull();
  });

  it('defaults the status to new and accepts active only besides it', () => {
    expect(micrositeSlotInputSchema.parse(ok).status).toBe('new');
    expect(micrositeSlotInputSchema.parse({ ...ok, status: 'active' }).status).toBe('active');
    expect(micrositeSlotInputSchema.safeParse({ ...ok, status: 'live' }).success).toBe(false);
  });
});

describe('microsite content', () => {
  it('fills every section by default', () => {
    expect(micrositeContentSchema.parse({})).toEqual({ theme: { name: 'classic', primaryColor: '#1d4ed8' }, carousels: [], offers: [], usp: [], highlights: [], paymentPlans: [], testimonials: [] });
  });

  it('limits carousels to 5 and checks links, colours and titles', () => {
    const carousel = { title: 'Lobby', imageUrl: 'https://example.com/a.jpg' };
    expect(micrositeContentSchema.safeParse({ carousels: Array(5).fill(carousel) }).success).toBe(true);
    const issue = (input: unknown) => micrositeContentSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ carousels: Array(6).fill(carousel) })).toBe('At most 5 carousels');
    expect(issue({ carousels: [{ ...carousel, imageUrl: 'ftp://x' }] })).toBe('Please enter a valid http(s) URL');
    expect(issue({ digitour: 'javascript:alert(1)' })).toBe('Please enter a valid http(s) URL');
    expect(issue({ theme: { name: 'modern', primaryColor: 'red' } })).toBe('Please enter a colour like #1a2b3c');
    expect(issue({ offers: [{ title: ' ' }] })).toBe('Please enter offer title');
    expect(issue({ testimonials: [{ author: 'A', text: '' }] })).toBe('Please enter testimonial');
  });
});
