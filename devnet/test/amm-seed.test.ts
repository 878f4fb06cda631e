// The devnet's AMM seed: a fresh devnet (port 8601 unless AMM_SEED_TEST_PORT says otherwise,
// manifest in a temporary DEPLOYMENTS_DIR) has the exchange deployed, pools at realistic prices,
// routes of two and three hops, and players holding every test token.
import {
  feeCollectorAbi,
  flaskFactoryAbi,
  flaskPairAbi,
  flaskRouterAbi,
  flaskSplitRouterAbi,
  pairInitCodeHash,
} from '@flaskswap/contracts';
import {
  type Address,
  createWalletClient,
  encodePacked,
  erc20Abi,
  formatUnits,
  getCreate2Address,
  http,
  keccak256,
  maxUint256,
  parseUnits,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount, playerAccounts } from '../src/accounts.ts';
import { SEED_PAIRS, SEED_TOKENS } from '../src/deploy/amm.seed.ts';
import { UNSUPPORTED_SEED_TOKEN } from '../src/deploy/amm.unsupported.ts';
import { sendAndWait } from '../src/kit/receipt.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';

const PORT = Number(process.env.AMM_SEED_TEST_PORT ?? 8601);

const USD: Record<string, number> = {
  WBNB: 300,
  FLASK: 10,
  ...Object.fromEntries(SEED_TOKENS.map((t) => [t.symbol, t.usd])),
};
const DECIMALS: Record<string, number> = {
  WBNB: 18,
  FLASK: 18,
  ...Object.fromEntries(SEED_TOKENS.map((t) => [t.symbol, t.decimals])),
};

let devnet: TestDevnet;
let client: TestDevnet['client'];
const token = (symbol: string) => devnet.manifest.tokens[symbol] as Address;

beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
  client = devnet.client;
});

afterAll(() => devnet?.stop());

/** Output of `amountIn` whole tokens along `symbols`, as a decimal number of the last token. */
async function quote(amountIn: number, symbols: string[]): Promise<number> {
  const first = symbols[0]!;
  const last = symbols[symbols.length - 1]!;
  const amounts = await client.readContract({
    address: devnet.manifest.contracts.FlaskRouter!,
    abi: flaskRouterAbi,
    functionName: 'getAmountsOut',
    args: [parseUnits(String(amountIn), DECIMALS[first]!), symbols.map(token)],
  });
  return Number(formatUnits(amounts[amounts.length - 1]!, DECIMALS[last]!));
}

async function pairOf(x: string, y: string): Promise<Address> {
  return client.readContract({
    address: devnet.manifest.contracts.FlaskFactory!,
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [token(x), token(y)],
  });
}

describe('devnet AMM seed', () => {
  it('deploys the factory, routers and fee collector with the protocol fee on', async () => {
    const { FlaskFactory, FlaskRouter, FlaskSplitRouter, FeeCollector } = devnet.manifest.contracts;
    expect(FlaskFactory && FlaskRouter && FlaskSplitRouter && FeeCollector).toBeTruthy();
    const read = (functionName: 'feeTo' | 'INIT_CODE_PAIR_HASH') =>
      client.readContract({ address: FlaskFactory!, abi: flaskFactoryAbi, functionName });
    expect(await read('feeTo')).toBe(FeeCollector);
    expect(await read('INIT_CODE_PAIR_HASH')).toBe(pairInitCodeHash);
    expect(await client.readContract({ address: FeeCollector!, abi: feeCollectorAbi, functionName: 'treasury' })).toBe(
      deployerAccount.address,
    );
    expect(await client.readContract({ address: FlaskRouter!, abi: flaskRouterAbi, functionName: 'WETH' })).toBe(
      token('WBNB'),
    );
    const split = (functionName: 'WETH' | 'factory') =>
      client.readContract({ address: FlaskSplitRouter!, abi: flaskSplitRouterAbi, functionName });
    expect(await split('WETH')).toBe(token('WBNB'));
    expect(await split('factory')).toBe(FlaskFactory);
  });

  it('records every test token by symbol, with its decimals, symbol and name', async () => {
    for (const seed of SEED_TOKENS) {
      const address = token(seed.symbol);
      expect(address, seed.symbol).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(await client.readContract({ address, abi: erc20Abi, functionName: 'symbol' })).toBe(seed.symbol);
      expect(await client.readContract({ address, abi: erc20Abi, functionName: 'decimals' })).toBe(seed.decimals);
      // The app's devnet token list reads these details from the manifest, not from the chain.
      expect(devnet.manifest.tokenDetails?.[seed.symbol]).toEqual({
        symbol: seed.symbol,
        name: seed.name,
        decimals: seed.decimals,
      });
    }
    expect(Object.keys(devnet.manifest.tokenDetails ?? {}).sort()).toEqual(Object.keys(devnet.manifest.tokens).sort());
    expect(SEED_TOKENS.some((t) => t.decimals !== 18)).toBe(true);
    expect(SEED_TOKENS.some((t) => t.transferFeeBps)).toBe(true);
  });

  it('seeds every pool at its USD price, at the CREATE2 address the SDK computes', async () => {
    for (const [x, y] of SEED_PAIRS) {
      const pair = await pairOf(x, y);
      const [a, b] = token(x).toLowerCase() < token(y).toLowerCase() ? [token(x), token(y)] : [token(y), token(x)];
      const expected = getCreate2Address({
        from: devnet.manifest.contracts.FlaskFactory!,
        salt: keccak256(encodePacked(['address', 'address'], [a, b])),
        bytecodeHash: pairInitCodeHash,
      });
      expect(pair, `${x}-${y}`).toBe(expected);
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: flaskPairAbi,
        functionName: 'getReserves',
      });
      const [reserveX, reserveY] = token(x) === a ? [reserve0, reserve1] : [reserve1, reserve0];
      const price = Number(formatUnits(reserveY, DECIMALS[y]!)) / Number(formatUnits(reserveX, DECIMALS[x]!));
      const tolerance = x === 'BURN' ? 0.03 : 0.001; // BURN lost its 2% transfer fee on the way in
      expect(Math.abs(price / (USD[x]! / USD[y]!) - 1), `${x}-${y} price`).toBeLessThan(tolerance);
    }
  });

  it('prices FLASK near $10 and BNB near $300', async () => {
    expect(await quote(1, ['FLASK', 'BUSD'])).toBeCloseTo(10, 0);
    expect(await quote(1, ['WBNB', 'BUSD'])).toBeCloseTo(300, -1);
    expect(await quote(1, ['WBNB', 'FLASK'])).toBeCloseTo(30, 0);
  });

  it('needs two and three hops for tokens paired with one other token', async () => {
    expect(await pairOf('DOT', 'BUSD')).toBe(zeroAddress);
    expect(await pairOf('LINK', 'BUSD')).toBe(zeroAddress);
    expect(await pairOf('LINK', 'WBNB')).toBe(zeroAddress);
    expect(await pairOf('SFP', 'WBNB')).toBe(zeroAddress);
    // Worth the USD value, less three 0.25% fees and a little price impact.
    const nearValue = async (amount: number, symbols: string[], usd: number) => {
      const out = (await quote(amount, symbols)) * USD[symbols[symbols.length - 1]!]!;
      expect(out / usd, symbols.join(' → ')).toBeGreaterThan(0.97);
      expect(out / usd, symbols.join(' → ')).toBeLessThan(1);
    };
    await nearValue(1, ['DOT', 'WBNB', 'BUSD'], 6);
    await nearValue(1, ['LINK', 'ETH', 'WBNB', 'BUSD'], 15);
    await nearValue(100, ['SFP', 'TWT', 'WBNB', 'BUSD'], 70);
    await nearValue(100, ['XRP', 'USDT', 'BUSD', 'FLASK'], 50);
  });

  it('gives every player every test token, and a player can trade three hops', async () => {
    for (const player of playerAccounts) {
      for (const seed of SEED_TOKENS) {
        const balance = await client.readContract({
          address: token(seed.symbol),
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [player.address],
        });
        expect(balance, `${seed.symbol} of ${player.address}`).toBe(parseUnits(String(seed.perPlayer), seed.decimals));
      }
    }
    const player = playerAccounts[4]!;
    const wallet = createWalletClient({ account: player, chain: devnet.chain, transport: http(devnet.anvil.rpcUrl) });
    const router = devnet.manifest.contracts.FlaskRouter!;
    const path = ['LINK', 'ETH', 'WBNB', 'BUSD'].map(token);
    const amountIn = parseUnits('10', 18);
    const [, , , minOut] = await client.readContract({
      address: router,
      abi: flaskRouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    });
    const approve = await wallet.writeContract({
      address: token('LINK'),
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    });
    await sendAndWait(client, approve);
    const hash = await wallet.writeContract({
      address: router,
      abi: flaskRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, minOut!, path, player.address, maxUint256],
    });
    await sendAndWait(client, hash);
    const busd = await client.readContract({
      address: token('BUSD'),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [player.address],
    });
    expect(busd).toBe(parseUnits('10000', 18) + minOut!);
  });

  it('lists one real token as unsupported, outside the offered tokens, and gives the players some', async () => {
    const [entry, ...others] = devnet.manifest.unsupportedTokens ?? [];
    expect(others).toEqual([]);
    const { perPlayer, ...info } = UNSUPPORTED_SEED_TOKEN;
    expect(entry).toEqual({ address: entry!.address, ...info });
    expect(Object.values(devnet.manifest.tokens)).not.toContain(entry!.address);
    const read = (functionName: 'symbol' | 'name' | 'decimals') =>
      client.readContract({ address: entry!.address, abi: erc20Abi, functionName });
    expect([await read('symbol'), await read('name'), await read('decimals')]).toEqual([
      info.symbol,
      info.name,
      info.decimals,
    ]);
    for (const player of playerAccounts) {
      const balance = await client.readContract({
        address: entry!.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [player.address],
      });
      expect(balance).toBe(parseUnits(String(perPlayer), info.decimals));
    }
  });
});
