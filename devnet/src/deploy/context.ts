import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  type ContractConstructorArgs,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createWalletClient,
  getAddress,
  type Hex,
  publicActions,
  type TransactionReceipt,
} from 'viem';
import { sendAndWait } from '../kit/receipt.ts';
import { anvilActions } from '../kit/testClient.ts';
import type { Manifest } from '../manifest.ts';
import { devnetTransport } from '../transport.ts';

export function createDeployClient(rpcUrl: string, chain: Chain, account: Account) {
  // Not viem's 10 s timeout: on a loaded machine anvil can take longer to mine a seed's blocks.
  return createWalletClient({
    account,
    chain,
    transport: devnetTransport(rpcUrl, { retryCount: 0, timeout: 60_000 }),
  })
    .extend(publicActions)
    .extend(anvilActions);
}
export type DeployClient = ReturnType<typeof createDeployClient>;

export interface WriteRequest<TAbi extends Abi, TName extends ContractFunctionName<TAbi, 'nonpayable' | 'payable'>> {
  address: Address;
  abi: TAbi;
  functionName: TName;
  args?: ContractFunctionArgs<TAbi, 'nonpayable' | 'payable', TName>;
  value?: bigint;
  account?: Account;
}

/** What every domain's deploy and seed step receives: a client, the manifest being built, helpers. */
export class DeployContext {
  constructor(
    readonly client: DeployClient,
    readonly manifest: Manifest,
    readonly log: (message: string) => void = console.log,
  ) {}

  get chainId(): number {
    return this.manifest.chainId;
  }

  get deployer(): Address {
    return this.client.account.address;
  }

  contract(name: string): Address {
    const address = this.manifest.contracts[name];
    if (!address) throw new Error(`Contract ${name} is not deployed yet`);
    return address;
  }

  token(symbol: string): Address {
    const address = this.manifest.tokens[symbol];
    if (!address) throw new Error(`Token ${symbol} is not deployed yet`);
    return address;
  }

  /** Deploys a contract and records it in the manifest under `name`. */
  async deploy<const TAbi extends Abi>(
    name: string,
    params: { abi: TAbi; bytecode: Hex; args?: ContractConstructorArgs<TAbi>; token?: string },
  ): Promise<Address> {
    const hash = await this.client.deployContract({
      abi: params.abi as Abi,
      bytecode: params.bytecode,
      args: (params.args ?? []) as readonly unknown[],
    });
    const receipt = await this.confirm(hash, `deploy ${name}`);
    const address = receipt.contractAddress && getAddress(receipt.contractAddress);
    if (!address) throw new Error(`deploy ${name}: no contract address in receipt`);
    this.manifest.contracts[name] = address;
    if (params.token) this.manifest.tokens[params.token] = address;
    this.log(`  ${name.padEnd(24)} ${address}`);
    return address;
  }

  /** Sends a contract write from the deployer (or `account`) and waits for a successful receipt. */
  async write<const TAbi extends Abi, TName extends ContractFunctionName<TAbi, 'nonpayable' | 'payable'>>(
    request: WriteRequest<TAbi, TName>,
  ): Promise<TransactionReceipt> {
    const hash = await this.client.writeContract({
      ...request,
      account: request.account ?? this.client.account,
      chain: this.client.chain,
    } as unknown as Parameters<DeployClient['writeContract']>[0]);
    return this.confirm(hash, `${String(request.functionName)} on ${request.address}`);
  }

  async sendValue(to: Address, value: bigint): Promise<TransactionReceipt> {
    const hash = await this.client.sendTransaction({ to, value });
    return this.confirm(hash, `send value to ${to}`);
  }

  /** A batch of writes from `account` (the deployer by default), each allowed `gas`: see WriteBatch. */
  batch(account: Account = this.client.account, gas: bigint = BATCH_GAS_LIMIT): WriteBatch {
    return new WriteBatch(this, account, gas);
  }

  async confirm(hash: Hex, what: string): Promise<TransactionReceipt> {
    return sendAndWait(this.client, hash, { label: `${what} (${hash})` });
  }
}

/** Gas each batched write may use: none is estimated, since it may depend on a write not mined yet. */
const BATCH_GAS_LIMIT = 1_000_000n;

/**
 * Writes sent back to back with consecutive nonces, without waiting for each to be mined (they land
 * in the order sent); `done` waits for them all and fails on the first that reverted. Saves a gas
 * estimate and a receipt wait per write: for a step's many small configuration calls and the seeds.
 * The nonces are counted here: a node asked for the next one while it mines the previous write can
 * answer that write's nonce again, and the second transaction with it is dropped once the first lands.
 */
export class WriteBatch {
  private nonce: number | undefined;
  private fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | undefined;
  private readonly sent: { hash: Hex; what: string }[] = [];

  constructor(
    private readonly ctx: DeployContext,
    readonly account: Account,
    private readonly gas: bigint,
  ) {}

  async write<const TAbi extends Abi, TName extends ContractFunctionName<TAbi, 'nonpayable' | 'payable'>>(
    request: Omit<WriteRequest<TAbi, TName>, 'account'>,
  ): Promise<void> {
    const { client } = this.ctx;
    this.nonce ??= await client.getTransactionCount({ address: this.account.address, blockTag: 'pending' });
    this.fees ??= await client.estimateFeesPerGas();
    const hash = await client.writeContract({
      ...request,
      ...this.fees,
      account: this.account,
      chain: client.chain,
      nonce: this.nonce,
      gas: this.gas,
    } as unknown as Parameters<DeployClient['writeContract']>[0]);
    this.nonce += 1;
    this.sent.push({ hash, what: `${String(request.functionName)} on ${request.address}` });
  }

  async done(): Promise<TransactionReceipt[]> {
    const receipts: TransactionReceipt[] = [];
    for (const { hash, what } of this.sent.splice(0)) receipts.push(await this.ctx.confirm(hash, what));
    return receipts;
  }
}
