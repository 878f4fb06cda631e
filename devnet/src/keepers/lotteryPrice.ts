// The ticket price the lottery keeper (and the devnet seed) opens a round with: 5 USD of FLASK at
// the FLASK/BUSD pair's price (SPEC.md §9).
import { flaskFactoryAbi, flaskPairAbi } from '@flaskswap/contracts';
import { flaskForUsd, TICKET_PRICE_USD } from '@flaskswap/sdk';
import { type Address, erc20Abi, type PublicClient, parseEther, zeroAddress } from 'viem';
import type { Manifest } from '../manifest.ts';

/** A public client, or a deploy client (a wallet client with public actions). */
type PriceReader = Pick<PublicClient, 'readContract'>;

/** USD per FLASK (18 decimals) from the FLASK/BUSD pair's reserves; BUSD counts as one dollar. */
export async function flaskUsdPrice(client: PriceReader, manifest: Manifest): Promise<bigint> {
  const factory = manifest.contracts.FlaskFactory;
  const flask = manifest.tokens.FLASK;
  const busd = manifest.tokens.BUSD;
  if (!factory || !flask || !busd) throw new Error('the manifest has no FlaskFactory, FLASK or BUSD');
  const pair = await client.readContract({
    address: factory,
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [flask, busd],
  });
  if (pair === zeroAddress) throw new Error('there is no FLASK/BUSD pair');
  const [reserve0, reserve1] = await client.readContract({
    address: pair,
    abi: flaskPairAbi,
    functionName: 'getReserves',
  });
  const flaskIsToken0 = flask.toLowerCase() < busd.toLowerCase();
  const [flaskReserve, busdReserve] = flaskIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0];
  if (flaskReserve === 0n) throw new Error('the FLASK/BUSD pair is empty');
  const decimals = (token: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' });
  const [flaskDecimals, busdDecimals] = await Promise.all([decimals(flask), decimals(busd)]);
  // USD (18 decimals) per whole FLASK.
  return (BigInt(busdReserve) * 10n ** BigInt(18 + flaskDecimals - busdDecimals)) / BigInt(flaskReserve);
}

/** FLASK (wei) worth TICKET_PRICE_USD now. */
export async function ticketPriceInFlask(client: PriceReader, manifest: Manifest): Promise<bigint> {
  return flaskForUsd(parseEther(String(TICKET_PRICE_USD)), await flaskUsdPrice(client, manifest));
}
