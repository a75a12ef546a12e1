import { describe, expect, it } from 'vitest';
import { CALL_STATUS_TIMEOUT_MS } from '../calling/calling';
import { LIVE_VIEW_IDLE_AFTER_MS, callStatusText, liveStateOf, summarizeLiveAgents, type LiveAgent } from './live-view';

const NOW = new Date('2026-11-25T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const agent = (over: Partial<LiveAgent> = {}): LiveAgent => ({
  userId: 1,
  name: 'A',
  email: 'a@x.test',
  online: true,
  onlineChangedAt: ago(60 * 60_000),
  firstActivityAt: null,
  lastActivityAt: ago(1_000),
  callId: null,
  callStatus: null,
  callStartedAt: null,
  callEndedAt: null,
  caseId: null,
  opportunityId: null,
  campaigns: [],
  ...over,
});

describe('live view states', () => {
  it('offline whatever else happens; on call while a call runs; idle after 5 minutes without activity', () => {
    expect(liveStateOf(agent({ online: false, callStatus: 'answered', callStartedAt: ago(1_000) }), NOW)).toBe('offline');
    expect(liveStateOf(agent({ callStatus: 'ringing', callStartedAt: ago(1_000) }), NOW)).toBe('on-call');
    expect(liveStateOf(agent({ lastActivityAt: ago(LIVE_VIEW_IDLE_AFTER_MS - 1) }), NOW)).toBe('online');
    expect(liveStateOf(agent({ lastActivityAt: ago(LIVE_VIEW_IDLE_AFTER_MS) }), NOW)).toBe('idle');
    // A call that ended a minute ago is activity.
    expect(liveStateOf(agent({ lastActivityAt: ago(LIVE_VIEW_IDLE_AFTER_MS * 2), callStatus: 'completed', callStartedAt: ago(120_000), callEndedAt: ago(60_000) }), NOW)).toBe('online');
  });

  it('a call with no final event past the status timeout is no longer a call', () => {
    const stale = agent({ callStatus: 'answered', callStartedAt: ago(CALL_STATUS_TIMEOUT_MS), lastActivityAt: ago(CALL_STATUS_TIMEOUT_MS) });
    expect(liveStateOf(stale, NOW)).toBe('idle');
    expect(callStatusText(stale, NOW)).toBe('Not on call');
    expect(callStatusText(agent({ callStatus: 'answered', callStartedAt: ago(1_000) }), NOW)).toBe('On call');
    expect(callStatusText(agent({ callStatus: 'busy', callStartedAt: ago(9_000), callEndedAt: ago(8_000) }), NOW)).toBe('Not on call (last: Busy)');
  });

  it('the summary counts on-call and idle agents among the online ones', () => {
    const summary = summarizeLiveAgents(
      [agent({ online: false }), agent({ callStatus: 'answered', callStartedAt: ago(1_000) }), agent({ lastActivityAt: ago(LIVE_VIEW_IDLE_AFTER_MS) }), agent()],
      NOW,
    );
    expect(summary).toEqual({ total: 4, online: 3, offline: 1, onCall: 1, idle: 1 });
  });
});
