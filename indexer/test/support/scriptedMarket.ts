// A scripted market on a test devnet: swaps both ways on several pairs, a swap routed through
// two pairs, liquidity added, partly removed and passed on, spread over three chain hours.
import { flaskFactoryAbi, flaskPairAbi, flaskRouterAbi } from '@flaskswap/contracts';
import { devnetTransport, passTime, playerAccounts, sendAndWait, type TestDevnet } from '@flaskswap/devnet';
import { type Account, type Address, createWalletClient, erc20Abi, type Hex, maxUint256, parseUnits } from 'viem';

const HOUR = 3600;

export interface ScriptedMarket {
  /** Every transaction the script sent, in order. */
  txHashes: Hex[];
  /** The accounts that traded. */
  traders: Address[];
}

export async function runScriptedMarket(devnet: TestDevnet): Promise<ScriptedMarket> {
  const { client, manifest } = devnet;
  const router = manifest.contracts.FlaskRouter!;
  const factory = manifest.contracts.FlaskFactory!;
  const token = (symbol: string) => manifest.tokens[symbol]! as Address;
  const txHashes: Hex[] = [];
  const traders = playerAccounts.slice(0, 4);
  const wallets = traders.map((account) =>
    createWalletClient({ account, chain: devnet.chain, transport: devnetTransport(devnet.anvil.rpcUrl) }),
  );
  const send = async (hash: Promise<Hex>) => {
    const receipt = await sendAndWait(client, hash, { label: 'scripted transaction' });
    txHashes.push(receipt.transactionHash);
    return receipt;
  };
  const deadline = async () => (await client.getBlock()).timestamp + BigInt(HOUR);
  const approve = (wallet: (typeof wallets)[number], address: Address) =>
    send(wallet.writeContract({ address, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }));
  const swap = async (wallet: (typeof wallets)[number], path: string[], amount: string) => {
    const from = path[0]!;
    const decimals = from === 'DOGE' ? 8 : 18;
    return send(
      wallet.writeContract({
        address: router,
        abi: flaskRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits(amount, decimals), 0n, path.map(token), wallet.account.address, await deadline()],
      }),
    );
  };
  const pairOf = (a: string, b: string) =>
    client.readContract({
      address: factory,
      abi: flaskFactoryAbi,
      functionName: 'getPair',
      args: [token(a), token(b)],
    });
  const nextHour = async () => {
    await passTime(client, HOUR);
  };

  const [alice, bob, carol, dave] = wallets as [
    (typeof wallets)[number],
    (typeof wallets)[number],
    (typeof wallets)[number],
    (typeof wallets)[number],
  ];
  for (const [wallet, symbols] of [
    [alice, ['FLASK', 'BUSD']],
    [bob, ['WBNB', 'ETH', 'USDT', 'BUSD']],
    [carol, ['DOT', 'BUSD']],
  ] as const) {
    for (const symbol of symbols) await approve(wallet, token(symbol));
  }
  await send(bob.sendTransaction({ to: token('WBNB'), value: parseUnits('20', 18) }));

  // Hour 1: both directions on FLASK-BUSD, and BNB for ETH.
  await swap(alice, ['BUSD', 'FLASK'], '2500');
  await swap(alice, ['FLASK', 'BUSD'], '120');
  await swap(bob, ['WBNB', 'ETH'], '3');
  await nextHour();

  // Hour 2: a routed swap (DOT → WBNB → BUSD), liquidity in, and the way back.
  await swap(carol, ['DOT', 'WBNB', 'BUSD'], '400');
  await swap(bob, ['ETH', 'WBNB'], '0.5');
  const usdtBusd = await pairOf('USDT', 'BUSD');
  await send(
    bob.writeContract({
      address: router,
      abi: flaskRouterAbi,
      functionName: 'addLiquidity',
      args: [
        token('USDT'),
        token('BUSD'),
        parseUnits('3000', 18),
        parseUnits('3000', 18),
        0n,
        0n,
        bob.account.address,
        await deadline(),
      ],
    }),
  );
  await swap(alice, ['BUSD', 'FLASK'], '700');
  await nextHour();

  // Hour 3: part of the liquidity removed, some LP passed to another account, more swaps.
  const lp = await client.readContract({
    address: usdtBusd,
    abi: flaskPairAbi,
    functionName: 'balanceOf',
    args: [bob.account.address],
  });
  await send(
    bob.writeContract({ address: usdtBusd, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
  );
  await send(
    bob.writeContract({
      address: router,
      abi: flaskRouterAbi,
      functionName: 'removeLiquidity',
      args: [token('USDT'), token('BUSD'), lp / 3n, 0n, 0n, bob.account.address, await deadline()],
    }),
  );
  await send(
    bob.writeContract({
      address: usdtBusd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [(dave.account as Account).address, lp / 4n],
    }),
  );
  await swap(bob, ['USDT', 'BUSD'], '150');
  await swap(carol, ['BUSD', 'WBNB', 'DOT'], '90');
  await swap(alice, ['FLASK', 'BUSD'], '55');
  return { txHashes, traders: traders.map((account) => account.address) };
}
