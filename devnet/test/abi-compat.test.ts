// FlaskSwap keeps Uniswap V2's ABIs so wallets, aggregators and bots work unchanged: checked
// here against the interfaces in @uniswap/v2-core and @uniswap/v2-periphery's npm build.
import { createRequire } from 'node:module';
import { flaskFactoryAbi, flaskPairAbi, flaskRouterAbi } from '@flaskswap/contracts';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

interface AbiParam {
  type: string;
  indexed?: boolean;
  components?: readonly AbiParam[];
}
interface AbiItem {
  type: string;
  name?: string;
  inputs?: readonly AbiParam[];
  outputs?: readonly AbiParam[];
  stateMutability?: string;
  anonymous?: boolean;
}

const uniswap = (path: string) => (require(path) as { abi: AbiItem[] }).abi;
const types = (params: readonly AbiParam[] = []) => params.map((p) => p.type).join(',');
/** view and pure are both read-only calls: interchangeable for a caller. */
const callKind = (mutability = 'nonpayable') => (mutability === 'pure' ? 'view' : mutability);
const functionSignature = (item: AbiItem) =>
  `${item.name}(${types(item.inputs)}) returns (${types(item.outputs)}) ${callKind(item.stateMutability)}`;
const eventSignature = (item: AbiItem) =>
  `${item.name}(${(item.inputs ?? []).map((p) => `${p.type}${p.indexed ? ' indexed' : ''}`).join(',')})`;

function signatures(abi: readonly AbiItem[], type: 'function' | 'event'): string[] {
  return abi
    .filter((item) => item.type === type)
    .map(type === 'function' ? functionSignature : eventSignature)
    .sort();
}

describe('ABI compatibility with Uniswap V2', () => {
  it('the router has exactly IUniswapV2Router02’s functions and signatures', () => {
    const canonical = uniswap('@uniswap/v2-periphery/build/IUniswapV2Router02.json');
    expect(signatures(flaskRouterAbi as readonly AbiItem[], 'function')).toEqual(signatures(canonical, 'function'));
    expect(canonical.filter((item) => item.type === 'function')).toHaveLength(24);
  });

  it('the router accepts BNB only where Uniswap’s router accepts ETH', () => {
    const canonical = uniswap('@uniswap/v2-periphery/build/UniswapV2Router02.json');
    const payable = (abi: readonly AbiItem[]) =>
      abi
        .filter((item) => item.stateMutability === 'payable')
        .map((item) => item.name ?? item.type)
        .sort();
    expect(payable(flaskRouterAbi as readonly AbiItem[])).toEqual(payable(canonical));
  });

  it('the pair has every IUniswapV2Pair function and event', () => {
    const canonical = uniswap('@uniswap/v2-core/build/IUniswapV2Pair.json');
    const ours = signatures(flaskPairAbi as readonly AbiItem[], 'function');
    // initialize(address,address) keeps its signature but is read-only: a pair's tokens are fixed
    // when the factory creates it, and calling it always reverts.
    const expected = signatures(canonical, 'function').map((sig) =>
      sig.startsWith('initialize(') ? sig.replace(/nonpayable$/, 'view') : sig,
    );
    for (const signature of expected) expect(ours).toContain(signature);
    expect(signatures(flaskPairAbi as readonly AbiItem[], 'event')).toEqual(signatures(canonical, 'event'));
  });

  it('the factory has every IUniswapV2Factory function and event', () => {
    const canonical = uniswap('@uniswap/v2-core/build/IUniswapV2Factory.json');
    const ours = flaskFactoryAbi as readonly AbiItem[];
    for (const signature of signatures(canonical, 'function'))
      expect(signatures(ours, 'function')).toContain(signature);
    for (const signature of signatures(canonical, 'event')) expect(signatures(ours, 'event')).toContain(signature);
    expect(signatures(ours, 'function')).toContain('INIT_CODE_PAIR_HASH() returns (bytes32) view');
  });
});
