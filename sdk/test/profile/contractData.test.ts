import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { teamFromContract, teamsFromContract, userProfileFromContract } from '../../src/index.ts';

const NFT = '0x00000000000000000000000000000000000000aa';

describe('userProfileFromContract', () => {
  it('names the fields of getUserProfile and gives the team id as a number', () => {
    expect(userProfileFromContract([7n, 120n, 2n, NFT, 3n, true])).toEqual({
      userId: 7n,
      points: 120n,
      teamId: 2,
      nftAddress: NFT,
      tokenId: 3n,
      isActive: true,
    });
  });

  it('reads an unregistered address as team 0, inactive, without a picture', () => {
    const unregistered = userProfileFromContract([0n, 0n, 0n, zeroAddress, 0n, false]);
    expect(unregistered).toMatchObject({ userId: 0n, teamId: 0, nftAddress: zeroAddress, isActive: false });
  });
});

describe('teamFromContract', () => {
  it('names the fields of getTeamProfile, with the picture when there is one', () => {
    expect(teamFromContract(3, ['Copper Kettles', 'slow and steady', 4n, 900n, false], 'ipfs://bafkreiteam3')).toEqual({
      id: 3,
      name: 'Copper Kettles',
      description: 'slow and steady',
      users: 4n,
      points: 900n,
      isJoinable: false,
      image: 'ipfs://bafkreiteam3',
    });
    expect(teamFromContract(1, ['One', '', 0n, 0n, true]).image).toBeUndefined();
  });
});

describe('teamsFromContract', () => {
  it('numbers teams from 1, adds the manifest picture, and leaves out a failed lookup', () => {
    const teams = teamsFromContract(
      [['One', 'first', 2n, 10n, true], null, ['Three', 'third', 0n, 0n, false]],
      [{ id: 3, image: 'ipfs://bafkreiteam3' }],
    );
    expect(teams).toEqual([
      { id: 1, name: 'One', description: 'first', users: 2n, points: 10n, isJoinable: true, image: undefined },
      {
        id: 3,
        name: 'Three',
        description: 'third',
        users: 0n,
        points: 0n,
        isJoinable: false,
        image: 'ipfs://bafkreiteam3',
      },
    ]);
  });

  it('gives no teams for no answers', () => {
    expect(teamsFromContract([], [{ id: 1, image: 'ipfs://bafkreiteam1' }])).toEqual([]);
  });
});
