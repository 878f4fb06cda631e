// Gas of the prediction's bettor and operator calls, as whole transactions on a bare anvil: the
// DevnetPriceFeed and FlaskPrediction deployed from their bytecode with SPEC.md §9's defaults,
// twelve rounds played first (alice always bull and winning, bob always bear) so every measured
// call meets the storage a long-running contract has. Every transaction starts with cold storage,
// as on a real chain. Writes bench/results/prediction.json and bench/results/prediction.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devnetPriceFeedAbi, flaskPredictionAbi } from '@flaskswap/contracts';
import { devnetPriceFeedBytecode, flaskPredictionBytecode } from '@flaskswap/contracts/bytecode';
import { type Abi, type Account, numberToHex, parseEther } from 'viem';
import { deployerAccount, playerAccounts } from '../src/accounts.ts';
import { oracleKeeperAccount, predictionOperatorAccount } from '../src/keepers/account.ts';
import { repoRoot } from '../src/manifest.ts';
import { startGasChain } from './gasChain.ts';

const PORT = Number(process.env.PREDICTION_GAS_BENCH_PORT ?? 8612);
const INTERVAL = 100n;
const BUFFER = 20n;
const MIN_BET = parseEther('0.001');
const REWARD_RATE = 97n;
const ORACLE_ALLOWANCE = 300n;
const PLAYED_ROUNDS = 12;

const { anvil, publicClient, rpc, send, deploy } = await startGasChain(PORT);
const player = (index: number): Account => playerAccounts[index]!;
const [alice, bob, carol, dave] = [player(0), player(1), player(2), player(3)];

try {
  for (const keeper of [predictionOperatorAccount, oracleKeeperAccount]) {
    await rpc('anvil_setBalance', [keeper.address, numberToHex(parseEther('100'))]);
  }
  let price = 600_0000_0000n; // $600, 8 decimals
  const feed = await deploy(devnetPriceFeedAbi, devnetPriceFeedBytecode, [
    8,
    'BNB / USD',
    price,
    oracleKeeperAccount.address,
  ]);
  const prediction = await deploy(flaskPredictionAbi, flaskPredictionBytecode, [
    feed,
    ORACLE_ALLOWANCE,
    REWARD_RATE,
    INTERVAL,
    BUFFER,
    MIN_BET,
    deployerAccount.address,
    predictionOperatorAccount.address,
    playerAccounts[8]!.address, // treasury
  ]);

  const at = { address: prediction, abi: flaskPredictionAbi as Abi };
  const bet = (account: Account, side: 'betBull' | 'betBear', epoch: bigint, value: bigint) =>
    send(account, { ...at, functionName: side, args: [epoch], value });
  const operate = (functionName: 'genesisStartRound' | 'genesisLockRound' | 'executeRound') =>
    send(predictionOperatorAccount, { ...at, functionName });
  const claim = (account: Account, epochs: bigint[]) => send(account, { ...at, functionName: 'claim', args: [epochs] });
  const currentEpoch = () => publicClient.readContract({ ...at, functionName: 'currentEpoch' }) as Promise<bigint>;

  /** Mines up to the current round's lock block, the last one with a new price: the operator's
   * lock or execute follows one block later (gas estimation runs on the latest block). */
  const reachLockWithNewPrice = async () => {
    const round = (await publicClient.readContract({
      ...at,
      functionName: 'rounds',
      args: [await currentEpoch()],
    })) as readonly (bigint | number | boolean)[];
    const lockBlock = BigInt(round[2] as number); // uint48: viem reads it as a number
    const head = await publicClient.getBlockNumber({ cacheTime: 0 });
    const blocks = lockBlock - head - 1n; // the submit mines one more
    if (blocks > 0n) await rpc('anvil_mine', [numberToHex(blocks), numberToHex(3)]);
    price += 1_0000_0000n; // up $1 every round: the bull side wins
    await send(oracleKeeperAccount, {
      address: feed,
      abi: devnetPriceFeedAbi as Abi,
      functionName: 'submit',
      args: [price],
    });
  };

  // Twelve played rounds, then round 14 open with a bet on each side already in it.
  await operate('genesisStartRound');
  for (let epoch = 1n; epoch <= BigInt(PLAYED_ROUNDS) + 1n; epoch++) {
    await bet(alice, 'betBull', epoch, parseEther('1'));
    await bet(bob, 'betBear', epoch, parseEther('1'));
    await reachLockWithNewPrice();
    await operate(epoch === 1n ? 'genesisLockRound' : 'executeRound');
  }
  const open = await currentEpoch();
  await bet(dave, 'betBull', open, parseEther('0.5'));
  await bet(bob, 'betBear', open, parseEther('0.5'));

  const rows: { operation: string; call: string; gasUsed: bigint }[] = [];
  rows.push({
    operation: 'betBull',
    call: `betBull(${open}), 1 BNB`,
    gasUsed: await bet(alice, 'betBull', open, parseEther('1')),
  });
  rows.push({
    operation: 'betBear',
    call: `betBear(${open}), 1 BNB`,
    gasUsed: await bet(carol, 'betBear', open, parseEther('1')),
  });
  rows.push({ operation: 'claim, 1 epoch', call: 'claim([1])', gasUsed: await claim(alice, [1n]) });
  const tenEpochs = Array.from({ length: 10 }, (_, i) => BigInt(i + 2));
  rows.push({ operation: 'claim, 10 epochs', call: 'claim([2..11])', gasUsed: await claim(alice, tenEpochs) });
  await reachLockWithNewPrice();
  rows.push({ operation: 'executeRound', call: 'executeRound()', gasUsed: await operate('executeRound') });
  const next = await currentEpoch();
  rows.push({
    operation: 'betBull, first bet of a round',
    call: `betBull(${next}), 1 BNB`,
    gasUsed: await bet(alice, 'betBull', next, parseEther('1')),
  });
  rows.push({
    operation: 'claimTreasury',
    call: 'claimTreasury()',
    gasUsed: await send(dave, { ...at, functionName: 'claimTreasury' }),
  });

  const outDir = join(repoRoot, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const json = {
    generatedAt: new Date().toISOString(),
    note:
      'gasUsed of whole transactions (21000 base and calldata included) on anvil, each a new transaction ' +
      '(cold storage). FlaskPrediction with SPEC.md section 9 defaults on a DevnetPriceFeed, after ' +
      `${PLAYED_ROUNDS} played rounds with bets on both sides.`,
    rows: rows.map((row) => ({ ...row, gasUsed: Number(row.gasUsed) })),
  };
  writeFileSync(join(outDir, 'prediction.json'), `${JSON.stringify(json, null, 2)}\n`);
  const fmt = (n: bigint) => Number(n).toLocaleString('en-US');
  const md = [
    '# Prediction: gas per call',
    '',
    'gasUsed of whole transactions on anvil (21 000 base and calldata included; every transaction',
    "starts with cold storage, as on a real chain). FlaskPrediction with SPEC.md section 9's defaults",
    `(100-block rounds, 20-block buffer, 0.001 BNB minimum, rewardRate 97) on a DevnetPriceFeed, after ${PLAYED_ROUNDS}`,
    'played rounds in which one bettor bet bull and won every round and another bet bear. The bets',
    'go into a round where both sides already have a bet, except the row that says otherwise;',
    'executeRound locks a round and ends one with bets on both sides and a treasury share already',
    'pending. Run with `npm run bench -- prediction` (devnet/bench/prediction-gas.ts).',
    '',
    '| Operation | Call | gasUsed |',
    '| --- | --- | ---: |',
    ...rows.map((row) => `| ${row.operation} | \`${row.call}\` | ${fmt(row.gasUsed)} |`),
    '',
  ].join('\n');
  writeFileSync(join(outDir, 'prediction.md'), md);
  console.log(md);
} finally {
  await anvil.stop();
}
process.exit(0); // viem's keep-alive sockets would keep the process alive
