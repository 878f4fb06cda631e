// Voting on a real devnet: signed proposals and votes with every check, voting power at a past
// block against a figure computed by hand, POST /verify, and paging. One chain for the file.
import { flaskRouterAbi, flaskVaultAbi, masterChefAbi, smartChefAbi } from '@flaskswap/contracts';
import { findPostgresBin, type PostgresServer, RpcProxy, startPostgres } from '@flaskswap/devnet';
import { PROPOSAL_BODY_MAX_LENGTH, type ProposalMessage, votingPowerHash } from '@flaskswap/sdk';
import { type Address, erc20Abi, type Hex, maxUint256, parseAbi, parseEther, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubRateLimits } from '../src/app.ts';
import { type Hub, startHub } from '../src/service.ts';
import { get, nowSeconds, post, proposalMessage, signProposal, signVote } from './support/voting.ts';
import { startVotingChain, type VotingChain } from './support/votingChain.ts';

const ROOMY_LIMITS = { perAddress: 1000, perIp: 1000, windowMs: 60_000 };
const SIGNATURE_MISMATCH = 'The signature does not match the address and message';

let chain: VotingChain;
let hub: Hub;
let snapshot: bigint;
beforeAll(async () => {
  chain = await startVotingChain();
  hub = await startHub({
    port: 0,
    rpcUrl: chain.rpcUrl,
    deploymentsDir: chain.deploymentsDir,
    rateLimits: ROOMY_LIMITS,
    voting: { admins: [chain.deployer.address] },
  });
  snapshot = await chain.devnet.client.getBlockNumber({ cacheTime: 0 });
});
afterAll(async () => {
  await hub?.stop();
  await chain?.stop();
});

const api = (path: string) => `${hub.url}/api/voting${path}`;
let titles = 0;
/** A proposal message by `author` with a title no other test uses (so its id is new). */
const draft = (author = chain.deployer, fields: Partial<ProposalMessage> = {}, now = nowSeconds()) =>
  proposalMessage(author, { snapshot, title: `Proposal ${++titles}`, ...fields }, now);
const publish = async (author = chain.deployer, fields: Partial<ProposalMessage> = {}) =>
  post(api('/proposals'), await signProposal(author, chain.chainId, draft(author, fields)));

describe('publishing proposals', () => {
  it('answers the space', async () => {
    const space = await get(api('/space'));
    expect(space.body).toEqual({
      id: 'flaskswap',
      name: 'FlaskSwap',
      chainId: chain.chainId,
      admins: [chain.deployer.address],
      minVotingPower: (10n ** 19n).toString(),
    });
  });

  it('publishes an admin proposal as core, serves it, and refuses its replay', async () => {
    const message = draft(chain.deployer, { choices: ['For', 'Against', 'Abstain'] });
    const signed = await signProposal(chain.deployer, chain.chainId, message);
    const sent = await post(api('/proposals'), signed);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      title: message.title,
      choices: ['For', 'Against', 'Abstain'],
      start: Number(message.start),
      end: Number(message.end),
      snapshot: snapshot.toString(),
      state: 'active',
      author: chain.deployer.address,
      space: { id: 'flaskswap', name: 'FlaskSwap' },
      type: 'core',
      votes: 0,
      message: signed.message,
      signature: signed.signature,
    });
    expect((await get(api(`/proposals/${sent.body.id}`))).body).toEqual(sent.body);
    expect(await post(api('/proposals'), signed)).toMatchObject({
      status: 409,
      body: { error: 'This proposal was already published' },
    });
    expect((await get(api(`/proposals/0x${'ab'.repeat(32)}`))).body).toEqual({ error: 'No proposal with this id' });
  });

  it('refuses a signature by another account, for another chain id or another domain', async () => {
    const [alice, bob] = chain.players;
    const message = draft(alice);
    const byBob = { ...(await signProposal(bob!, chain.chainId, message)), address: alice!.address };
    for (const body of [
      byBob,
      await signProposal(alice!, chain.chainId, message, { chainId: 56 }),
      await signProposal(alice!, chain.chainId, message, { name: 'Snapshot' }),
      await signProposal(alice!, chain.chainId, message, { version: '2' }),
    ]) {
      expect(await post(api('/proposals'), body)).toMatchObject({ status: 401, body: { error: SIGNATURE_MISMATCH } });
    }
  });

  it('refuses malformed bodies, naming the field', async () => {
    const signed = await signProposal(chain.deployer, chain.chainId, draft());
    const cases: [unknown, string][] = [
      ['not json', 'The body must be valid JSON'],
      [{ ...signed, extra: 1 }, 'Unexpected field "extra" in The body'],
      [{ ...signed, address: '0x123' }, 'address must be a 0x wallet address'],
      [
        { ...signed, message: { ...signed.message, start: '-1' } },
        'message.start must be a whole number as a decimal string',
      ],
      [{ ...signed, message: { ...signed.message, choices: 'Yes' } }, 'message.choices must be an array of strings'],
      [{ ...signed, address: chain.players[0]!.address }, 'message.from must be the signing address'],
      [{ ...signed, message: { ...signed.message, space: 'other' } }, 'space must be "flaskswap"'],
    ];
    for (const [body, error] of cases)
      expect(await post(api('/proposals'), body)).toMatchObject({ status: 400, body: { error } });
    const old = draft(chain.deployer, {}, nowSeconds() - 700);
    expect(await post(api('/proposals'), await signProposal(chain.deployer, chain.chainId, old))).toMatchObject({
      status: 400,
      body: { error: "timestamp is more than 10 minutes away from the hub's clock: sign a new message" },
    });
    const huge = await signProposal(
      chain.deployer,
      chain.chainId,
      draft(chain.deployer, { body: 'x'.repeat(100_000) }),
    );
    expect((await post(api('/proposals'), huge)).status).toBe(413);
  });

  it("answers each of the form's rules with the catalogue's text", async () => {
    const now = BigInt(nowSeconds());
    const latest = await chain.devnet.client.getBlockNumber({ cacheTime: 0 });
    const cases: [Partial<ProposalMessage>, string][] = [
      [{ title: '  ' }, 'Title is required'],
      [{ title: 'x'.repeat(257) }, 'Title must be at most 256 characters'],
      [{ body: '' }, 'Content is required'],
      [{ body: 'x'.repeat(PROPOSAL_BODY_MAX_LENGTH + 1) }, 'Content must be at most 14400 characters'],
      [{ choices: ['Only one'] }, 'Please create a minimum of 2 choices'],
      [{ choices: ['Yes', ' '] }, 'Choices must not be empty'],
      [{ choices: ['Yes', 'x'.repeat(65)] }, 'Choices must be at most 64 characters'],
      [{ choices: Array.from({ length: 11 }, (_, i) => `Choice ${i}`) }, 'Please create at most 10 choices'],
      [{ start: 0n }, 'Please select a valid date'],
      [{ end: 2n ** 63n }, 'Please select a valid date'],
      [{ start: now + 100n, end: now + 100n }, 'End date must be after the start date'],
      [{ snapshot: latest + 1000n }, 'Invalid snapshot'],
    ];
    for (const [fields, error] of cases) {
      expect(await publish(chain.deployer, fields), error).toMatchObject({ status: 400, body: { error } });
    }
  });

  it('publishes a community proposal only with the minimum voting power at the snapshot', async () => {
    const none = await chain.freshAccount();
    const almost = await chain.freshAccount(parseEther('10') - 1n);
    const enough = await chain.freshAccount(parseEther('10'));
    const latest = await chain.devnet.client.getBlockNumber({ cacheTime: 0 });
    const refusal = 'You need at least 10 FLASK of voting power at the snapshot to publish a proposal';
    for (const author of [none, almost]) {
      expect(await publish(author, { snapshot: latest })).toMatchObject({ status: 403, body: { error: refusal } });
    }
    // Before `enough` received its FLASK it had none: the snapshot decides, not today's balance.
    expect(await publish(enough, { snapshot })).toMatchObject({ status: 403, body: { error: refusal } });
    const sent = await publish(enough, { snapshot: latest });
    expect(sent).toMatchObject({ status: 201, body: { type: 'community', author: enough.address } });
  });
});

describe('votes', () => {
  let proposal: { id: Hex; start: number; end: number; snapshot: string };
  beforeAll(async () => {
    proposal = (await publish(chain.deployer, { choices: ['Yes', 'No'] })).body;
  });
  const vote = async (voter = chain.players[0]!, fields: { choice: number; proposal?: Hex; timestamp?: bigint }) =>
    post(api('/votes'), await signVote(voter, chain.chainId, { proposal: proposal.id, ...fields }));

  it('stores a vote with the power at the snapshot, once per voter', async () => {
    const alice = chain.players[0]!;
    const signed = await signVote(alice, chain.chainId, { proposal: proposal.id, choice: 2 });
    const sent = await post(api('/votes'), signed);
    const power = await get(api(`/voting-power/${alice.address}?block=${proposal.snapshot}`));
    expect(BigInt(power.body.total)).toBeGreaterThan(0n);
    expect(sent).toMatchObject({
      status: 201,
      body: {
        voter: alice.address,
        choice: 2,
        space: { id: 'flaskswap', name: 'FlaskSwap' },
        proposal: { id: proposal.id, choices: ['Yes', 'No'] },
        metadata: { votingPower: power.body.total, verificationHash: power.body.verificationHash },
        message: signed.message,
        signature: signed.signature,
      },
    });
    expect(await post(api('/votes'), signed)).toMatchObject({
      status: 409,
      body: { error: 'This vote was already cast' },
    });
    expect(await vote(alice, { choice: 1, timestamp: BigInt(nowSeconds() - 1) })).toMatchObject({
      status: 409,
      body: { error: 'You already voted on this proposal' },
    });
    expect((await get(api(`/proposals/${proposal.id}`))).body.votes).toBe(1);
  });

  it('refuses a wrong signer, chain id or domain', async () => {
    const [, bob, carol] = chain.players;
    const byCarol = {
      ...(await signVote(carol!, chain.chainId, { proposal: proposal.id, choice: 1, from: bob!.address })),
      address: bob!.address,
    };
    for (const body of [
      byCarol,
      await signVote(bob!, chain.chainId, { proposal: proposal.id, choice: 1 }, { chainId: 1 }),
      await signVote(bob!, chain.chainId, { proposal: proposal.id, choice: 1 }, { name: 'FlaskSwap' }),
    ]) {
      expect(await post(api('/votes'), body)).toMatchObject({ status: 401, body: { error: SIGNATURE_MISMATCH } });
    }
  });

  it('refuses a choice out of range, an unknown proposal and a voter without power', async () => {
    const bob = chain.players[1]!;
    for (const choice of [0, 3]) {
      expect(await vote(bob, { choice })).toMatchObject({
        status: 400,
        body: { error: 'choice must be between 1 and 2' },
      });
    }
    expect(await vote(bob, { choice: 1, proposal: `0x${'cd'.repeat(32)}` })).toMatchObject({
      status: 404,
      body: { error: 'No proposal with this id' },
    });
    expect(await vote(await chain.freshAccount(), { choice: 1 })).toMatchObject({
      status: 403,
      body: { error: 'You had no voting power at the snapshot block' },
    });
  });

  it('refuses votes before the start and after the end on the hub clock', async () => {
    const pending = (
      await publish(chain.deployer, { start: BigInt(nowSeconds() + 3600), end: BigInt(nowSeconds() + 7200) })
    ).body;
    expect(await vote(chain.players[1], { choice: 1, proposal: pending.id })).toMatchObject({
      status: 403,
      body: { error: 'Voting has not started' },
    });
    const later = proposal.end + 1;
    const signed = await signVote(chain.players[1]!, chain.chainId, {
      proposal: proposal.id,
      choice: 1,
      timestamp: BigInt(later),
    });
    await expect(hub.voting.castVote(signed, { now: later })).rejects.toMatchObject({
      status: 403,
      message: 'Voting has ended',
    });
    await expect(hub.voting.castVote(signed, { now: proposal.end })).resolves.toMatchObject({ choice: 1 });
  });

  it('refuses an oversized vote body', async () => {
    const signed = await signVote(chain.players[2]!, chain.chainId, { proposal: proposal.id, choice: 1 });
    expect((await post(api('/votes'), { ...signed, signature: `0x${'00'.repeat(3000)}` })).status).toBe(413);
  });
});

describe('voting power', () => {
  const pairAbi = parseAbi([
    'function balanceOf(address) view returns (uint256)',
    'function getReserves() view returns (uint112, uint112, uint32)',
    'function token0() view returns (address)',
    'function totalSupply() view returns (uint256)',
  ]);

  it('at a past block equals the figure computed by hand from that block', async () => {
    const { manifest, client } = chain.devnet;
    const vault = manifest.contracts.FlaskVault!;
    const chef = manifest.contracts.MasterChef!;
    const router = manifest.contracts.FlaskRouter!;
    const pool = manifest.pools!.find((p) => p.stakingToken === 'FLASK' && !p.hasUserLimit)!.address;
    const farm = manifest.farms!.find((f) => f.token === 'FLASK' && f.quoteToken === 'WBNB')!;
    const holder = await chain.freshAccount(parseEther('1000'));
    const send = (address: Address, abi: never, functionName: string, args: readonly unknown[], value?: bigint) =>
      chain.write(holder, { address, abi, functionName, args, value });
    for (const spender of [vault, chef, pool, router]) {
      await send(chain.flask, erc20Abi as never, 'approve', [spender, maxUint256]);
    }
    await send(farm.lpAddress, erc20Abi as never, 'approve', [chef, maxUint256]);
    await send(vault, flaskVaultAbi as never, 'deposit', [parseEther('100')]);
    await send(chef, masterChefAbi as never, 'enterStaking', [parseEther('50')]);
    await send(pool, smartChefAbi as never, 'deposit', [parseEther('30')]);
    const deadline = BigInt(nowSeconds() + 600);
    await send(
      router,
      flaskRouterAbi as never,
      'addLiquidityETH',
      [chain.flask, parseEther('200'), 0n, 0n, holder.address, deadline],
      parseEther('50'),
    );
    const lp = await client.readContract({
      address: farm.lpAddress,
      abi: pairAbi,
      functionName: 'balanceOf',
      args: [holder.address],
    });
    await send(chef, masterChefAbi as never, 'deposit', [BigInt(farm.pid), lp / 3n]);
    const block = await client.getBlockNumber({ cacheTime: 0 });

    // Everything moves afterwards; the power at `block` must not.
    await send(vault, flaskVaultAbi as never, 'withdrawAll', []);
    await send(chef, masterChefAbi as never, 'leaveStaking', [parseEther('20')]);
    await send(chain.flask, erc20Abi as never, 'transfer', [chain.players[0]!.address, parseEther('300')]);
    await send(chef, masterChefAbi as never, 'withdraw', [BigInt(farm.pid), lp / 3n]);

    const at = { blockNumber: block } as const;
    const read = <T>(address: Address, abi: unknown, functionName: string, args: readonly unknown[] = []) =>
      client.readContract({
        address,
        abi: abi as never,
        functionName: functionName as never,
        args: args as never,
        ...at,
      }) as Promise<T>;
    const wallet = await read<bigint>(chain.flask, erc20Abi, 'balanceOf', [holder.address]);
    const [shares] = await read<[bigint]>(vault, flaskVaultAbi, 'userInfo', [holder.address]);
    const price = await read<bigint>(vault, flaskVaultAbi, 'getPricePerFullShare');
    const [pool0] = await read<[bigint]>(chef, masterChefAbi, 'userInfo', [0n, holder.address]);
    const [pooled] = await read<[bigint]>(pool, smartChefAbi, 'userInfo', [holder.address]);
    const [farmed] = await read<[bigint]>(chef, masterChefAbi, 'userInfo', [BigInt(farm.pid), holder.address]);
    const lpWallet = await read<bigint>(farm.lpAddress, pairAbi, 'balanceOf', [holder.address]);
    const [reserve0, reserve1] = await read<[bigint, bigint]>(farm.lpAddress, pairAbi, 'getReserves');
    const token0 = await read<Address>(farm.lpAddress, pairAbi, 'token0');
    const supply = await read<bigint>(farm.lpAddress, pairAbi, 'totalSupply');
    const flaskReserve = token0.toLowerCase() === chain.flask.toLowerCase() ? reserve0 : reserve1;
    const expected = {
      wallet,
      vault: (shares * price) / 10n ** 18n,
      pool0,
      flaskPools: pooled,
      lp: ((lpWallet + farmed) * flaskReserve) / supply,
    };
    for (const part of Object.values(expected)) expect(part).toBeGreaterThan(0n);
    const total = expected.wallet + expected.vault + expected.pool0 + expected.flaskPools + expected.lp;

    const answer = await get(api(`/voting-power/${holder.address}?block=${block}`));
    expect(answer.body).toEqual({
      address: holder.address.toLowerCase(),
      block: block.toString(),
      wallet: expected.wallet.toString(),
      vault: expected.vault.toString(),
      pool0: expected.pool0.toString(),
      flaskPools: expected.flaskPools.toString(),
      lp: expected.lp.toString(),
      total: total.toString(),
      verificationHash: votingPowerHash(holder.address, block, { ...expected, total }),
    });
    const latest = await get(api(`/voting-power/${holder.address}`));
    expect(BigInt(latest.body.total)).toBeLessThan(total);
  });

  it('refuses a future block and a malformed address', async () => {
    const future = (await chain.devnet.client.getBlockNumber({ cacheTime: 0 })) + 100n;
    expect(await get(api(`/voting-power/${chain.players[0]!.address}?block=${future}`))).toMatchObject({
      status: 400,
      body: { error: 'Invalid snapshot' },
    });
    expect((await get(api('/voting-power/0x1234'))).status).toBe(400);
  });
});

describe('POST /verify', () => {
  it('marks a vote valid only with the total and hash recomputed at the block', async () => {
    const [alice, bob] = chain.players;
    const at = async (account: Address) => (await get(api(`/voting-power/${account}?block=${snapshot}`))).body;
    const a = await at(alice!.address);
    const b = await at(bob!.address);
    const stranger = await chain.freshAccount();
    const answer = await post(`${hub.url}/verify`, {
      block: Number(snapshot),
      votes: [
        { address: alice!.address, verificationHash: a.verificationHash, total: a.total },
        { address: bob!.address, verificationHash: b.verificationHash, total: (BigInt(b.total) + 1n).toString() },
        { address: chain.players[2]!.address, verificationHash: b.verificationHash, total: b.total },
        { address: stranger.address, verificationHash: a.verificationHash, total: a.total },
      ],
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: {
          [alice!.address.toLowerCase()]: { isValid: true },
          [bob!.address.toLowerCase()]: { isValid: false },
          [chain.players[2]!.address.toLowerCase()]: { isValid: false },
          [stranger.address.toLowerCase()]: { isValid: false },
        },
      },
    });
    // Without a block: the latest, where alice's figure at the snapshot no longer matches its hash.
    const latest = await post(`${hub.url}/verify`, {
      votes: [{ address: alice!.address, verificationHash: a.verificationHash, total: a.total }],
    });
    expect(latest.body.data[alice!.address.toLowerCase()]).toEqual({ isValid: false });
  });

  it('answers a bad body with 400 and its reason', async () => {
    const cases: [unknown, string][] = [
      ['{', 'The body must be valid JSON'],
      [{ block: 1 }, 'votes must be an array'],
      [
        { votes: [{ address: 'x', verificationHash: '0x', total: '1' }] },
        'votes[0].address must be a 0x wallet address',
      ],
      [
        { votes: [{ address: chain.players[0]!.address, total: '1' }] },
        'votes[0].verificationHash is required (a string)',
      ],
      [
        { votes: [{ address: chain.players[0]!.address, verificationHash: '0x', total: 'ten' }] },
        'votes[0].total must be wei as a decimal string',
      ],
      [{ block: 'latest', votes: [] }, 'block must be a block number'],
      [
        { block: Number(await chain.devnet.client.getBlockNumber({ cacheTime: 0 })) + 100, votes: [] },
        'Invalid snapshot',
      ],
    ];
    for (const [body, error] of cases) {
      const answer = await fetch(`${hub.url}/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(answer.status, error).toBe(400);
      expect(answer.statusText).toBe('Bad Request');
      expect(await answer.json()).toEqual({ error });
    }
  });
});

describe('paging', () => {
  // A hub of its own on the same chain, so only these proposals are listed: on Postgres when it is
  // installed (the other tests run on PGlite), so both engines run the voting migration and queries.
  let pagingHub: Hub;
  let postgres: PostgresServer | undefined;
  const ids: Record<string, Hex> = {};
  beforeAll(async () => {
    const postgresBin = findPostgresBin();
    postgres = postgresBin ? await startPostgres(postgresBin) : undefined;
    pagingHub = await startHub({
      databaseUrl: postgres?.databaseUrl,
      port: 0,
      rpcUrl: chain.rpcUrl,
      deploymentsDir: chain.deploymentsDir,
      voting: { admins: [chain.deployer.address] },
    });
    const now = nowSeconds();
    const community = chain.players[0]!;
    // key, author, start and end relative to now (hours)
    const plans: [string, typeof community, number, number][] = [
      ['closedOld', chain.deployer, -72, -48],
      ['closedNew', community, -30, -2],
      ['active', chain.deployer, -1, 24],
      ['activeCommunity', community, -1, 48],
      ['pending', chain.deployer, 24, 96],
    ];
    for (const [key, author, start, end] of plans) {
      const at = now + start * 3600 - 60;
      const message = draft(author, { start: BigInt(now + start * 3600), end: BigInt(now + end * 3600) }, at);
      ids[key] = (
        await pagingHub.voting.publishProposal(await signProposal(author, chain.chainId, message), { now: at })
      ).id as Hex;
    }
  });
  afterAll(async () => {
    await pagingHub?.stop();
    await postgres?.stop();
  });
  const list = async (query: string) =>
    ((await get(`${pagingHub.url}/api/voting/proposals${query}`)).body.proposals as { id: Hex }[]).map((p) => p.id);

  it('lists proposals newest end first, filtered and paged', async () => {
    expect(await list('?first=100')).toEqual([
      ids.pending,
      ids.activeCommunity,
      ids.active,
      ids.closedNew,
      ids.closedOld,
    ]);
    expect(await list('')).toHaveLength(5);
    expect(await list('?first=2&skip=1')).toEqual([ids.activeCommunity, ids.active]);
    expect(await list('?state=active')).toEqual([ids.activeCommunity, ids.active]);
    expect(await list('?state=pending&space=flaskswap')).toEqual([ids.pending]);
    expect(await list('?state=closed&type=core')).toEqual([ids.closedOld]);
    expect(await list('?type=community')).toEqual([ids.activeCommunity, ids.closedNew]);
    expect(await list('?first=2&skip=4')).toEqual([ids.closedOld]);
    expect(await list('?skip=5')).toEqual([]);
    for (const query of ['?first=101', '?first=-1', '?skip=x', '?state=open', '?type=team', '?space=other']) {
      expect((await get(`${pagingHub.url}/api/voting/proposals${query}`)).status, query).toBe(400);
    }
  });

  it('pages votes newest first until an empty page', async () => {
    const voters = chain.players.slice(0, 5);
    const now = nowSeconds();
    for (const [index, voter] of voters.entries()) {
      const at = now - 600 + index * 10; // distinct times: the order is known
      const signed = await signVote(voter, chain.chainId, {
        proposal: ids.active!,
        choice: 1 + (index % 2),
        timestamp: BigInt(at),
      });
      await pagingHub.voting.castVote(signed, { now: at });
    }
    const seen: string[] = [];
    for (let skip = 0; ; skip += 2) {
      const page = (await get(`${pagingHub.url}/api/voting/proposals/${ids.active}/votes?first=2&skip=${skip}`)).body
        .votes as { voter: string }[];
      if (page.length === 0) break;
      seen.push(...page.map((v) => v.voter));
    }
    expect(seen).toEqual(voters.map((v) => v.address).reverse());
    expect((await get(`${pagingHub.url}/api/voting/proposals/${ids.active}`)).body.votes).toBe(5);
    expect((await get(`${pagingHub.url}/api/voting/proposals/${ids.active}/votes?first=1001`)).status).toBe(400);
  });
});

/** Another hub on the file's chain (through `rpcUrl` when given) with these limits. */
const startLimitedHub = (rateLimits: HubRateLimits, rpcUrl = chain.rpcUrl) =>
  startHub({
    port: 0,
    rpcUrl,
    deploymentsDir: chain.deploymentsDir,
    rateLimits,
    voting: { admins: [chain.deployer.address] },
  });

describe('rate limits', () => {
  let limitedHub: Hub;
  beforeAll(async () => {
    limitedHub = await startLimitedHub({ perAddress: 1, perIp: 3, windowMs: 60_000 });
  });
  afterAll(async () => {
    await limitedHub?.stop();
  });

  it('limits POSTs per address once signed, and per IP first', async () => {
    const url = `${limitedHub.url}/api/voting/proposals`;
    const sign = async () => signProposal(chain.deployer, chain.chainId, draft());
    expect((await post(url, await sign())).status).toBe(201);
    const limited = await post(url, await sign());
    expect(limited).toMatchObject({ status: 429, body: { error: 'Too many requests: try again in a minute' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(url, 'not json')).status).toBe(400); // the IP's third POST
    expect((await post(url, 'not json')).status).toBe(429); // its fourth
  });
});

describe('abuse', () => {
  let abuseHub: Hub;
  let proxy: RpcProxy;
  /** A proposal open on abuseHub, its snapshot captured. */
  let openProposal: Hex;
  const abuseApi = (path: string) => `${abuseHub.url}/api/voting${path}`;
  beforeAll(async () => {
    // Through a proxy that can take the chain away, as a node going down would.
    proxy = new RpcProxy(0, Number(new URL(chain.rpcUrl).port));
    await proxy.listen();
    abuseHub = await startLimitedHub({ perAddress: 2, perIp: 1000, windowMs: 60_000 }, proxy.url);
  });
  afterAll(async () => {
    await abuseHub?.stop();
    await proxy?.close();
  });

  it("a replayed public message does not use up its signer's limit; only accepted writes count", async () => {
    const author = chain.deployer;
    const first = await signProposal(author, chain.chainId, draft(author));
    expect((await post(abuseApi('/proposals'), first)).status).toBe(201);
    // Anyone can read it back and send it again: refused, and the author's allowance stays.
    for (let i = 0; i < 5; i++) expect((await post(abuseApi('/proposals'), first)).status).toBe(409);
    const second = await post(abuseApi('/proposals'), await signProposal(author, chain.chainId, draft(author)));
    expect(second.status).toBe(201);
    openProposal = second.body.id;
    const votes = await Promise.all(
      Array.from({ length: 10 }, () =>
        signVote(chain.players[3]!, chain.chainId, { proposal: second.body.id, choice: 1 }).then((vote) =>
          post(abuseApi('/votes'), vote),
        ),
      ),
    );
    // Ten different signed votes of one voter at once: exactly one is stored.
    expect(votes.filter((vote) => vote.status === 201)).toHaveLength(1);
    expect((await get(abuseApi(`/proposals/${second.body.id}`))).body.votes).toBe(1);
  });

  it('accepts the longest body the rules allow in any script, sent escaped', async () => {
    const escaped = (body: unknown) =>
      JSON.stringify(body).replace(
        /[\u0080-\uffff]/g,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    for (const body of ['漢'.repeat(PROPOSAL_BODY_MAX_LENGTH), '🧪'.repeat(PROPOSAL_BODY_MAX_LENGTH / 2)]) {
      const signed = await signProposal(chain.deployer, chain.chainId, draft(chain.deployer, { body }));
      expect((await post(api('/proposals'), escaped(signed))).status).toBe(201);
    }
  });

  it('caps the open proposals of a community author', async () => {
    const author = await chain.freshAccount(parseEther('10'));
    const latest = await chain.devnet.client.getBlockNumber({ cacheTime: 0 });
    for (let i = 0; i < 5; i++) expect((await publish(author, { snapshot: latest })).status).toBe(201);
    expect(await publish(author, { snapshot: latest })).toMatchObject({
      status: 403,
      body: { error: 'You already have 5 open proposals: publish another once one has ended' },
    });
  });

  it('answers 503 with a retry hint while the chain is down, never 401 or "Invalid snapshot"', async () => {
    const community = await signProposal(chain.players[4]!, chain.chainId, draft(chain.players[4]));
    const vote = await signVote(chain.players[5]!, chain.chainId, { proposal: openProposal, choice: 2 });
    proxy.goDown();
    try {
      for (const answer of [
        await post(abuseApi('/proposals'), community),
        await get(abuseApi(`/voting-power/${chain.players[5]!.address}`)),
        await post(`${abuseHub.url}/verify`, { votes: [] }),
      ]) {
        expect(answer.status).toBe(503);
        expect(answer.body.error).toMatch(/cannot reach the chain/);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // A vote needs no chain: its signature is an account's own, its power is in the snapshot's capture.
      expect((await post(abuseApi('/votes'), vote)).status).toBe(201);
    } finally {
      proxy.comeBack();
    }
  });

  it('bounds the voting power an IP reads: 1,000 addresses at a time, 429 past its budget', async () => {
    const votes = Array.from({ length: 1000 }, (_, i) => ({
      address: `0x${(i + 1).toString(16).padStart(40, '0')}`,
      verificationHash: '0x00',
      total: '0',
    }));
    // A hub of its own: its budget is this test's alone.
    const budgetHub = await startLimitedHub({ ...ROOMY_LIMITS, powerReadsPerIp: 2000 });
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, () => post(`${budgetHub.url}/verify`, { votes })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429, 429]);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // One budget for both routes that read voting power from the chain.
      expect((await get(`${budgetHub.url}/api/voting/voting-power/${zeroAddress}`)).status).toBe(429);
      expect((await post(`${budgetHub.url}/verify`, { votes: [...votes, ...votes] })).status).toBe(429);
    } finally {
      await budgetHub.stop();
    }
  });

  it('refuses a snapshot older than the recent window', async () => {
    await chain.devnet.client.request({ method: 'anvil_mine' as never, params: ['0x4b2'] as never });
    const latest = await chain.devnet.client.getBlockNumber({ cacheTime: 0 });
    expect(await publish(chain.deployer, { snapshot: latest - 1201n })).toMatchObject({
      status: 400,
      body: { error: 'The snapshot must be one of the latest 1200 blocks' },
    });
    // A block a second is mined meanwhile: the hub's latest is a little later than this test's.
    expect((await publish(chain.deployer, { snapshot: latest - 1190n })).status).toBe(201);
  });
});
