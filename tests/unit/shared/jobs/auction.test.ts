import { describe, expect, it } from 'vitest';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { canClaimSpot, canRemoveBid, canSubmitBid, visibleBids } from '#shared/jobs/permissions.ts';
import {
  auctionState,
  auctionStateLabelKeys,
  isBiddingClosed,
  isBidLocked,
  isJobExpired,
  isSpotAvailable,
} from '#shared/jobs/status.ts';
import type { JobRecord } from '#shared/jobs/types.ts';
import { actors } from '../actors.ts';

const now = new Date('2025-03-10T12:00:00Z');
const auction = (overrides: Partial<JobRecord> = {}): JobRecord => ({
  jobType: 'voice',
  status: 'open',
  paid: false,
  isAuction: true,
  claimedBy: null,
  staff: [],
  staffBackup: [],
  bids: [],
  bidLimit: 2,
  expiryDate: '2025-03-12T12:00:00Z',
  ...overrides,
});
const bid = (user: string, status: 'claimed' | 'submitted' = 'claimed') => ({ user, status });

describe('auction (spec §4)', () => {
  it.each<[string, Partial<JobRecord>, boolean, string]>([
    ['no bids', {}, true, 'Open to bid'],
    ['one of two', { bids: [bid('a')] }, true, 'Open to bid'],
    ['at the bid limit', { bids: [bid('a'), bid('b')] }, false, 'Bid closed'],
    ['expired by date', { expiryDate: '2025-03-10T12:00:00Z' }, true, 'Bid closed'],
    ['flagged expired', { isExpired: true }, true, 'Bid closed'],
    ['completed', { status: 'completed' }, true, 'Bid closed'],
  ])('%s', (_, overrides, spot, label) => {
    const record = auction(overrides);
    expect(isSpotAvailable(record)).toBe(spot);
    expect(createTranslator('en')(auctionStateLabelKeys[auctionState(record, now)])).toBe(label);
  });

  it('closes bidding at bidLimit or expiry', () => {
    expect(isBiddingClosed(auction({ bidLimit: 3, bids: [bid('a'), bid('b')] }), now)).toBe(false);
    expect(isJobExpired(auction({ expiryDate: new Date('2025-03-10T11:59:00Z') }), now)).toBe(true);
    expect(isJobExpired(auction({ expiryDate: null }), now)).toBe(false);
  });

  it('gives one spot per eligible user while open', () => {
    expect(canClaimSpot(actors.voiceFreelancer, auction(), now)).toBe(true);
    expect(canClaimSpot(actors.voiceFreelancer, auction({ bids: [bid('u-free-voice')] }), now)).toBe(false);
    expect(canClaimSpot(actors.scriptFreelancer, auction(), now)).toBe(false);
    expect(canClaimSpot(actors.voiceFreelancer, auction({ bids: [bid('a'), bid('b')] }), now)).toBe(false);
    expect(canClaimSpot(actors.voiceFreelancer, auction({ isAuction: false }), now)).toBe(false);
  });

  it('locks a submitted bid', () => {
    expect(isBidLocked(bid('a', 'submitted'))).toBe(true);
    expect(canSubmitBid(actors.voiceFreelancer, auction({ bids: [bid('u-free-voice')] }), now)).toBe(true);
    expect(canSubmitBid(actors.voiceFreelancer, auction({ bids: [bid('u-free-voice', 'submitted')] }), now)).toBe(
      false,
    );
    expect(canSubmitBid(actors.voiceFreelancer, auction({ bids: [bid('u-free-voice')], isExpired: true }), now)).toBe(
      false,
    );
    expect(
      canRemoveBid(actors.voiceFreelancer, auction({ bids: [bid('u-free-voice', 'submitted')] }), 'u-free-voice'),
    ).toBe(false);
    expect(canRemoveBid(actors.pmStaff, auction({ bids: [bid('u-free-voice', 'submitted')] }), 'u-free-voice')).toBe(
      true,
    );
  });

  it('shows PMs all bids and others only their own', () => {
    const record = auction({ bids: [bid('u-free-voice'), bid('other')] });
    expect(visibleBids(actors.pmFreelancer, record)).toHaveLength(2);
    expect(visibleBids(actors.voiceFreelancer, record)).toEqual([bid('u-free-voice')]);
    expect(visibleBids(actors.visitor, record)).toEqual([]);
  });
});
