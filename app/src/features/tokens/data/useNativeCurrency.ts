import { BSC_BASE_TOKEN_ADDRESSES, BSC_CHAIN_ID, NativeCurrency, Token } from '@flaskswap/sdk';
import { useActiveChain } from '@/chain/activeChain.ts';
import { getDeployment } from '@/chain/deployments.ts';

// One instance per chain, so components can compare currencies by identity.
const natives = new Map<number, NativeCurrency | null>();

/** BNB on `chainId`, routed through the chain's WBNB; null where WBNB is unknown. */
export function nativeCurrencyOf(chainId: number): NativeCurrency | null {
  const cached = natives.get(chainId);
  if (cached !== undefined) return cached;
  const wbnb =
    chainId === BSC_CHAIN_ID ? BSC_BASE_TOKEN_ADDRESSES.WBNB : (getDeployment(chainId)?.tokens.WBNB ?? undefined);
  const native = wbnb
    ? new NativeCurrency({
        wrapped: new Token({ chainId, address: wbnb, decimals: 18, symbol: 'WBNB', name: 'Wrapped BNB' }),
      })
    : null;
  natives.set(chainId, native);
  return native;
}

/**
 * BNB on the active chain. On a chain without WBNB in its manifest the coin still exists, so a
 * placeholder wrapped address keeps balances working while trading is unavailable.
 */
export function useNativeCurrency(): NativeCurrency {
  const { chain } = useActiveChain();
  return nativeCurrencyOf(chain.id) ?? placeholderNative(chain.id);
}

const placeholders = new Map<number, NativeCurrency>();
function placeholderNative(chainId: number): NativeCurrency {
  let native = placeholders.get(chainId);
  if (!native) {
    native = new NativeCurrency({
      wrapped: new Token({
        chainId,
        address: '0x0000000000000000000000000000000000000001',
        decimals: 18,
        symbol: 'WBNB',
        name: 'Wrapped BNB',
      }),
    });
    placeholders.set(chainId, native);
  }
  return native;
}
