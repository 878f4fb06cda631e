// What WalletConnect's modal (Reown AppKit) takes from viem, given to it instead of viem's index
// (vite.config.ts). Its `import('viem')` made the index's namespace object part of the app's
// first chunk, and with it createPublicClient and every public action (secp256k1 included).
export { createPublicClient, defineChain, http } from 'viem';
