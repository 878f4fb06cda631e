import { type Hex, recoverTypedDataAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  FLASKSWAP_SPACE,
  type ProposalMessage,
  proposalId,
  proposalToJson,
  proposalTypedData,
  voteId,
  voteToJson,
  voteTypedData,
  votingDomain,
} from '../../src/index.ts';

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const proposal: ProposalMessage = {
  from: account.address,
  space: FLASKSWAP_SPACE.id,
  timestamp: 1_700_000_000n,
  title: 'Title',
  body: 'Body',
  choices: ['Yes', 'No'],
  start: 1_700_000_100n,
  end: 1_700_100_000n,
  snapshot: 123n,
};

describe('voting messages', () => {
  it("signs for the hub's domain on one chain; the id is the digest", async () => {
    expect(votingDomain(31337)).toEqual({ name: 'FlaskSwap Hub', version: '1', chainId: 31337 });
    const typed = proposalTypedData(31337, proposal);
    const signature = await account.signTypedData(typed);
    expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(account.address);
    expect(proposalId(31337, proposal)).not.toBe(proposalId(56, proposal));
    expect(proposalId(31337, { ...proposal, from: account.address.toLowerCase() as Hex })).toBe(
      proposalId(31337, proposal),
    );
  });

  it('gives votes their own ids and converts bigints to decimal strings', () => {
    const vote = {
      from: account.address,
      space: 'flaskswap',
      timestamp: 5n,
      proposal: proposalId(1, proposal),
      choice: 1,
    };
    expect(voteId(1, vote)).not.toBe(voteId(1, { ...vote, choice: 2 }));
    expect(voteTypedData(1, vote).primaryType).toBe('Vote');
    expect(voteToJson(vote).timestamp).toBe('5');
    expect(proposalToJson(proposal)).toMatchObject({
      timestamp: '1700000000',
      start: '1700000100',
      end: '1700100000',
      snapshot: '123',
    });
  });
});
