// Test fixtures shared by the unit tests: the devnet's first tokens (addresses as deployed on 31337).
import { NativeCurrency, Token } from '@flaskswap/sdk';

export const E18 = 10n ** 18n;

export const WBNB = new Token({
  chainId: 31337,
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  decimals: 18,
  symbol: 'WBNB',
});
export const BNB = new NativeCurrency({ wrapped: WBNB });
export const FLASK = new Token({
  chainId: 31337,
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  decimals: 18,
  symbol: 'FLASK',
});
export const BUSD = new Token({
  chainId: 31337,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 18,
  symbol: 'BUSD',
});
