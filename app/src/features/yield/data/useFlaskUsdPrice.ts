import { useYieldMarket } from './useYieldMarket.ts';

/** FLASK in USD from the shared yield read (FLASK-BUSD, else through BNB); undefined until known. */
export function useFlaskUsdPrice(): number | undefined {
  return useYieldMarket().market?.flaskPriceUsd;
}
