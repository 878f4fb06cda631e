// The trading competition on a test devnet, played the way its users and its owner do: profile
// members register, the owner moves the status, traders swap BNB through the router.
import { flaskRouterAbi, flaskTradingCompetitionAbi } from '@flaskswap/contracts';
import { deployerAccount, devnetTransport, sendAndWait, type TestDevnet } from '@flaskswap/devnet';
import { COMPETITION_STATUSES, type CompetitionStatusName } from '@flaskswap/sdk';
import { type Account, type Address, createWalletClient, type Hex, parseEther } from 'viem';

export interface CompetitionPlay {
  /** The pairs the seed deployed the competition with, as manifest token symbols. */
  eligiblePairs: { address: Address; token0: string; token1: string }[];
  register(account: Account): Promise<bigint>;
  /** The owner moves the competition one step; resolves to the block it was mined in. */
  moveTo(status: CompetitionStatusName): Promise<bigint>;
  /** Swaps `bnb` BNB from `account` into `token` (a pair with WBNB); resolves to the tx hash. */
  swapBnbFor(account: Account, token: string, bnb: string): Promise<Hex>;
  /** The same two, sent and not awaited (for inOneBlock). */
  sendStatus(status: CompetitionStatusName): Promise<Hex>;
  sendSwap(account: Account, token: string, bnb: string): Promise<Hex>;
  /** Runs `send` and mines every transaction it sent in one block; resolves to that block. */
  inOneBlock(send: () => Promise<Hex[]>): Promise<bigint>;
  registeredCount(): Promise<bigint>;
}

export function competitionPlay(devnet: TestDevnet): CompetitionPlay {
  const { manifest } = devnet;
  const { client } = devnet;
  const competition = manifest.competition;
  if (!competition) throw new Error('the test devnet has no trading competition in its manifest');
  const router = manifest.contracts.FlaskRouter!;
  const token = (symbol: string) => manifest.tokens[symbol]! as Address;
  // Every transaction with a fixed gas limit: side by side, an estimate made before another
  // account's swap on the same pair can fall short of what the transaction needs when mined.
  const GAS = 1_000_000n;
  const wallet = (account: Account) =>
    createWalletClient({ account, chain: devnet.chain, transport: devnetTransport(devnet.anvil.rpcUrl) });
  const mined = async (hash: Hex) => (await sendAndWait(client, hash)).blockNumber;
  const sendStatus = (status: CompetitionStatusName) =>
    wallet(deployerAccount).writeContract({
      address: competition.address,
      abi: flaskTradingCompetitionAbi,
      functionName: 'updateCompetitionStatus',
      args: [COMPETITION_STATUSES.indexOf(status)],
      gas: GAS,
    });
  const sendSwap = async (account: Account, symbol: string, bnb: string) =>
    wallet(account).writeContract({
      address: router,
      abi: flaskRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [token('WBNB'), token(symbol)], account.address, (await client.getBlock()).timestamp + 3600n],
      value: parseEther(bnb),
      gas: GAS,
    });

  return {
    eligiblePairs: competition.eligiblePairs,
    sendStatus,
    sendSwap,
    register: async (account) =>
      mined(
        await wallet(account).writeContract({
          address: competition.address,
          abi: flaskTradingCompetitionAbi,
          functionName: 'register',
          gas: GAS,
        }),
      ),
    moveTo: async (status) => mined(await sendStatus(status)),
    async swapBnbFor(account, symbol, bnb) {
      const hash = await sendSwap(account, symbol, bnb);
      await mined(hash);
      return hash;
    },
    async inOneBlock(send) {
      // The devnet mines a block per transaction and one a second: both paused meanwhile.
      await client.setAutomine(false);
      await client.setIntervalMining({ interval: 0 });
      try {
        const hashes = await send();
        await client.mine({ blocks: 1 });
        const blocks = await Promise.all(hashes.map(mined));
        if (new Set(blocks).size !== 1) throw new Error(`mined in blocks ${blocks.join(', ')}, not one`);
        return blocks[0]!;
      } finally {
        await client.setIntervalMining({ interval: 1 });
        await client.setAutomine(true);
      }
    },
    registeredCount: () =>
      client.readContract({
        address: competition.address,
        abi: flaskTradingCompetitionAbi,
        functionName: 'registeredCount',
      }),
  };
}
