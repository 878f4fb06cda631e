// Yield benchmark: the JSON-RPC cost of /pools and /farms per refresh tick with a wallet
// connected and every pool loaded (target: ONE eth_call carrying one aggregate3 with every public
// and account read), and the gas of the yield writes on the devnet. Runs a fresh devnet and a
// production build exactly as the e2e suite does; writes bench/results/yield.json and yield.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Address, Hex } from 'viem';

process.env.E2E_RPC_PORT ??= '8661';
process.env.E2E_APP_PORT ??= '4661';
process.env.E2E_RUN_DIR ??= '/tmp/flaskswap-bench-yield';

const { APP_URL, RPC_URL, e2eRoot, runManifest } = await import('../support/env.ts');
const { installInjectedWallet } = await import('../support/injectedWallet.ts');
const { poolAddress } = await import('../support/poolsSupport.ts');
const { sendAs } = await import('../support/chain.ts');
const { chromiumLaunchOptions } = await import('../support/appStack.ts');
const { default: globalSetup } = await import('../global-setup.ts');
const { chromium } = await import('@playwright/test');
const { flaskVaultAbi, masterChefAbi, multicall3Abi, smartChefAbi, smartChefNativeAbi } = await import(
  '@flaskswap/contracts'
);
const { devnetAccounts, devnetChain, devnetTestClient } = await import('@flaskswap/devnet');
const viem = await import('viem');
const { decodeFunctionData, erc20Abi, formatEther, maxUint256, parseEther } = viem;

const MULTICALL3 = '0xca11bde05977b3631167028862be2a173976ca11';
const FAST_TICK_MS = 10_000;
const TICKS = 3;
// Devnet player #3: a farm, the vault, a pool at its limit and a finished pool (devnet/src/deploy/yield.ts).
const VIEWER = devnetAccounts[3]!.address;

interface RpcRequest {
  at: number;
  methods: string[];
  /** Inner calls per multicall for each eth_call to Multicall3 (viem may merge two into one). */
  multicalls: number[][];
}

/** Calls inside an eth_call to Multicall3: aggregate3 of reads, or of other aggregate3 batches. */
function multicallSizes(data: Hex): number[] {
  try {
    const outer = decodeFunctionData({ abi: multicall3Abi, data });
    if (outer.functionName !== 'aggregate3') return [];
    const calls = outer.args[0] as readonly { target: Address; callData: Hex }[];
    const nested = calls.filter(
      (call) => call.target.toLowerCase() === MULTICALL3 && call.callData.startsWith('0x82ad56cb'),
    );
    if (nested.length === 0) return [calls.length];
    return nested.map(
      (call) => (decodeFunctionData({ abi: multicall3Abi, data: call.callData }).args[0] as unknown[]).length,
    );
  } catch {
    return [];
  }
}

async function measurePage(path: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // tsx keeps function names with a helper the page does not have.
  await page.addInitScript('window.__name = (f) => f;');
  await page.addInitScript(installInjectedWallet, {
    rpcUrl: RPC_URL,
    address: VIEWER,
    chainId: 31337,
    knownChainIds: [31337],
  });
  const requests: RpcRequest[] = [];
  let counting = false;
  const started = Date.now();
  page.on('request', (request) => {
    if (!counting || !request.url().startsWith(RPC_URL)) return;
    const body = JSON.parse(request.postData() ?? '[]') as unknown;
    const calls = (Array.isArray(body) ? body : [body]) as { method: string; params?: { to?: string; data?: Hex }[] }[];
    requests.push({
      at: Date.now() - started,
      methods: calls.map((call) => call.method),
      multicalls: calls
        .filter((call) => call.method === 'eth_call' && call.params?.[0]?.to?.toLowerCase() === MULTICALL3)
        .map((call) => multicallSizes(call.params![0]!.data!)),
    });
  });
  await page.goto(`${APP_URL}${path}`);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('button', { name: 'E2E Wallet' }).click();
  const rows = page.getByTestId(path === '/pools' ? 'pool-row' : 'farm-row');
  await rows.first().waitFor();
  // Every pool loaded: scroll to the end of the list until no more rows come.
  for (let previous = -1; previous !== (await rows.count()); ) {
    previous = await rows.count();
    await page.getByRole('button', { name: /To Top/ }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
  }
  const rowCount = await rows.count();
  await page.waitForTimeout(2_000);
  counting = true;
  const windowStart = Date.now() - started;
  await page.waitForTimeout(TICKS * FAST_TICK_MS + 500);
  counting = false;
  await browser.close();

  const methodCounts: Record<string, number> = {};
  for (const request of requests)
    for (const method of request.methods) methodCounts[method] = (methodCounts[method] ?? 0) + 1;
  const reads = requests.filter((request) => request.methods.includes('eth_call'));
  const ethCalls = methodCounts.eth_call ?? 0;
  return {
    path,
    rowsLoaded: rowCount,
    windowMs: TICKS * FAST_TICK_MS + 500,
    ticks: TICKS,
    httpRequests: requests.length,
    jsonRpcCalls: Object.values(methodCounts).reduce((sum, n) => sum + n, 0),
    methods: methodCounts,
    ethCallsPerTick: ethCalls / TICKS,
    readRequestsPerTick: reads.length / TICKS,
    multicallsPerTick: reads.flatMap((request) => request.multicalls.flat()).length / TICKS,
    callsPerMulticall: [...new Set(reads.flatMap((request) => request.multicalls.flat()))].sort((a, b) => b - a),
    eventsMs: requests.map((request) => ({ at: request.at - windowStart, methods: request.methods })),
  };
}

/** Amounts (tokens, LP, shares: all 18 decimals) in units of 1e18 ('100e18'), small numbers as they are. */
function showArg(value: unknown): string {
  if (typeof value !== 'bigint' || value < 10n ** 12n) return String(value);
  return `${Number(formatEther(value)).toLocaleString('en-US', { maximumFractionDigits: 4 })}e18`;
}

async function measureGas() {
  const manifest = runManifest();
  const chain = devnetChain(RPC_URL);
  const client = devnetTestClient(RPC_URL, chain);
  const chef = manifest.contracts.MasterChef!;
  const vault = manifest.contracts.FlaskVault!;
  const flask = manifest.tokens.FLASK!;
  const ethPool = poolAddress(manifest, 'FLASK', 'ETH');
  const bnbPool = poolAddress(manifest, 'BNB', 'TWT');
  const results: { operation: string; call: string; gasUsed: number; fixedGasLimit?: number }[] = [];
  const mine = (blocks: number) => client.mine({ blocks });

  async function send(
    account: Address,
    request: Parameters<typeof sendAs>[2],
    label?: { operation: string; fixedGasLimit?: number },
  ) {
    const receipt = await sendAs(client, account, request, 2_000_000n);
    if (label)
      results.push({
        operation: label.operation,
        call: `${request.functionName}(${(request.args ?? []).map(showArg).join(', ')})`,
        gasUsed: Number(receipt.gasUsed),
        fixedGasLimit: label.fixedGasLimit,
      });
  }

  const POOL = 200_000;
  const VAULT = 380_000;
  const user = devnetAccounts[6]!.address; // player #6: FLASK in the wallet (and 500 already in pool 0)
  // Pool 0 (MasterChef enterStaking / leaveStaking).
  await send(user, { address: flask, abi: erc20Abi, functionName: 'approve', args: [chef, maxUint256] });
  await send(
    user,
    { address: chef, abi: masterChefAbi, functionName: 'enterStaking', args: [parseEther('100')] },
    { operation: 'pool 0 stake', fixedGasLimit: POOL },
  );
  await mine(5);
  await send(
    user,
    { address: chef, abi: masterChefAbi, functionName: 'leaveStaking', args: [0n] },
    { operation: 'pool 0 harvest', fixedGasLimit: POOL },
  );
  await mine(5);
  const pending = await client.readContract({
    address: chef,
    abi: masterChefAbi,
    functionName: 'pendingFlask',
    args: [0n, user],
  });
  await send(
    user,
    { address: chef, abi: masterChefAbi, functionName: 'enterStaking', args: [pending] },
    { operation: 'pool 0 compound', fixedGasLimit: POOL },
  );
  await send(
    user,
    { address: chef, abi: masterChefAbi, functionName: 'leaveStaking', args: [parseEther('50')] },
    { operation: 'pool 0 unstake', fixedGasLimit: POOL },
  );
  // A SmartChef pool (FLASK → ETH).
  await send(user, { address: flask, abi: erc20Abi, functionName: 'approve', args: [ethPool, maxUint256] });
  await send(
    user,
    { address: ethPool, abi: smartChefAbi, functionName: 'deposit', args: [parseEther('100')] },
    { operation: 'SmartChef stake', fixedGasLimit: POOL },
  );
  await mine(5);
  await send(
    user,
    { address: ethPool, abi: smartChefAbi, functionName: 'deposit', args: [0n] },
    { operation: 'SmartChef harvest', fixedGasLimit: POOL },
  );
  await send(
    user,
    { address: ethPool, abi: smartChefAbi, functionName: 'withdraw', args: [parseEther('50')] },
    { operation: 'SmartChef unstake', fixedGasLimit: POOL },
  );
  // The BNB pool.
  await send(
    user,
    {
      address: bnbPool,
      abi: smartChefNativeAbi,
      functionName: 'deposit',
      args: [parseEther('1')],
      value: parseEther('1'),
    },
    { operation: 'BNB pool stake', fixedGasLimit: POOL },
  );
  await mine(5);
  await send(
    user,
    { address: bnbPool, abi: smartChefNativeAbi, functionName: 'withdraw', args: [parseEther('0.5')] },
    { operation: 'BNB pool unstake', fixedGasLimit: POOL },
  );
  // A farm (player #1 holds FLASK-BNB LP, pid 1, already approved by the seed).
  const farmer = devnetAccounts[1]!.address;
  const [lp] = await client.readContract({ address: chef, abi: masterChefAbi, functionName: 'poolInfo', args: [1n] });
  const lpBalance = await client.readContract({
    address: lp,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [farmer],
  });
  await send(
    farmer,
    { address: chef, abi: masterChefAbi, functionName: 'deposit', args: [1n, lpBalance / 2n] },
    { operation: 'farm stake' },
  );
  await mine(5);
  await send(
    farmer,
    { address: chef, abi: masterChefAbi, functionName: 'deposit', args: [1n, 0n] },
    { operation: 'farm harvest' },
  );
  await send(
    farmer,
    { address: chef, abi: masterChefAbi, functionName: 'withdraw', args: [1n, lpBalance / 4n] },
    { operation: 'farm unstake' },
  );
  // The vault.
  await send(user, { address: flask, abi: erc20Abi, functionName: 'approve', args: [vault, maxUint256] });
  await send(
    user,
    { address: vault, abi: flaskVaultAbi, functionName: 'deposit', args: [parseEther('100')] },
    { operation: 'vault deposit', fixedGasLimit: VAULT },
  );
  await mine(10);
  await send(
    devnetAccounts[5]!.address,
    { address: vault, abi: flaskVaultAbi, functionName: 'harvest' },
    { operation: 'vault harvest (bounty)', fixedGasLimit: VAULT },
  );
  const [shares] = await client.readContract({
    address: vault,
    abi: flaskVaultAbi,
    functionName: 'userInfo',
    args: [user],
  });
  await send(
    user,
    { address: vault, abi: flaskVaultAbi, functionName: 'withdraw', args: [shares / 2n] },
    { operation: 'vault withdraw (inside fee period)', fixedGasLimit: VAULT },
  );
  await client.increaseTime({ seconds: 72 * 3600 + 60 });
  await send(
    user,
    { address: vault, abi: flaskVaultAbi, functionName: 'withdrawAll' },
    { operation: 'vault withdrawAll (after fee period)', fixedGasLimit: VAULT },
  );
  return results;
}

const teardown = await globalSetup();
try {
  const pages = [await measurePage('/pools'), await measurePage('/farms')];
  const gas = await measureGas();
  const results = {
    generatedAt: new Date().toISOString(),
    target: { ethCallsPerTick: 1, aggregate3PerTick: 1 },
    pages,
    gas,
  };
  const dir = join(e2eRoot, '..', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'yield.json'), `${JSON.stringify(results, null, 2)}\n`);
  const num = (n: number) => n.toLocaleString('en-US');
  const md = [
    '# Yield: RPC requests per refresh tick and gas',
    '',
    `Production build on a fresh devnet, wallet connected (devnet player #3: a farm, the vault, a pool at its limit, a finished pool), every row loaded. Requests to the RPC counted with Playwright over ${TICKS} fast ticks (${TICKS * 10} s) after the page settled; JSON-RPC calls inside batched bodies are counted one by one.`,
    '',
    '| Page | Rows | eth_call per tick | HTTP requests with eth_call per tick | Multicall3 aggregate3 per tick (reads in each) | Other JSON-RPC in the window |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    ...pages.map((page) => {
      const others = Object.entries(page.methods)
        .filter(([method]) => method !== 'eth_call')
        .map(([method, n]) => `${method} × ${n}`)
        .join(', ');
      return `| ${page.path} | ${page.rowsLoaded} | ${page.ethCallsPerTick} | ${page.readRequestsPerTick} | ${page.multicallsPerTick} (${page.callsPerMulticall.join(', ')}) | ${others || '-'} |`;
    }),
    '',
    'Target: one eth_call per tick carrying one aggregate3. Every yield read of a page, public and the account’s, is one grouped read of the app’s read layer, shared by everything on it including the title’s FLASK price, so a tick costs one aggregate3 with every read. eth_blockNumber is the app clock’s block poll (every 6 s, SPEC.md section 7), not a page read.',
    '',
    '| Operation | Call | gasUsed | Fixed gas limit (SPEC.md section 7) |',
    '| --- | --- | ---: | ---: |',
    ...gas.map(
      (row) =>
        `| ${row.operation} | \`${row.call}\` | ${num(row.gasUsed)} | ${row.fixedGasLimit ? num(row.fixedGasLimit) : 'estimate + 10% + 60,000'} |`,
    ),
    '',
  ].join('\n');
  writeFileSync(join(dir, 'yield.md'), md);
  console.log(md);
} finally {
  await teardown();
}
process.exit(0);
