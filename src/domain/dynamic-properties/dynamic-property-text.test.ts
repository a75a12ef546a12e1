import { describe, expect, it } from 'vitest';
import { displayDynamicProperty, dynamicPropertyFormSchema, textOfDynamicProperty, valueOfDynamicPropertyText } from './dynamic-property-text';

describe('dynamic properties as the Settings screen edits them', () => {
  it('reads each control back into the stored value', () => {
    expect(valueOfDynamicPropertyText('accountLinkSharing.enabled', 'true')).toBe(true);
    expect(valueOfDynamicPropertyText('accountLinkSharing.allowList', ' a@b.co\n\nc@d.co, e@f.co ')).toEqual(['a@b.co', 'c@d.co', 'e@f.co']);
    expect(valueOfDynamicPropertyText('accountLinkSharing.allowList', '')).toEqual([]);
    expect(valueOfDynamicPropertyText('npSlot.stopUserId', ' 42 ')).toBe(42);
    expect(valueOfDynamicPropertyText('npSlot.stopUserId', '')).toBeNull();
    expect(textOfDynamicProperty('accountLinkSharing.allowList', ['a@b.co', 'c@d.co'])).toBe('a@b.co\nc@d.co');
    expect(textOfDynamicProperty('npSlot.stopUserId', null)).toBe('');
  });

  it('refuses what the key does not accept, with its message at the field', () => {
    const bad = dynamicPropertyFormSchema('accountLinkSharing.allowList').safeParse({ value: 'a@b.co\nnot-an-email' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['value', 'Each entry must be an e-mail address.']]);
    expect(dynamicPropertyFormSchema('npSlot.stopUserId').safeParse({ value: 'seven' }).error?.issues[0]?.message).toBe('The value must be a user id or null.');
    expect(dynamicPropertyFormSchema('npSlot.stopUserId').safeParse({ value: '7' }).data).toEqual({ value: 7 });
  });

  it('shows values in words', () => {
    expect(displayDynamicProperty('accountLinkSharing.enabled', false)).toBe('Off');
    expect(displayDynamicProperty('accountLinkSharing.allowList', [])).toBe('Nobody listed');
    expect(displayDynamicProperty('npSlot.stopUserId', 12)).toBe('User #12');
  });
});
