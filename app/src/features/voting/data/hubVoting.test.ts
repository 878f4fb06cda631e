import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProposal, fetchProposals, postVote, VERIFY_BATCH_SIZE, VotingError, verifyVotes } from './hubVoting.ts';
import type { Vote } from './types.ts';

const HUB = 'http://hub.test';
const ID = `0x${'ab'.repeat(32)}` as const;
const VOTER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const proposalJson = {
  id: ID,
  title: 'Burn',
  body: 'Why',
  choices: ['Yes', 'No'],
  start: 1,
  end: 2,
  snapshot: '10',
  state: 'closed',
  author: VOTER,
  space: { id: 'flaskswap', name: 'FlaskSwap' },
  type: 'community',
  created: 1,
  votes: 0,
};
const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, statusText: 'Nope' }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the hub voting client', () => {
  it('reads a page of proposals with the filter and checks each field', async () => {
    const fetchMock = answer(200, { proposals: [proposalJson] });
    vi.stubGlobal('fetch', fetchMock);
    const [proposal] = await fetchProposals(HUB, { state: 'closed', type: 'core' }, 5);
    expect(proposal).toMatchObject({ id: ID, snapshot: 10n, author: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      `${HUB}/api/voting/proposals?first=5&skip=5&state=closed&type=core&space=flaskswap`,
    );
    vi.stubGlobal('fetch', answer(200, { proposals: [{ ...proposalJson, body: { html: '<b>' } }] }));
    await expect(fetchProposals(HUB, { state: 'closed', type: 'all' }, 0)).rejects.toBeInstanceOf(VotingError);
  });

  it('answers null for an unknown proposal and passes on other refusals as text', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'No proposal with this id' }));
    expect(await fetchProposal(HUB, ID)).toBeNull();
    vi.stubGlobal('fetch', answer(409, { error: 'You already voted on this proposal' }));
    const signed = { address: VOTER, message: {}, signature: '0x' } as unknown as Parameters<typeof postVote>[1];
    await expect(postVote(HUB, signed)).rejects.toMatchObject({
      message: 'You already voted on this proposal',
      status: 409,
    });
    vi.stubGlobal('fetch', answer(500, 'not json'));
    await expect(postVote(HUB, signed)).rejects.toMatchObject({ message: 'Nope', status: 500 });
  });

  it('verifies votes in batches and keeps only the voters marked valid', async () => {
    const votes: Vote[] = Array.from({ length: VERIFY_BATCH_SIZE + 1 }, (_, i) => ({
      id: ID,
      voter: `0x${i.toString(16).padStart(40, '0')}`,
      created: 1,
      choice: 1,
      votingPower: 5n,
      verificationHash: ID,
    }));
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { block: string; votes: { address: string }[] };
      expect(body.block).toBe('10');
      const data = Object.fromEntries(body.votes.map((vote, i) => [vote.address.toUpperCase(), { isValid: i === 0 }]));
      return new Response(JSON.stringify({ data }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const valid = await verifyVotes(HUB, 10n, votes);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect([...valid].sort()).toEqual(
      [votes[0]!.voter, votes[VERIFY_BATCH_SIZE]!.voter].map((v) => v.toLowerCase()).sort(),
    );
    vi.stubGlobal('fetch', answer(503, {}));
    await expect(verifyVotes(HUB, 10n, votes)).rejects.toMatchObject({ message: 'Nope' });
  });
});
