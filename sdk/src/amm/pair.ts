import type { Token } from './currency.ts';
import { CurrencyAmount } from './currency-amount.ts';
import { InsufficientInputAmountError } from './errors.ts';
import { getAmountIn, getAmountOut } from './math.ts';
import { Price } from './price.ts';

/**
 * A pair's reserves at one moment. Swap quotes follow the contract (and reject what it would
 * reject: no liquidity, a zero output, an output at or above the reserve).
 */
export class Pair {
  readonly token0: Token;
  readonly token1: Token;
  readonly reserve0: CurrencyAmount<Token>;
  readonly reserve1: CurrencyAmount<Token>;

  constructor(amountA: CurrencyAmount<Token>, amountB: CurrencyAmount<Token>) {
    const [first, second] = amountA.currency.sortsBefore(amountB.currency) ? [amountA, amountB] : [amountB, amountA];
    this.token0 = first.currency;
    this.token1 = second.currency;
    this.reserve0 = first;
    this.reserve1 = second;
  }

  get chainId(): number {
    return this.token0.chainId;
  }

  involvesToken(token: Token): boolean {
    return token.equals(this.token0) || token.equals(this.token1);
  }

  /** The pair's other token. */
  otherToken(token: Token): Token {
    if (token.equals(this.token0)) return this.token1;
    if (token.equals(this.token1)) return this.token0;
    throw new Error('invalid currency');
  }

  reserveOf(token: Token): CurrencyAmount<Token> {
    if (token.equals(this.token0)) return this.reserve0;
    if (token.equals(this.token1)) return this.reserve1;
    throw new Error('invalid currency');
  }

  /** Mid price of token0 in token1 (reserve1 / reserve0). */
  get token0Price(): Price<Token, Token> {
    return Price.fromAmounts(this.reserve0, this.reserve1);
  }

  /** Mid price of token1 in token0 (reserve0 / reserve1). */
  get token1Price(): Price<Token, Token> {
    return Price.fromAmounts(this.reserve1, this.reserve0);
  }

  /** Mid price of `token` in the pair's other token. */
  priceOf(token: Token): Price<Token, Token> {
    return Price.fromAmounts(this.reserveOf(token), this.reserveOf(this.otherToken(token)));
  }

  /** What swapping `inputAmount` in returns; throws where the swap would get nothing. */
  getOutputAmount(inputAmount: CurrencyAmount<Token>): CurrencyAmount<Token> {
    const outputToken = this.otherToken(inputAmount.currency);
    const out = getAmountOut(
      inputAmount.raw,
      this.reserveOf(inputAmount.currency).raw,
      this.reserveOf(outputToken).raw,
    );
    // The router would quote 0, but the pair rejects a swap with nothing out.
    if (out === 0n) throw new InsufficientInputAmountError();
    return CurrencyAmount.fromRaw(outputToken, out);
  }

  /** What must go in to get `outputAmount` out; throws where the pair cannot pay it. */
  getInputAmount(outputAmount: CurrencyAmount<Token>): CurrencyAmount<Token> {
    const inputToken = this.otherToken(outputAmount.currency);
    const amountIn = getAmountIn(
      outputAmount.raw,
      this.reserveOf(inputToken).raw,
      this.reserveOf(outputAmount.currency).raw,
    );
    return CurrencyAmount.fromRaw(inputToken, amountIn);
  }

  /** The pair after a swap of `inputAmount` in, for simulating a trade's effect on the pair. */
  afterSwap(inputAmount: CurrencyAmount<Token>): Pair {
    const outputAmount = this.getOutputAmount(inputAmount);
    const reserveIn = this.reserveOf(inputAmount.currency);
    const reserveOut = this.reserveOf(outputAmount.currency);
    return new Pair(reserveIn.add(inputAmount), reserveOut.subtract(outputAmount));
  }
}
