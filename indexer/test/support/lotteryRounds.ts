// Plays lottery rounds on a test devnet the way the lottery keeper does: the operator starts,
// injects, closes and draws; as the devnet coordinator's owner it fulfils the randomness request
// with a chosen word, so the winning number is known. Time moves with evm_increaseTime.
import { devnetVRFCoordinatorAbi, flaskLotteryAbi, flaskTokenAbi } from '@flaskswap/contracts';
import { devnetTransport, lotteryOperatorAccount, passTime, sendAndWait, type TestDevnet } from '@flaskswap/devnet';
import { DEFAULT_DISCOUNT_DIVISOR, DEFAULT_REWARDS_BREAKDOWN, DEFAULT_TREASURY_FEE } from '@flaskswap/sdk';
import {
  type Account,
  type Address,
  createWalletClient,
  type Hex,
  maxUint256,
  parseEther,
  type TransactionReceipt,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** Ticket numbers on chain: 1,000,000 + the six digits. */
export const ticket = (digits: string) => 1_000_000 + Number(digits);

export interface LotteryRounds {
  lottery: Address;
  coordinator: Address;
  flask: Address;
  /** The price the rounds started here charge per ticket (within the contract's bounds). */
  price: bigint;
  /** A new account with BNB for gas, `flask` FLASK and the lottery approved. */
  fundedAccount(flask?: string): Promise<Account>;
  currentLotteryId(): Promise<bigint>;
  /** Closes and draws the current round if it is still open or closed (as a running keeper would). */
  finishCurrent(digits?: string): Promise<void>;
  /** Starts a round lasting `seconds`; its id. */
  start(seconds?: number): Promise<bigint>;
  buy(account: Account, lotteryId: bigint, numbers: number[]): Promise<TransactionReceipt>;
  inject(lotteryId: bigint, flask: string): Promise<TransactionReceipt>;
  /** Moves past the round's end, closes it, fulfils its request with `digits` and draws. */
  closeAndDraw(lotteryId: bigint, digits: string): Promise<void>;
  claim(account: Account, lotteryId: bigint, ticketIds: bigint[], brackets: number[]): Promise<TransactionReceipt>;
  /** The account's tickets in a round from viewUserInfoForLotteryId: ids, numbers, claimed flags. */
  tickets(account: Address, lotteryId: bigint): Promise<{ id: bigint; number: number; claimed: boolean }[]>;
}

export async function lotteryRounds(devnet: TestDevnet): Promise<LotteryRounds> {
  const { chain, manifest } = devnet;
  const { client } = devnet;
  const transport = devnetTransport(devnet.anvil.rpcUrl);
  const wallet = (account: Account) => createWalletClient({ account, chain, transport });
  const operator = wallet(lotteryOperatorAccount);
  const flask = manifest.tokens.FLASK ?? manifest.contracts.FlaskToken;
  if (!flask) throw new Error('the devnet manifest has no FLASK');

  const confirm = (hash: Hex) => sendAndWait(client, hash, { label: `lottery transaction ${hash}` });
  const fund = (address: Address, bnb: string) => client.setBalance({ address, value: parseEther(bnb) });
  await fund(lotteryOperatorAccount.address, '100');

  const lottery = manifest.contracts.FlaskLottery;
  const coordinator = manifest.contracts.LotteryVrfCoordinator;
  if (!lottery || !coordinator) throw new Error('the devnet manifest has no FlaskLottery or LotteryVrfCoordinator');
  const read = <T>(functionName: string, args: readonly unknown[] = []) =>
    client.readContract({ address: lottery, abi: flaskLotteryAbi, functionName, args } as never) as Promise<T>;
  const [minPrice, maxPrice] = await Promise.all([
    read<bigint>('minPriceTicketInFlask'),
    read<bigint>('maxPriceTicketInFlask'),
  ]);
  // 2 FLASK a ticket, unless the deployment's bounds say otherwise.
  let price = parseEther('2');
  if (price < minPrice) price = minPrice;
  if (price > maxPrice) price = maxPrice;

  // FLASK comes from its minter (the MasterChef), impersonated: the seed's supply stays as it is.
  const minter = manifest.contracts.MasterChef!;
  await client.impersonateAccount({ address: minter });
  await fund(minter, '10');
  const mint = async (to: Address, amount: bigint) =>
    confirm(
      await createWalletClient({ account: minter, chain, transport }).writeContract({
        address: flask,
        abi: flaskTokenAbi,
        functionName: 'mint',
        args: [to, amount],
      }),
    );
  const approve = async (account: Account) =>
    confirm(
      await wallet(account).writeContract({
        address: flask,
        abi: flaskTokenAbi,
        functionName: 'approve',
        args: [lottery, maxUint256],
      }),
    );
  await mint(lotteryOperatorAccount.address, parseEther('100000'));
  await approve(lotteryOperatorAccount);

  const operate = async (functionName: string, args: readonly unknown[]) =>
    confirm(await operator.writeContract({ address: lottery, abi: flaskLotteryAbi, functionName, args } as never));
  const currentLotteryId = () => read<bigint>('currentLotteryId');
  const viewLottery = (lotteryId: bigint) => read<{ status: number; endTime: bigint }>('viewLottery', [lotteryId]);
  const now = async () => (await client.getBlock({ blockTag: 'latest' })).timestamp;
  const passTimeUntil = async (until: bigint) => {
    const seconds = until - (await now());
    await passTime(client, seconds > 0n ? seconds : 0n);
  };

  const close = async (lotteryId: bigint) => {
    await passTimeUntil((await viewLottery(lotteryId)).endTime);
    await operate('closeLottery', [lotteryId]);
  };
  const fulfilAndDraw = async (lotteryId: bigint, digits: string) => {
    const [requestId] = await read<[bigint, bigint]>('randomRequests', [lotteryId]);
    const [, , , fulfilled] = await client.readContract({
      address: coordinator,
      abi: devnetVRFCoordinatorAbi,
      functionName: 'requests',
      args: [requestId],
    });
    // A running keeper may have answered already (then the round draws with its number).
    if (!fulfilled)
      await confirm(
        await wallet(lotteryOperatorAccount).writeContract({
          address: coordinator,
          abi: devnetVRFCoordinatorAbi,
          functionName: 'fulfillRandomWords',
          args: [requestId, [BigInt(digits)]],
        }),
      );
    await operate('drawFinalNumberAndMakeLotteryClaimable', [lotteryId]);
  };

  return {
    lottery,
    coordinator,
    flask,
    price,
    async fundedAccount(flaskAmount = '1000') {
      const account = privateKeyToAccount(generatePrivateKey());
      await fund(account.address, '10');
      await mint(account.address, parseEther(flaskAmount));
      await approve(account);
      return account;
    },
    currentLotteryId,
    async finishCurrent(digits = '000000') {
      const id = await currentLotteryId();
      if (id === 0n) return;
      const { status } = await viewLottery(id);
      if (status === 1) await close(id);
      if (status === 1 || status === 2) await fulfilAndDraw(id, digits);
    },
    async start(seconds = 3600) {
      const end = (await now()) + BigInt(seconds);
      await operate('startLottery', [
        end,
        price,
        DEFAULT_DISCOUNT_DIVISOR,
        [...DEFAULT_REWARDS_BREAKDOWN],
        DEFAULT_TREASURY_FEE,
      ]);
      return currentLotteryId();
    },
    async buy(account, lotteryId, numbers) {
      const hash = await wallet(account).writeContract({
        address: lottery,
        abi: flaskLotteryAbi,
        functionName: 'buyTickets',
        args: [lotteryId, numbers],
      });
      return confirm(hash);
    },
    inject: (lotteryId, amount) => operate('injectFunds', [lotteryId, parseEther(amount)]),
    async closeAndDraw(lotteryId, digits) {
      await close(lotteryId);
      await fulfilAndDraw(lotteryId, digits);
    },
    async claim(account, lotteryId, ticketIds, brackets) {
      const hash = await wallet(account).writeContract({
        address: lottery,
        abi: flaskLotteryAbi,
        functionName: 'claimTickets',
        args: [lotteryId, ticketIds, brackets],
      });
      return confirm(hash);
    },
    async tickets(account, lotteryId) {
      const [ids, numbers, claimed] = await read<[readonly bigint[], readonly number[], readonly boolean[]]>(
        'viewUserInfoForLotteryId',
        [account, lotteryId, 0n, 2500n],
      );
      return ids.map((id, index) => ({ id, number: numbers[index]!, claimed: claimed[index]! }));
    },
  };
}
