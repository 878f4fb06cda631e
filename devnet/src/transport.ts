import { withGasMargin } from '@flaskswap/sdk';
import {
  type EIP1193RequestFn,
  type Hex,
  type HttpTransportConfig,
  hexToBigInt,
  http,
  numberToHex,
  type Transport,
} from 'viem';

/**
 * viem sends a local account's transaction with the bare estimate, which is exact only for the
 * block it ran against (a pair swapped earlier in the same second skips its price-accumulator
 * writes in the estimate and makes them when mined a second later): scripts take the app's margin.
 */
const withScriptMargin = (gas: Hex): Hex => numberToHex(withGasMargin(hexToBigInt(gas)));

/**
 * viem's http transport for scripts, tests and keepers writing to a devnet: every gas estimate
 * (eth_estimateGas, eth_fillTransaction) carries a margin, so writes viem estimates do not run out
 * of gas.
 */
export function devnetTransport(rpcUrl: string, config: HttpTransportConfig = {}): Transport {
  const base = http(rpcUrl, config);
  return (params) => {
    const transport = base(params);
    const request = (async (args, options) => {
      const result = await transport.request(args, options);
      if (args.method === 'eth_estimateGas') return withScriptMargin(result as Hex);
      // viem prepares a local account's transaction with eth_fillTransaction where the node has it (anvil does).
      if (args.method === 'eth_fillTransaction') {
        const filled = result as { tx?: { gas?: Hex } };
        if (filled.tx?.gas) return { ...filled, tx: { ...filled.tx, gas: withScriptMargin(filled.tx.gas) } };
      }
      return result;
    }) as EIP1193RequestFn;
    return { ...transport, request };
  };
}
