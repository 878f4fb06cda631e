import type { Currency, Token } from './currency.ts';
import type { Pair } from './pair.ts';
import { Price } from './price.ts';

/** A path through pairs from an input currency to an output currency (BNB routes via WBNB). */
export class Route<TInput extends Currency = Currency, TOutput extends Currency = Currency> {
  readonly pairs: readonly Pair[];
  /** The tokens visited, input first: pairs.length + 1 of them, all wrapped. */
  readonly path: readonly Token[];
  readonly input: TInput;
  readonly output: TOutput;
  private cachedMidPrice: Price<TInput, TOutput> | undefined;

  constructor(pairs: readonly Pair[], input: TInput, output: TOutput) {
    const first = pairs[0];
    if (!first) throw new Error('A route needs at least one pair');
    const path: Token[] = [input.wrapped];
    for (const pair of pairs) {
      if (pair.chainId !== first.chainId) throw new Error('Pairs are on different chains');
      path.push(pair.otherToken(path[path.length - 1]!));
    }
    if (!path[path.length - 1]!.equals(output.wrapped)) throw new Error('invalid currency');
    this.pairs = pairs;
    this.path = path;
    this.input = input;
    this.output = output;
  }

  get chainId(): number {
    return this.pairs[0]!.chainId;
  }

  /** The price before any trade: the product of each pair's reserve ratio along the path. */
  get midPrice(): Price<TInput, TOutput> {
    if (this.cachedMidPrice) return this.cachedMidPrice;
    let baseAmount = 1n;
    let quoteAmount = 1n;
    for (let i = 0; i < this.pairs.length; i++) {
      const pair = this.pairs[i]!;
      const tokenIn = this.path[i]!;
      baseAmount *= pair.reserveOf(tokenIn).raw;
      quoteAmount *= pair.reserveOf(pair.otherToken(tokenIn)).raw;
    }
    this.cachedMidPrice = new Price({ baseCurrency: this.input, quoteCurrency: this.output, baseAmount, quoteAmount });
    return this.cachedMidPrice;
  }
}
