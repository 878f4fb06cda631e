import { type LpPermitRequest, lpPermitTypedData } from '@flaskswap/sdk';

export { type PermitSignature, splitPermitSignature } from '@flaskswap/sdk';

/** The LP token's EIP-712 domain name (contracts/src/amm/FlaskLPToken.sol: 'FlaskSwap LPs', version '1'). */
export const LP_PERMIT_DOMAIN_NAME = 'FlaskSwap LPs';

export type PermitRequest = Omit<LpPermitRequest, 'domainName'>;

/** EIP-2612 typed data letting `spender` (the router) pull `value` FlaskSwap LP from `owner`. */
export function permitTypedData(request: PermitRequest) {
  return lpPermitTypedData({ domainName: LP_PERMIT_DOMAIN_NAME, ...request });
}
