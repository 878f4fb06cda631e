import { type DecimalFormatOptions, pow10 } from '../format/decimal.ts';
import type { Currency } from './currency.ts';
import { CurrencyAmount } from './currency-amount.ts';
import { Fraction } from './fraction.ts';

/**
 * How much quote currency one base currency buys. `raw` is the ratio of smallest units
 * (quote wei per base wei), exact; `adjusted` scales it by the decimals for display.
 */
export class Price<TBase extends Currency = Currency, TQuote extends Currency = Currency> {
  readonly baseCurrency: TBase;
  readonly quoteCurrency: TQuote;
  readonly raw: Fraction;

  constructor(params: { baseCurrency: TBase; quoteCurrency: TQuote; baseAmount: bigint; quoteAmount: bigint }) {
    this.baseCurrency = params.baseCurrency;
    this.quoteCurrency = params.quoteCurrency;
    this.raw = new Fraction(params.quoteAmount, params.baseAmount);
  }

  /** The price at which `base` was exchanged for `quote`. */
  static fromAmounts<TBase extends Currency, TQuote extends Currency>(
    base: CurrencyAmount<TBase>,
    quote: CurrencyAmount<TQuote>,
  ): Price<TBase, TQuote> {
    return new Price({
      baseCurrency: base.currency,
      quoteCurrency: quote.currency,
      baseAmount: base.raw,
      quoteAmount: quote.raw,
    });
  }

  /** quote per base in whole units: raw × 10^baseDecimals / 10^quoteDecimals. */
  get adjusted(): Fraction {
    return new Fraction(
      this.raw.numerator * pow10(this.baseCurrency.decimals),
      this.raw.denominator * pow10(this.quoteCurrency.decimals),
    );
  }

  invert(): Price<TQuote, TBase> {
    return new Price({
      baseCurrency: this.quoteCurrency,
      quoteCurrency: this.baseCurrency,
      baseAmount: this.raw.numerator,
      quoteAmount: this.raw.denominator,
    });
  }

  /** Chains prices: (A in B) × (B in C) = A in C. */
  multiply<TNext extends Currency>(other: Price<TQuote, TNext>): Price<TBase, TNext> {
    if (!this.quoteCurrency.equals(other.baseCurrency)) throw new Error('invalid currency');
    return new Price({
      baseCurrency: this.baseCurrency,
      quoteCurrency: other.quoteCurrency,
      baseAmount: this.raw.denominator * other.raw.denominator,
      quoteAmount: this.raw.numerator * other.raw.numerator,
    });
  }

  /** What `amount` of the base currency is worth in the quote currency, rounded down. */
  quote(amount: CurrencyAmount<TBase>): CurrencyAmount<TQuote> {
    if (!amount.currency.equals(this.baseCurrency)) throw new Error('invalid currency');
    return CurrencyAmount.fromRaw(this.quoteCurrency, (amount.raw * this.raw.numerator) / this.raw.denominator);
  }

  private same(other: Price<TBase, TQuote>): void {
    if (!this.baseCurrency.equals(other.baseCurrency) || !this.quoteCurrency.equals(other.quoteCurrency)) {
      throw new Error('invalid currency');
    }
  }

  lessThan(other: Price<TBase, TQuote>): boolean {
    this.same(other);
    return this.raw.lessThan(other.raw);
  }

  equalTo(other: Price<TBase, TQuote>): boolean {
    this.same(other);
    return this.raw.equalTo(other.raw);
  }

  greaterThan(other: Price<TBase, TQuote>): boolean {
    this.same(other);
    return this.raw.greaterThan(other.raw);
  }

  /** Display price; 4 significant digits is the swap page's precision (SPEC.md §9). */
  toSignificant(significantDigits = 4, options?: DecimalFormatOptions): string {
    return this.adjusted.toSignificant(significantDigits, options);
  }

  toFixed(decimals = 4, options?: DecimalFormatOptions): string {
    return this.adjusted.toFixed(decimals, options);
  }
}
