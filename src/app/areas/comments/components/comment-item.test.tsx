// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommentView } from '../data/comment-types';
import { CommentItem } from './comment-item';

afterEach(cleanup);

const comment: CommentView = {
  id: 41,
  entityTypeId: 3,
  entityId: 101,
  accountId: 101,
  activityType: 'Call',
  text: 'Called about the renewal',
  callStatusId: null,
  callDurationSeconds: null,
  happenedAt: '2026-11-24T10:59:59.000Z',
  receivedAt: '2026-11-24T11:00:01.000Z',
  authorId: 7,
  authorName: 'Vikram Rao',
  clientId: null,
};

function show(c: CommentView) {
  render(
    <ul>
      <CommentItem comment={c} />
    </ul>,
  );
}

describe('CommentItem', () => {
  it('says nothing of the server for a comment received seconds after it happened, across a minute’s turn', () => {
    show(comment);
    expect(screen.getByText('Called about the renewal')).toBeTruthy();
    expect(screen.queryByText(/Received by the server/)).toBeNull();
  });

  it('says when the server received a back-dated comment', () => {
    show({ ...comment, happenedAt: '2026-11-24T09:00:00.000Z' });
    expect(screen.getByText(/Received by the server/)).toBeTruthy();
  });

  it('says nothing of the server while the comment waits to sync', () => {
    show({ ...comment, happenedAt: '2026-11-24T09:00:00.000Z', pending: true });
    expect(screen.queryByText(/Received by the server/)).toBeNull();
  });
});
