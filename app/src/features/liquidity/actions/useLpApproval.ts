import { flaskPairAbi } from '@flaskswap/contracts';
import { lpPermitTypedData, type PermitSignature, splitPermitSignature } from '@flaskswap/sdk';
import { useCallback, useState } from 'react';
import type { Address } from 'viem';
import { readContract } from 'viem/actions';
import { useActiveChain, useDeployment } from '@/chain/activeChain.ts';
import { useChainClient } from '@/chain/client.ts';
import { loadWalletConfig } from '@/chain/connection.ts';
import { useChainDeadline } from '@/chain/tx/deadline.ts';
import { isUserRejection } from '@/chain/tx/errors.ts';
import { type ApprovalState, type ApprovalTarget, useApproval } from '@/chain/useApproval.ts';

/** The LP token's EIP-712 domain name (contracts/src/amm/FlaskLPToken.sol: 'FlaskSwap LPs', version '1'). */
export const LP_PERMIT_DOMAIN_NAME = 'FlaskSwap LPs';

export interface LpApproval {
  /** APPROVED once the router may pull the LP: by allowance on chain or by a fresh signature. */
  state: ApprovalState;
  /** The signature to send with a *WithPermit call; undefined when the allowance suffices. */
  permit: PermitSignature | undefined;
  approve(): Promise<void>;
  /** Forget the signature (after it was used). */
  clear(): void;
}

/**
 * Lets the router pull the LP to burn: an EIP-2612 permit signature (no transaction), falling back
 * to an approve transaction when the wallet cannot sign typed data.
 */
export function useLpApproval(params: {
  pair: Address | undefined;
  liquidity: bigint | undefined;
  account: Address | undefined;
}): LpApproval {
  const router = useDeployment()?.contracts.FlaskRouter;
  return useLpPermitOrApproval({
    ...params,
    spender: router,
    domainName: LP_PERMIT_DOMAIN_NAME,
    symbol: 'FLASK-LP',
    canSign: true,
  });
}

/**
 * Lets `spender` pull `liquidity` of an LP token (FlaskSwap's or another exchange's): where the
 * token's permit can be signed (`canSign`), an EIP-2612 signature under `domainName`, falling back
 * to an approve transaction when the wallet cannot sign typed data; otherwise an approval.
 */
export function useLpPermitOrApproval(params: {
  pair: Address | undefined;
  liquidity: bigint | undefined;
  account: Address | undefined;
  spender: Address | undefined;
  domainName: string;
  symbol: string;
  canSign: boolean;
  knownAllowance?: ApprovalTarget['knownAllowance'];
}): LpApproval {
  const { pair, liquidity, account, spender, domainName, symbol, canSign, knownAllowance } = params;
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const getDeadline = useChainDeadline();
  const allowance = useApproval({ token: pair, spender, amount: liquidity, symbol, knownAllowance });
  const [signature, setSignature] = useState<PermitSignature>();
  // A signature covers one pair and one amount: changing either needs a new one.
  const permit = signature && signature.pair === pair && signature.value === liquidity ? signature : undefined;
  const { approve: approveOnChain } = allowance;

  const approve = useCallback(async () => {
    if (!pair || !spender || !account || !client || !liquidity) return;
    if (!canSign) {
      await approveOnChain();
      return;
    }
    try {
      const [nonce, deadline] = await Promise.all([
        readContract(client, { address: pair, abi: flaskPairAbi, functionName: 'nonces', args: [account] }),
        getDeadline(),
      ]);
      const request = {
        domainName,
        chainId: chain.id,
        pair,
        owner: account,
        spender,
        value: liquidity,
        nonce,
        deadline,
      };
      const { signTypedData } = await import('@/chain/lazyActions.ts');
      const signed = await signTypedData(await loadWalletConfig(), { account, ...lpPermitTypedData(request) });
      setSignature(splitPermitSignature(signed, request));
    } catch (error) {
      if (isUserRejection(error)) return;
      // The wallet cannot sign typed data (or the token refused): approve with a transaction.
      console.warn('Permit signature failed, approving instead', error);
      await approveOnChain();
    }
  }, [pair, spender, account, client, liquidity, canSign, getDeadline, domainName, chain.id, approveOnChain]);

  const clear = useCallback(() => setSignature(undefined), []);
  const onChain = allowance.state === 'APPROVED';
  return {
    state: onChain || permit ? 'APPROVED' : allowance.state,
    permit: onChain ? undefined : permit,
    approve,
    clear,
  };
}
